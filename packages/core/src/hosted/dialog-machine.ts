/**
 * The hosted dialog's states, as an explicit machine beside `HostedFrame`:
 * - `closed`: nothing inside the dialog.
 * - `unopened`: closed, but holding the page of a prepared session (a prerender) for `link`, so the click
 *   only opens the dialog around an iframe that already loaded it: an iframe moved in the DOM reloads.
 * - `open`: the dialog is shown. Its link is the session's, so nothing is remembered.
 */
export type HostedDialogState = { phase: 'closed' } | { phase: 'unopened'; link: string } | { phase: 'open' };

/** What moves the dialog: the hook prepared a session's page (`PRERENDER`), the dialog opened or closed. */
export type HostedDialogEvent = { type: 'PRERENDER'; link: string } | { type: 'OPEN' } | { type: 'CLOSE' };

/** The dialog before anything happened. */
export const closedHostedDialog: HostedDialogState = { phase: 'closed' };

const open: HostedDialogState = { phase: 'open' };

/**
 * The next state, or the same object when the event changes nothing (so a UI may send the events it sees on
 * every render). A prerender while the dialog is open waits: the UI sends it again once it closed.
 *
 * @example
 * let dialog = nextHostedDialog(closedHostedDialog, { type: 'PRERENDER', link }); // { phase: 'unopened', link }
 * dialog = nextHostedDialog(dialog, { type: 'OPEN' }); // { phase: 'open' }
 * nextHostedDialog(dialog, { type: 'CLOSE' }); // { phase: 'closed' }
 */
export function nextHostedDialog(state: HostedDialogState, event: HostedDialogEvent): HostedDialogState {
  switch (event.type) {
    case 'OPEN':
      return state.phase === 'open' ? state : open;
    case 'CLOSE':
      return state.phase === 'open' ? closedHostedDialog : state;
    case 'PRERENDER':
      if (state.phase === 'open' || (state.phase === 'unopened' && state.link === event.link)) return state;
      return { phase: 'unopened', link: event.link };
  }
}

/**
 * Whether the dialog renders its panel (and so its frame) for the link the frame would show: always when
 * open; when unopened, only while that link is still the prerendered one (a prepared session that was dropped
 * or replaced leaves nothing loading behind the closed dialog).
 *
 * @example
 * hostedDialogRendersPanel({ phase: 'unopened', link }, link); // true: the page loads, unseen
 * hostedDialogRendersPanel({ phase: 'unopened', link }, undefined); // false
 */
export function hostedDialogRendersPanel(state: HostedDialogState, shownLink: string | undefined): boolean {
  return state.phase === 'open' || (state.phase === 'unopened' && state.link === shownLink);
}

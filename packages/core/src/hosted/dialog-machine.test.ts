import { describe, expect, it } from 'vitest';
import {
  closedHostedDialog,
  type HostedDialogEvent,
  type HostedDialogState,
  hostedDialogRendersPanel,
  nextHostedDialog,
} from './dialog-machine';

const first = 'https://verify.example.com/journey/first';
const second = 'https://verify.example.com/journey/second';
const run = (events: HostedDialogEvent[], from: HostedDialogState = closedHostedDialog) =>
  events.reduce(nextHostedDialog, from);

describe('hosted dialog machine', () => {
  it('holds a prerendered page while closed, opens around it, and forgets it once closed', () => {
    const unopened = run([{ type: 'PRERENDER', link: first }]);
    expect(unopened).toEqual({ phase: 'unopened', link: first });
    expect(hostedDialogRendersPanel(unopened, first)).toBe(true);
    // The click reveals the session (its link is now the session's) before the dialog opens: still held.
    const opened = run([{ type: 'OPEN' }], unopened);
    expect(opened).toEqual({ phase: 'open' });
    expect(hostedDialogRendersPanel(opened, first)).toBe(true);
    const closed = run([{ type: 'CLOSE' }], opened);
    expect(closed).toEqual({ phase: 'closed' });
    // The finished session's link is not a prerender: nothing stays loaded behind the closed dialog.
    expect(hostedDialogRendersPanel(closed, first)).toBe(false);
  });

  it('renders nothing for a prepared session that was dropped or replaced, and follows the new one', () => {
    const unopened = run([{ type: 'PRERENDER', link: first }]);
    expect(hostedDialogRendersPanel(unopened, undefined)).toBe(false);
    expect(hostedDialogRendersPanel(unopened, second)).toBe(false);
    const replaced = run([{ type: 'PRERENDER', link: second }], unopened);
    expect(replaced).toEqual({ phase: 'unopened', link: second });
    expect(hostedDialogRendersPanel(replaced, second)).toBe(true);
  });

  it('keeps a prerender that comes while open for after the close (the UI sends it again)', () => {
    const opened = run([{ type: 'OPEN' }]);
    expect(run([{ type: 'PRERENDER', link: second }], opened)).toBe(opened);
    expect(
      run(
        [{ type: 'PRERENDER', link: second }, { type: 'CLOSE' }, { type: 'PRERENDER', link: second }],
        opened,
      ),
    ).toEqual({
      phase: 'unopened',
      link: second,
    });
  });

  it('answers the same object when an event changes nothing, so a UI may send what it sees on every render', () => {
    const unopened = run([{ type: 'PRERENDER', link: first }]);
    const opened = run([{ type: 'OPEN' }]);
    expect(nextHostedDialog(unopened, { type: 'PRERENDER', link: first })).toBe(unopened);
    expect(nextHostedDialog(unopened, { type: 'CLOSE' })).toBe(unopened);
    expect(nextHostedDialog(closedHostedDialog, { type: 'CLOSE' })).toBe(closedHostedDialog);
    expect(nextHostedDialog(opened, { type: 'OPEN' })).toBe(opened);
  });
});

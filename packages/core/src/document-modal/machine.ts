/**
 * States of the document modal (spec 4.8): loading the vendor files (and the token, when the modal fetches it),
 * built, shown, hidden, broken (files, vendor or token), gone.
 */
export type DocumentModalState = 'idle' | 'loading' | 'ready' | 'open' | 'closed' | 'failed' | 'destroyed';

/** What moves the machine: our calls and the vendor's onOpen/onClose. */
export type DocumentModalTransition = 'LOAD' | 'LOADED' | 'FAIL' | 'OPEN' | 'CLOSE' | 'DESTROY';

/**
 * The whole lifecycle as a table (state × event → state). A pair missing from the table is an invalid
 * transition: it is ignored, never thrown, so double calls (React StrictMode, a vendor callback echoing
 * our own call) are harmless.
 *
 * @example
 * modalTransitions.loading.LOADED; // 'ready'
 */
export const modalTransitions: Readonly<
  Record<DocumentModalState, Partial<Record<DocumentModalTransition, DocumentModalState>>>
> = {
  idle: { LOAD: 'loading', DESTROY: 'destroyed' },
  loading: { LOADED: 'ready', FAIL: 'failed', DESTROY: 'destroyed' },
  // FAIL from ready and closed: the token could not be renewed (before an open, or in the background).
  ready: { OPEN: 'open', FAIL: 'failed', DESTROY: 'destroyed' },
  open: { CLOSE: 'closed', DESTROY: 'destroyed' },
  closed: { OPEN: 'open', FAIL: 'failed', DESTROY: 'destroyed' },
  failed: { LOAD: 'loading', DESTROY: 'destroyed' },
  destroyed: {},
};

/**
 * The next state, or the same one when the transition is invalid.
 *
 * @example
 * nextModalState('idle', 'LOAD'); // 'loading'
 * nextModalState('idle', 'OPEN'); // 'idle' (ignored)
 */
export const nextModalState = (
  state: DocumentModalState,
  event: DocumentModalTransition,
): DocumentModalState => modalTransitions[state][event] ?? state;

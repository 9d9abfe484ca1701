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

/**
 * The document modal's machine, Zag.js style: its state and everything else it knows (its context) in one
 * object, changed only through it. `send` moves the state by the table (an event the table does not allow
 * leaves the state as it is) and applies the changes that come with the event: an event the state ignores
 * still carries its data (a vendor callback in any state is still the last event).
 *
 * @example
 * const machine = new ModalMachine({ error: null as Error | null });
 * machine.send('LOAD');                                  // state 'loading'
 * machine.send('FAIL', { error: new Error('offline') }); // state 'failed', context.error set
 * machine.send('CLOSE');                                 // not in the table: still 'failed'
 * machine.can('LOAD');                                   // true: a failed modal may load again
 */
export class ModalMachine<TContext extends object> {
  #state: DocumentModalState = 'idle';
  #context: TContext;

  constructor(context: TContext) {
    this.#context = context;
  }

  get state(): DocumentModalState {
    return this.#state;
  }

  /** Everything the machine holds besides its state; read-only outside: {@link send} changes it. */
  get context(): Readonly<TContext> {
    return this.#context;
  }

  /** Whether `event` moves the current state (the table has the pair). */
  can(event: DocumentModalTransition): boolean {
    return nextModalState(this.#state, event) !== this.#state;
  }

  /** Moves the state by `event` (none: the state stays), then applies `changes` to the context. */
  send(event: DocumentModalTransition | null, changes?: Partial<TContext>): void {
    if (event) this.#state = nextModalState(this.#state, event);
    Object.assign(this.#context, changes);
  }
}

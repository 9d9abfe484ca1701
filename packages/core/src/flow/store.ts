import { inspect } from '../devtools/bus';

/**
 * The small base every flow object of core stands on (hosted verification, document modal, quiz, age check),
 * as TanStack Query's `Subscribable`: one immutable snapshot, listeners told after each change, and hooks for
 * the first subscriber and the last one leaving (a flow polls or listens only while someone watches).
 * A React hook reads it with `useSyncExternalStore(flow.subscribe, flow.getSnapshot)`.
 *
 * @example
 * class Counter extends FlowStore<{ count: number }> {
 *   constructor() { super({ count: 0 }); }
 *   increment() { this.publish({ count: this.getSnapshot().count + 1 }); }
 * }
 * const counter = new Counter();
 * const stop = counter.subscribe(() => console.log(counter.getSnapshot().count));
 * counter.increment(); // logs 1
 * stop();
 */
export class FlowStore<TSnapshot> {
  #snapshot: TSnapshot;
  #listeners = new Set<() => void>();

  constructor(initial: TSnapshot) {
    this.#snapshot = initial;
    inspect(() => ({ kind: 'flow', flow: this, flowName: this.constructor.name, snapshot: initial }));
  }

  /** The current snapshot: the same object until something changes (what `useSyncExternalStore` needs). */
  getSnapshot = (): TSnapshot => this.#snapshot;

  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    if (this.#listeners.size === 1) this.onFirstSubscriber();
    return () => {
      if (!this.#listeners.delete(listener)) return;
      if (this.#listeners.size === 0) this.onLastUnsubscribe();
    };
  };

  /** Whether anyone is watching (a flow polls only then). */
  protected hasSubscribers(): boolean {
    return this.#listeners.size > 0;
  }

  /** Replaces the snapshot and tells every listener; the same object again is no change. */
  protected publish(snapshot: TSnapshot): void {
    if (Object.is(snapshot, this.#snapshot)) return;
    this.#snapshot = snapshot;
    inspect(() => ({ kind: 'flow', flow: this, flowName: this.constructor.name, snapshot }));
    for (const listener of [...this.#listeners]) listener();
  }

  /** Drops every listener without calling `onLastUnsubscribe` (for `destroy`). */
  protected dropSubscribers(): void {
    this.#listeners.clear();
  }

  /** Called when the first listener arrives. */
  protected onFirstSubscriber(): void {}

  /** Called when the last listener leaves. */
  protected onLastUnsubscribe(): void {}
}

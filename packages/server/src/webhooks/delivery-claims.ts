import type { ProcessedEventStore } from '../stores/event-store';

/** The keys one delivery holds in the event store, under one owner id. */
export class Claims {
  readonly #keys: string[] = [];
  constructor(
    private readonly owner: string,
    private readonly stored: <R>(run: () => R | Promise<R>) => Promise<R>,
    private readonly store: ProcessedEventStore,
  ) {}

  take(key: string, leaseMs: number) {
    this.#keys.push(key);
    return this.stored(() => this.store.claim(key, leaseMs, this.owner));
  }

  releaseAll() {
    return Promise.all(
      this.#keys.map((k) => this.stored(() => this.store.release(k, this.owner)).catch(() => undefined)),
    );
  }

  completeAll(ttlOf: (key: string) => number) {
    return Promise.all(this.#keys.map((k) => this.stored(() => this.store.complete(k, ttlOf(k)))));
  }
}

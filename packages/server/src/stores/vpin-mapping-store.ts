/** What the mapping knows about one V-PIN. `changedAt` (epoch ms) orders out-of-order deliveries. */
export type VpinRecord =
  | { state: 'active'; changedAt: number; eventId: string }
  | { state: 'superseded'; canonical: string; changedAt: number; eventId: string }
  | {
      state: 'split';
      replacements: { vpin: string; links: { name: string; value: string }[] }[];
      changedAt: number;
      eventId: string;
    }
  | { state: 'retired'; changedAt: number; eventId: string };

/** Reads and writes of one event, inside one transaction of a `VpinMappingStore`. */
export interface VpinMappingTransaction {
  get(vpin: string): Promise<VpinRecord | undefined>;
  set(vpin: string, record: VpinRecord): Promise<void>;
  /** V-PINs an event changed (`undefined`: not applied yet), so a later revert knows what to undo. */
  getEventChanges(eventId: string): Promise<string[] | undefined>;
  setEventChanges(eventId: string, vpins: string[]): Promise<void>;
}

/**
 * Storage of the mapping. Each event is applied inside `transaction`: its reads and writes are isolated from
 * every other event's (on every instance sharing the store) and all take effect or none does. In memory by
 * default; `PostgresVpinMappingStore` of `@veriframe/server/postgres` in production.
 */
export interface VpinMappingStore {
  /**
   * Runs `work` as one isolated, all-or-nothing unit; a throw rolls every write of it back. `vpins` lists every
   * V-PIN the work may write, so events on other V-PINs may run beside it; `undefined` means it may touch any
   * (a revert), and it must then run alone.
   */
  transaction<T>(work: (tx: VpinMappingTransaction) => Promise<T>, vpins?: string[]): Promise<T>;
  /** A committed record, outside any transaction (for `resolve`). */
  get(vpin: string): Promise<VpinRecord | undefined>;
}

/**
 * Default `VpinMappingStore`: two Maps. Events apply one at a time, and an event's writes are staged and only
 * copied into the maps when its work succeeded.
 */
export class MemoryVpinMappingStore implements VpinMappingStore {
  readonly records = new Map<string, VpinRecord>();
  readonly events = new Map<string, string[]>();
  #queue: Promise<unknown> = Promise.resolve();

  async get(vpin: string) {
    return this.records.get(vpin);
  }

  transaction<T>(work: (tx: VpinMappingTransaction) => Promise<T>): Promise<T> {
    const run = async () => {
      const records = new Map<string, VpinRecord>();
      const events = new Map<string, string[]>();
      const result = await work({
        get: async (vpin) => records.get(vpin) ?? this.records.get(vpin),
        set: async (vpin, record) => void records.set(vpin, record),
        getEventChanges: async (id) => events.get(id) ?? this.events.get(id),
        setEventChanges: async (id, vpins) => void events.set(id, vpins),
      });
      for (const [k, v] of records) this.records.set(k, v);
      for (const [k, v] of events) this.events.set(k, v);
      return result;
    };
    const result = this.#queue.then(run);
    this.#queue = result.catch(() => undefined);
    return result;
  }
}

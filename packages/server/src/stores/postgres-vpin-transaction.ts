import type { VpinMappingTransaction, VpinRecord } from './vpin-mapping-store';

/** A statement the store may prepare once per connection: `name` is unique to `text`. */
export interface PgStatement {
  name: string;
  text: string;
}

/** Runs one statement on the transaction's connection (under the store's deadline). */
export type PgQuery = (
  statement: PgStatement,
  values: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

const readStatement: PgStatement = {
  name: 'veriframe_vpin_read_v1',
  text: `
  SELECT 'record' AS kind, vpin AS key, record AS value
    FROM veriframe_vpin_records WHERE vpin = ANY($1::text[])
  UNION ALL
  SELECT 'event', event_id, to_jsonb(vpins)
    FROM veriframe_vpin_events WHERE event_id = ANY($2::text[])`,
};

// Migration 002's function: the V-PIN locks, then the same read as `readStatement`, in one round trip.
const lockAndReadStatement: PgStatement = {
  name: 'veriframe_vpin_lock_and_read_v1',
  text: 'SELECT kind, key, value FROM veriframe_vpin_lock_and_read($1, $2, $3)',
};

// Data-modifying CTEs always run to completion, so both tables are written by this one statement.
const writeStatement: PgStatement = {
  name: 'veriframe_vpin_write_v1',
  text: `
  WITH written_records AS (
    INSERT INTO veriframe_vpin_records (vpin, record, changed_at, event_id)
    SELECT vpin, record, changed_at, event_id
      FROM unnest($1::text[], $2::jsonb[], $3::bigint[], $4::text[]) AS r(vpin, record, changed_at, event_id)
    ON CONFLICT (vpin) DO UPDATE SET record = EXCLUDED.record, changed_at = EXCLUDED.changed_at,
      event_id = EXCLUDED.event_id, updated_at = now()
    RETURNING vpin
  )
  INSERT INTO veriframe_vpin_events (event_id, vpins)
  SELECT event_id, ARRAY(SELECT jsonb_array_elements_text(vpins))
    FROM unnest($5::text[], $6::jsonb[]) AS e(event_id, vpins)
  ON CONFLICT (event_id) DO UPDATE SET vpins = EXCLUDED.vpins`,
};

/**
 * The reads and writes of one event inside one PostgreSQL transaction, in as few round trips as keep its
 * guarantees:
 * - the first read fetches the event's own mark and the record of every V-PIN the event may write, in one
 *   statement, after the V-PIN locks (taken before the transaction is made, or by that same round trip through
 *   migration 002's function when `lockKey` is given); the locks keep those rows unchanged until COMMIT, so
 *   later reads are answered from it;
 * - writes are staged (later reads of the same transaction see them) and `flush` sends them all in one
 *   statement before COMMIT, so they still commit together or not at all.
 */
export class PostgresVpinTransaction implements VpinMappingTransaction {
  readonly #query: PgQuery;
  /** V-PINs read together with the first read; `[]` once that read happened. */
  #prefetch: readonly string[];
  // What the database holds; a key mapped to `undefined` is known to have no row.
  readonly #records = new Map<string, VpinRecord | undefined>();
  readonly #events = new Map<string, string[] | undefined>();
  readonly #stagedRecords = new Map<string, VpinRecord>();
  readonly #stagedEvents = new Map<string, string[]>();
  /** The advisory lock key of the V-PIN locks still to take with the first read (`undefined`: none pending). */
  #pendingLockKey: number | undefined;

  constructor(query: PgQuery, lockedVpins: readonly string[] = [], pendingLockKey?: number) {
    this.#query = query;
    this.#prefetch = lockedVpins;
    this.#pendingLockKey = lockedVpins.length > 0 ? pendingLockKey : undefined;
  }

  async get(vpin: string): Promise<VpinRecord | undefined> {
    const staged = this.#stagedRecords.get(vpin);
    if (staged) return staged;
    if (!this.#records.has(vpin)) await this.#read([vpin], []);
    return this.#records.get(vpin);
  }

  async set(vpin: string, record: VpinRecord): Promise<void> {
    this.#stagedRecords.set(vpin, record);
  }

  async getEventChanges(eventId: string): Promise<string[] | undefined> {
    const staged = this.#stagedEvents.get(eventId);
    if (staged) return staged;
    if (!this.#events.has(eventId)) await this.#read([], [eventId]);
    return this.#events.get(eventId);
  }

  async setEventChanges(eventId: string, vpins: string[]): Promise<void> {
    this.#stagedEvents.set(eventId, [...vpins]);
  }

  /** Sends every staged write in one statement; call it once, after the work and before COMMIT. */
  async flush(): Promise<void> {
    if (this.#stagedRecords.size === 0 && this.#stagedEvents.size === 0) return;
    if (this.#pendingLockKey !== undefined) await this.#read([], []); // never write without the locks
    const records = [...this.#stagedRecords];
    const events = [...this.#stagedEvents];
    await this.#query(writeStatement, [
      records.map(([vpin]) => vpin),
      records.map(([, record]) => JSON.stringify(record)),
      records.map(([, record]) => record.changedAt),
      records.map(([, record]) => record.eventId),
      events.map(([eventId]) => eventId),
      events.map(([, vpins]) => JSON.stringify(vpins)),
    ]);
  }

  async #read(vpins: string[], eventIds: string[]): Promise<void> {
    const wanted = [...new Set([...this.#prefetch, ...vpins])];
    this.#prefetch = [];
    const lockKey = this.#pendingLockKey;
    this.#pendingLockKey = undefined;
    const { rows } =
      lockKey === undefined
        ? await this.#query(readStatement, [wanted, eventIds])
        : await this.#query(lockAndReadStatement, [lockKey, wanted, eventIds]);
    for (const vpin of wanted) if (!this.#records.has(vpin)) this.#records.set(vpin, undefined);
    for (const eventId of eventIds) if (!this.#events.has(eventId)) this.#events.set(eventId, undefined);
    for (const row of rows) {
      if (row.kind === 'record') this.#records.set(row.key as string, row.value as VpinRecord);
      else this.#events.set(row.key as string, row.value as string[]);
    }
  }
}

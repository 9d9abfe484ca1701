import type { VpinMappingStore, VpinMappingTransaction, VpinRecord } from '../webhooks/vpin-mapping';
import { defaultStoreTimeoutMs, withStoreDeadline } from './store-errors';

/** The part of a `pg` result used here. */
export interface PgResultLike {
  rows: Record<string, unknown>[];
}

/** The part of a `pg` pool client used here. */
export interface PgClientLike {
  query(text: string, values?: unknown[]): Promise<PgResultLike>;
  release(error?: Error | boolean): void;
}

/** The part of a `pg` `Pool` used here: pass your own pool. */
export interface PgPoolLike {
  connect(): Promise<PgClientLike>;
  query(text: string, values?: unknown[]): Promise<PgResultLike>;
}

export interface PostgresVpinMappingStoreOptions {
  pool: PgPoolLike;
  /** Deadline of each step (connect, each query); a slower database counts as down. Default 2 s. */
  timeoutMs?: number;
}

const storeName = 'postgres vpin mapping';
// Transaction-scoped advisory locks, across every instance: an event that names its V-PINs holds the mapping
// lock shared and one exclusive lock per V-PIN (taken in one sorted statement, so two events never deadlock);
// a revert, whose V-PINs come from earlier events, holds the mapping lock exclusively and runs alone.
const mappingLock = 0x76_70_69_6e; // 'vpin'
const perVpinLock = mappingLock + 1;

/**
 * `VpinMappingStore` on PostgreSQL (`pg`): each event is one transaction holding advisory locks on the V-PINs
 * it writes, so two events on one V-PIN never interleave on any instance, and its writes commit together or not
 * at all. Run
 * `migrations/001_vpin_mapping.sql` first (or `migratePostgres(pool)`).
 *
 * @example
 * import pg from 'pg';
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
 * const mapping = new VpinMapping({ store: new PostgresVpinMappingStore({ pool }) });
 */
export class PostgresVpinMappingStore implements VpinMappingStore {
  readonly #pool: PgPoolLike;
  readonly #timeoutMs: number;

  constructor(options: PostgresVpinMappingStoreOptions) {
    this.#pool = options.pool;
    this.#timeoutMs = options.timeoutMs ?? defaultStoreTimeoutMs;
  }

  async get(vpin: string): Promise<VpinRecord | undefined> {
    const { rows } = await this.#step(() =>
      this.#pool.query('SELECT record FROM veriframe_vpin_records WHERE vpin = $1', [vpin]),
    );
    return rows[0]?.record as VpinRecord | undefined;
  }

  async transaction<T>(work: (tx: VpinMappingTransaction) => Promise<T>, vpins?: string[]): Promise<T> {
    const client = await this.#step(() => this.#pool.connect());
    const q = (text: string, values?: unknown[]) => this.#step(() => client.query(text, values));
    let broken: Error | undefined;
    try {
      await q('BEGIN');
      // The server gives up too, so a late statement never commits after we answered.
      await q(`SET LOCAL statement_timeout = ${Math.max(1, Math.floor(this.#timeoutMs))}`);
      if (vpins === undefined) {
        await q('SELECT pg_advisory_xact_lock($1, 0)', [mappingLock]);
      } else {
        await q('SELECT pg_advisory_xact_lock_shared($1, 0)', [mappingLock]);
        await q(
          `SELECT pg_advisory_xact_lock($1, h)
             FROM (SELECT DISTINCT hashtext(v) AS h FROM unnest($2::text[]) AS v ORDER BY h) AS sorted`,
          [perVpinLock, vpins],
        );
      }
      const result = await work({
        get: async (vpin) =>
          (await q('SELECT record FROM veriframe_vpin_records WHERE vpin = $1', [vpin])).rows[0]?.record as
            | VpinRecord
            | undefined,
        set: async (vpin, record) => {
          await q(
            `INSERT INTO veriframe_vpin_records (vpin, record, changed_at, event_id) VALUES ($1, $2, $3, $4)
             ON CONFLICT (vpin) DO UPDATE SET record = EXCLUDED.record, changed_at = EXCLUDED.changed_at,
               event_id = EXCLUDED.event_id, updated_at = now()`,
            [vpin, JSON.stringify(record), record.changedAt, record.eventId],
          );
        },
        getEventChanges: async (eventId) =>
          (await q('SELECT vpins FROM veriframe_vpin_events WHERE event_id = $1', [eventId])).rows[0]
            ?.vpins as string[] | undefined,
        setEventChanges: async (eventId, vpins) => {
          await q(
            `INSERT INTO veriframe_vpin_events (event_id, vpins) VALUES ($1, $2)
             ON CONFLICT (event_id) DO UPDATE SET vpins = EXCLUDED.vpins`,
            [eventId, vpins],
          );
        },
      });
      await q('COMMIT');
      return result;
    } catch (error) {
      await q('ROLLBACK').catch((e: unknown) => {
        // A connection that cannot even roll back is dropped from the pool rather than reused.
        broken = e instanceof Error ? e : new Error(String(e));
      });
      throw error;
    } finally {
      client.release(broken ?? false);
    }
  }

  #step<T>(run: () => Promise<T>): Promise<T> {
    return withStoreDeadline(storeName, this.#timeoutMs, run);
  }
}

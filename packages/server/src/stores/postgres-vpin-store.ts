import { type PgStatement, PostgresVpinTransaction } from './postgres-vpin-transaction';
import { defaultStoreTimeoutMs, withStoreDeadline } from './store-deadline';
import type { PingableStore } from './store-health';
import type { VpinMappingStore, VpinMappingTransaction, VpinRecord } from './vpin-mapping-store';

/** The part of a `pg` result used here. */
export interface PgResultLike {
  rows: Record<string, unknown>[];
}

/** A query as `pg` takes it: with a `name`, the statement is prepared once per connection and reused. */
export interface PgQueryConfig {
  name?: string;
  text: string;
  values?: unknown[];
}

/** The part of a `pg` pool client used here. */
export interface PgClientLike {
  query(query: string | PgQueryConfig, values?: unknown[]): Promise<PgResultLike>;
  release(error?: Error | boolean): void;
}

/** The part of a `pg` `Pool` used here: pass your own pool. */
export interface PgPoolLike {
  connect(): Promise<PgClientLike>;
  query(query: string | PgQueryConfig, values?: unknown[]): Promise<PgResultLike>;
}

export interface PostgresVpinMappingStoreOptions {
  pool: PgPoolLike;
  /** Deadline of each step (connect, each query); a slower database counts as down. Default 2 s. */
  timeoutMs?: number;
  /**
   * Prepare each statement once per connection (named statements; default `true`): parsing and planning them
   * on every event cost a third of the throughput. Set `false` behind a pooler that cannot keep prepared
   * statements (PgBouncer before 1.21 in transaction mode).
   */
  preparedStatements?: boolean;
}

const storeName = 'postgres vpin mapping';
// Transaction-scoped advisory locks, across every instance: an event that names its V-PINs holds the mapping
// lock shared and one exclusive lock per V-PIN (taken in one sorted statement, so two events never deadlock);
// a revert, whose V-PINs come from earlier events, holds the mapping lock exclusively and runs alone.
const mappingLock = 0x76_70_69_6e; // 'vpin'
const perVpinLock = mappingLock + 1;

const lockVpinsStatement: PgStatement = {
  name: 'veriframe_vpin_lock_v1',
  text: `SELECT pg_advisory_xact_lock($1, h)
           FROM (SELECT DISTINCT hashtext(v) AS h FROM unnest($2::text[]) AS v ORDER BY h) AS sorted`,
};
const hasLockAndReadStatement: PgStatement = {
  name: 'veriframe_vpin_has_lock_and_read_v1',
  text: `SELECT to_regprocedure('veriframe_vpin_lock_and_read(integer, text[], text[])') IS NOT NULL AS present`,
};
const getStatement: PgStatement = {
  name: 'veriframe_vpin_get_v1',
  text: 'SELECT record FROM veriframe_vpin_records WHERE vpin = $1',
};

/**
 * `VpinMappingStore` on PostgreSQL (`pg`): each event is one transaction holding advisory locks on the V-PINs
 * it writes, so two events on one V-PIN never interleave on any instance, and its writes commit together or not
 * at all. Run the migrations first (`migratePostgres(pool)`, or `migrations/001_vpin_mapping.sql` and
 * `002_vpin_lock_and_read.sql` with your own tool; without 002 each event takes one more round trip).
 *
 * @example
 * import pg from 'pg';
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
 * const mapping = new VpinMapping({ store: new PostgresVpinMappingStore({ pool }) });
 */
export class PostgresVpinMappingStore implements VpinMappingStore, PingableStore {
  readonly storeName = storeName;
  readonly #pool: PgPoolLike;
  readonly #timeoutMs: number;
  readonly #prepared: boolean;
  /** Whether migration 002's function exists, asked once per store (a failed ask is asked again). */
  #hasLockAndRead: Promise<boolean> | undefined;

  constructor(options: PostgresVpinMappingStoreOptions) {
    this.#pool = options.pool;
    this.#timeoutMs = options.timeoutMs ?? defaultStoreTimeoutMs;
    this.#prepared = options.preparedStatements ?? true;
  }

  /** Readiness: `select 1` under the store's deadline. */
  async ping(): Promise<void> {
    await this.#step(() => this.#pool.query('select 1'));
  }

  async get(vpin: string): Promise<VpinRecord | undefined> {
    const { rows } = await this.#step(() => this.#pool.query(this.#config(getStatement, [vpin])));
    return rows[0]?.record as VpinRecord | undefined;
  }

  async transaction<T>(work: (tx: VpinMappingTransaction) => Promise<T>, vpins?: string[]): Promise<T> {
    const client = await this.#step(() => this.#pool.connect());
    const simple = (text: string) => this.#step(() => client.query(text));
    const q = (statement: PgStatement, values: unknown[]) =>
      this.#step(() => client.query(this.#config(statement, values)));
    let broken: Error | undefined;
    try {
      // One round trip (a simple query: every value in it is ours, none is the event's). The server gives up
      // too, so a late statement never commits after we answered.
      await simple(
        `BEGIN; SET LOCAL statement_timeout = ${Math.max(1, Math.floor(this.#timeoutMs))}; ` +
          `SELECT ${vpins === undefined ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared'}(${mappingLock}, 0)`,
      );
      // Reads come after the locks (a statement sees only what committed before it started): with migration
      // 002 the first read takes them, else one statement here does.
      let pendingLockKey: number | undefined;
      if (vpins !== undefined && vpins.length > 0) {
        if (await this.#lockAndReadAvailable(q)) pendingLockKey = perVpinLock;
        else await q(lockVpinsStatement, [perVpinLock, vpins]);
      }
      const tx = new PostgresVpinTransaction(q, vpins, pendingLockKey);
      const result = await work(tx);
      await tx.flush();
      await simple('COMMIT');
      return result;
    } catch (error) {
      await simple('ROLLBACK').catch((e: unknown) => {
        // A connection that cannot even roll back is dropped from the pool rather than reused.
        broken = e instanceof Error ? e : new Error(String(e));
      });
      throw error;
    } finally {
      client.release(broken ?? false);
    }
  }

  #lockAndReadAvailable(q: (statement: PgStatement, values: unknown[]) => Promise<PgResultLike>) {
    this.#hasLockAndRead ??= q(hasLockAndReadStatement, []).then(
      ({ rows }) => rows[0]?.present === true,
      (error: unknown) => {
        this.#hasLockAndRead = undefined;
        throw error;
      },
    );
    return this.#hasLockAndRead;
  }

  #config(statement: PgStatement, values: unknown[]): PgQueryConfig {
    return this.#prepared ? { ...statement, values } : { text: statement.text, values };
  }

  #step<T>(run: () => Promise<T>): Promise<T> {
    return withStoreDeadline(storeName, this.#timeoutMs, run);
  }
}

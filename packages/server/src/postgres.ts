import { readFile } from 'node:fs/promises';
import type { PgPoolLike } from './stores/postgres-vpin-store';

export {
  type PgClientLike,
  type PgPoolLike,
  type PgQueryConfig,
  type PgResultLike,
  PostgresVpinMappingStore,
  type PostgresVpinMappingStoreOptions,
} from './stores/postgres-vpin-store';

/** Where the first plain SQL migration (the two tables) ships in the package. */
export const vpinMappingMigrationUrl = new URL('../migrations/001_vpin_mapping.sql', import.meta.url);

/** Every plain SQL migration the package ships, in the order to run them (each is safe to run again). */
export const postgresMigrationUrls: readonly URL[] = [
  vpinMappingMigrationUrl,
  new URL('../migrations/002_vpin_lock_and_read.sql', import.meta.url),
];

// Session advisory lock held while migrating, so instances starting together run the files one at a time.
const migrationLock = 0x76_70_69_6e - 1;

/**
 * Runs the package's SQL migrations in order, on one connection, one instance at a time (each is idempotent:
 * `CREATE TABLE IF NOT EXISTS`, `CREATE OR REPLACE FUNCTION`).
 *
 * @example
 * await migratePostgres(pool);
 */
export async function migratePostgres(pool: PgPoolLike): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`SELECT pg_advisory_lock(${migrationLock})`);
    try {
      for (const url of postgresMigrationUrls) await client.query(await readFile(url, 'utf8'));
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${migrationLock})`).catch((e: unknown) => {
        broken = e instanceof Error ? e : new Error(String(e)); // never reuse a connection still holding it
      });
    }
  } finally {
    client.release(broken ?? false);
  }
}

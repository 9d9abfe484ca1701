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
export { isStoreUnavailableError, StoreUnavailableError } from './stores/store-errors';

/** Where the plain SQL migration ships in the package, to read or run with your own tool. */
export const vpinMappingMigrationUrl = new URL('../migrations/001_vpin_mapping.sql', import.meta.url);

/**
 * Runs the package's SQL migration (idempotent: `CREATE TABLE IF NOT EXISTS`).
 *
 * @example
 * await migratePostgres(pool);
 */
export async function migratePostgres(pool: PgPoolLike): Promise<void> {
  await pool.query(await readFile(vpinMappingMigrationUrl, 'utf8'));
}

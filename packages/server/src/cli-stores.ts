import { migratePostgres, PostgresVpinMappingStore } from './postgres';
import type { ProxyOptions } from './proxy/proxy-options';
import {
  RedisAttemptBudgetStore,
  type RedisClientLike,
  RedisEventStore,
  RedisIdempotencyStore,
  RedisOwnershipStore,
  RedisRateLimitStore,
  RedisTokenStore,
} from './redis';
import type { SharedTokenStore } from './stores/token-store';
import { VpinMapping } from './webhooks/vpin-mapping';

/** The shared stores the command runs on, as `createProxy` options, and how to close their connections. */
export interface CliStores {
  options: Pick<ProxyOptions, 'rateLimit' | 'idempotency' | 'gatewayBudget' | 'ownership' | 'webhooks'>;
  tokenStore: SharedTokenStore | undefined;
  /** What the ready line says: which shared stores are in use. */
  shared: { redis: boolean; postgres: boolean };
  close(): Promise<void>;
}

/** Imports an optional peer dependency, or says which package to install. */
async function peer<T>(name: string, variable: string): Promise<T> {
  try {
    return (await import(name)) as T;
  } catch {
    throw new Error(
      `${variable} is set: install the ${name} package beside @veriframe/server (npm i ${name})`,
    );
  }
}

/**
 * Connects the stores `VERIFRAME_REDIS_URL` and `VERIFRAME_DATABASE_URL` name: in Redis the processed events,
 * rate-limit windows, idempotency keys, gateway budgets, ownership records and service tokens; in PostgreSQL
 * the V-PIN mapping (migrated first when `migrate`). Neither set: memory, one instance.
 *
 * @example
 * const stores = await cliStores({ VERIFRAME_REDIS_URL: 'redis://127.0.0.1:6379' }, { migrate: false });
 * createProxy({ config, ...stores.options, clientOptions: { tokenStore: stores.tokenStore } });
 */
export async function cliStores(
  env: Record<string, string | undefined>,
  { migrate }: { migrate: boolean },
): Promise<CliStores> {
  const redisUrl = env.VERIFRAME_REDIS_URL?.trim() || undefined;
  const databaseUrl = env.VERIFRAME_DATABASE_URL?.trim() || undefined;
  const closers: (() => Promise<unknown>)[] = [];
  const result: CliStores = {
    options: {},
    tokenStore: undefined,
    shared: { redis: Boolean(redisUrl), postgres: Boolean(databaseUrl) },
    close: async () => {
      await Promise.all(closers.map((close) => close().catch(() => undefined)));
    },
  };
  if (migrate && !databaseUrl) throw new Error('--migrate needs VERIFRAME_DATABASE_URL');
  if (redisUrl) {
    const { createClient } = await peer<typeof import('redis')>('redis', 'VERIFRAME_REDIS_URL');
    // No offline queue: while Redis is away a call fails at once (503 store_unavailable), never waits.
    const client = createClient({ url: redisUrl, disableOfflineQueue: true });
    client.on('error', () => undefined); // reconnects by itself; each store call reports its own failure
    await client.connect();
    closers.push(() => client.close());
    const redis = { client: client as unknown as RedisClientLike };
    result.tokenStore = new RedisTokenStore(redis);
    result.options.rateLimit = { store: new RedisRateLimitStore(redis) };
    result.options.idempotency = { store: new RedisIdempotencyStore(redis) };
    result.options.gatewayBudget = { store: new RedisAttemptBudgetStore(redis) };
    result.options.ownership = { store: new RedisOwnershipStore(redis) };
    result.options.webhooks = { store: new RedisEventStore(redis) };
  }
  if (databaseUrl) {
    const { default: pg } = await peer<{ default: typeof import('pg') }>('pg', 'VERIFRAME_DATABASE_URL');
    const pool = new pg.Pool({ connectionString: databaseUrl });
    pool.on('error', () => undefined); // an idle connection dropping must not stop the process
    closers.push(() => pool.end());
    if (migrate) await migratePostgres(pool);
    const mapping = new VpinMapping({ store: new PostgresVpinMappingStore({ pool }) });
    result.options.webhooks = { ...result.options.webhooks, vpin: { mapping } };
  }
  return result;
}

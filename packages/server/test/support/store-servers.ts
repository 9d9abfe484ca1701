import { Redis as IoRedis } from 'ioredis';
import pg from 'pg';
import { createClient } from 'redis';
import { afterAll, beforeAll } from 'vitest';
import { migratePostgres } from '../../src/postgres';
import { type RunningService, startPostgres, startRedis } from './services';

/** The test file's redis-server and PostgreSQL, and the clients the stores under test are given. */
export interface StoreServers {
  redis: RunningService;
  postgres: RunningService;
  /** node-redis, connected. */
  redisClient: ReturnType<typeof createClient>;
  /** ioredis, connected to the same server. */
  ioredisClient: IoRedis;
  /** A pool on the `postgres` database, migrated (`migratePostgres`). */
  pool: pg.Pool;
}

/**
 * Starts redis-server and PostgreSQL on loopback before the file's tests, connects both Redis clients the stores
 * accept and a migrated pool, and closes and stops them all after the tests (even when one failed). The fields
 * are read inside hooks and tests. `failFast` turns the Redis clients' offline queues off, so a command fails
 * at once while Redis is away rather than waiting for it.
 *
 * @example
 * const servers = useStoreServers({ failFast: true });
 * it('...', () => new RedisEventStore({ client: servers.redisClient }));
 */
export function useStoreServers(options: { failFast?: boolean; poolMax?: number } = {}): StoreServers {
  const servers = {} as Partial<StoreServers>;
  beforeAll(async () => {
    const [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
    Object.assign(servers, { redis, postgres });
    const redisClient = createClient({
      url: redis.url,
      ...(options.failFast ? { disableOfflineQueue: true } : {}),
    });
    redisClient.on('error', () => undefined); // a paused or stopped server; the store reports it
    await redisClient.connect();
    servers.redisClient = redisClient;
    const ioredisClient = new IoRedis(redis.url, {
      lazyConnect: true,
      ...(options.failFast ? { enableOfflineQueue: false } : {}),
    });
    ioredisClient.on('error', () => undefined);
    await ioredisClient.connect();
    servers.ioredisClient = ioredisClient;
    const pool = new pg.Pool({
      connectionString: postgres.url,
      ...(options.poolMax ? { max: options.poolMax } : {}),
    });
    pool.on('error', () => undefined); // idle clients see the server's shutdown at the end
    servers.pool = pool;
    await migratePostgres(pool);
  }, 60_000);
  afterAll(async () => {
    await servers.redisClient?.close().catch(() => undefined);
    await servers.ioredisClient?.quit().catch(() => undefined);
    await servers.pool?.end().catch(() => undefined);
    await Promise.all([servers.redis?.stop(), servers.postgres?.stop()]);
  });
  return servers as StoreServers;
}

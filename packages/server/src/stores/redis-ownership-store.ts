import type { OwnershipStore } from './ownership-store';
import { type RedisScripts, type RedisStoreOptions, toRedisScripts } from './redis-client';
import { defaultStoreTimeoutMs, withStoreDeadline } from './store-deadline';
import { type PingableStore, redisPingScript } from './store-health';

// First owner wins, atomically across instances: read, and set with its expiry only when there is none.
const claimScript = `
local current = redis.call('GET', KEYS[1])
if current then return current end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return ARGV[1]`;
const ownerScript = `return redis.call('GET', KEYS[1])`;

const storeName = 'redis ownership store';

/**
 * `OwnershipStore` in Redis, for several proxy instances: each record is one key with its own expiry
 * (`{prefix}owner:<hashed key>`), claimed by one atomic script. When Redis is down, a call throws
 * `StoreUnavailableError` and the route answers 503 `store_unavailable`: ownership fails closed.
 *
 * @example
 * import { createClient } from 'redis';
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 * createProxy({ identify, ownership: { store: new RedisOwnershipStore({ client: redis }) } });
 */
export class RedisOwnershipStore implements OwnershipStore, PingableStore {
  readonly storeName = storeName;
  readonly #scripts: RedisScripts;
  readonly #prefix: string;
  readonly #timeoutMs: number;

  constructor(options: RedisStoreOptions) {
    this.#scripts = toRedisScripts(options.client);
    this.#prefix = `${options.prefix ?? 'veriframe:'}owner:`;
    this.#timeoutMs = options.timeoutMs ?? defaultStoreTimeoutMs;
  }

  async claim(key: string, owner: string, ttlMs: number): Promise<string> {
    const ttl = String(Math.max(1, Math.ceil(ttlMs)));
    return String(await this.#run(claimScript, key, [owner, ttl]));
  }

  async ownerOf(key: string): Promise<string | undefined> {
    const owner = await this.#run(ownerScript, key, []);
    return typeof owner === 'string' ? owner : undefined;
  }

  /** Readiness: one trivial script under the store's deadline. */
  async ping(): Promise<void> {
    await withStoreDeadline(storeName, this.#timeoutMs, () =>
      this.#scripts.runScript(redisPingScript, [], []),
    );
  }

  #run(script: string, key: string, args: string[]) {
    return withStoreDeadline(storeName, this.#timeoutMs, () =>
      this.#scripts.runScript(script, [this.#prefix + key], args),
    );
  }
}

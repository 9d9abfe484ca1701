import type { ClaimResult, ProcessedEventStore } from './event-store';
import type { RateLimitHit, RateLimitStore } from './rate-limit-store';
import { type RedisScripts, type RedisStoreOptions, toRedisScripts } from './redis-client';
import { defaultStoreTimeoutMs, withStoreDeadline } from './store-deadline';
import { type PingableStore, redisPingScript } from './store-health';
import type { IssuedToken, SharedTokenStore } from './token-store';

/** Base of the Redis stores: one Lua script per operation, under the store's deadline. */
export class RedisStore implements PingableStore {
  protected readonly scripts: RedisScripts;
  protected readonly prefix: string;
  readonly #timeoutMs: number;

  constructor(
    protected readonly name: string,
    options: RedisStoreOptions,
  ) {
    this.scripts = toRedisScripts(options.client);
    this.prefix = options.prefix ?? 'veriframe:';
    this.#timeoutMs = options.timeoutMs ?? defaultStoreTimeoutMs;
  }

  get storeName(): string {
    return this.name;
  }

  /** Readiness: one trivial script under the store's deadline. */
  async ping(): Promise<void> {
    await this.run(redisPingScript, [], []);
  }

  protected run(script: string, keys: string[], args: (string | number)[]): Promise<unknown> {
    return withStoreDeadline(this.name, this.#timeoutMs, () =>
      this.scripts.runScript(script, keys, args.map(String)),
    );
  }
}

const claimScript = `
local v = redis.call('GET', KEYS[1])
if v == 'done' then return 'done' end
if v then return 'busy' end
redis.call('SET', KEYS[1], 'leased:' .. ARGV[2], 'PX', ARGV[1])
return 'claimed'`;
const releaseScript = `
if redis.call('GET', KEYS[1]) == 'leased:' .. ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1`;
const setScript = `redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1`;

/**
 * `ProcessedEventStore` in Redis: a claim is one atomic script (`GET`, then `SET PX` when free), so two
 * instances receiving the same event never both run its handler; leases and done marks expire by themselves.
 *
 * @example
 * const events = new RedisEventStore({ client: redis });
 * createProxy({ webhooks: { store: events } }); // one store for the three receivers
 */
export class RedisEventStore extends RedisStore implements ProcessedEventStore {
  constructor(options: RedisStoreOptions) {
    super('redis event store', options);
  }
  async claim(key: string, leaseMs: number, owner: string): Promise<ClaimResult> {
    return (await this.run(claimScript, [`${this.prefix}event:${key}`], [leaseMs, owner])) as ClaimResult;
  }
  async complete(key: string, ttlMs: number): Promise<void> {
    await this.run(setScript, [`${this.prefix}event:${key}`], ['done', ttlMs]);
  }
  async release(key: string, owner: string): Promise<void> {
    await this.run(releaseScript, [`${this.prefix}event:${key}`], [owner]);
  }
}

const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/**
 * `RateLimitStore` in Redis: one fixed window per key, counted by an atomic `INCR` shared by every instance.
 * When Redis is down it throws (the proxy answers 503 `store_unavailable`): the limit fails closed, see the
 * README.
 *
 * @example
 * createProxy({ rateLimit: { store: new RedisRateLimitStore({ client: redis }) } });
 */
export class RedisRateLimitStore extends RedisStore implements RateLimitStore {
  constructor(options: RedisStoreOptions) {
    super('redis rate-limit store', options);
  }
  async hit(key: string, max: number, windowMs: number): Promise<RateLimitHit> {
    const [count, ttl] = (await this.run(hitScript, [`${this.prefix}rate:${key}`], [windowMs])) as [
      number,
      number,
    ];
    const allowed = count <= max;
    return {
      allowed,
      remaining: Math.max(0, max - count),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ttl / 1000)),
    };
  }
}

const lockScript = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0`;
const unlockScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1`;
const writeTokenScript = `
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
if redis.call('GET', KEYS[2]) == ARGV[3] then redis.call('DEL', KEYS[2]) end
return 1`;
const discardScript = `
local v = redis.call('GET', KEYS[1])
if v and cjson.decode(v).value == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1`;
const readScript = `return redis.call('GET', KEYS[1])`;

/**
 * `SharedTokenStore` in Redis: the token as JSON with an expiry, and a `SET NX PX` refresh lock, so instances
 * sharing it ask the service for one token between them.
 *
 * @example
 * createClients(config, { tokenStore: new RedisTokenStore({ client: redis }) });
 */
export class RedisTokenStore extends RedisStore implements SharedTokenStore {
  constructor(options: RedisStoreOptions) {
    super('redis token store', options);
  }
  async read(key: string): Promise<IssuedToken | undefined> {
    const raw = await this.run(readScript, [`${this.prefix}token:${key}`], []);
    return typeof raw === 'string' ? (JSON.parse(raw) as IssuedToken) : undefined;
  }
  async tryLock(key: string, lockId: string, leaseMs: number): Promise<boolean> {
    return (await this.run(lockScript, [`${this.prefix}token-lock:${key}`], [lockId, leaseMs])) === 1;
  }
  async write(key: string, token: IssuedToken, lockId: string, ttlMs: number): Promise<void> {
    await this.run(
      writeTokenScript,
      [`${this.prefix}token:${key}`, `${this.prefix}token-lock:${key}`],
      [JSON.stringify(token), Math.max(1, Math.ceil(ttlMs)), lockId],
    );
  }
  async unlock(key: string, lockId: string): Promise<void> {
    await this.run(unlockScript, [`${this.prefix}token-lock:${key}`], [lockId]);
  }
  async discard(key: string, value: string): Promise<void> {
    await this.run(discardScript, [`${this.prefix}token:${key}`], [value]);
  }
}

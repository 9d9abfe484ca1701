import type { IdempotencyClaim, IdempotencyStore, StoredAnswer } from './idempotency-store';
import type { RedisStoreOptions } from './redis-client';
import { RedisStore } from './redis-stores';

// One Redis key per idempotency key: `busy <owner> <fingerprint>` while the first request runs (SET NX PX,
// so exactly one instance wins), then `done <json>` with the answer for its time to live.
const claimScript = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 'claimed' end
return redis.call('GET', KEYS[1]) or ''`;
const completeScript = `
local v = redis.call('GET', KEYS[1])
if v and string.sub(v, 1, #ARGV[1]) == ARGV[1] then redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return 1`;
const releaseScript = `
local v = redis.call('GET', KEYS[1])
if v and string.sub(v, 1, #ARGV[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1`;

/** What a Redis value of the store means. */
function readClaim(value: string): IdempotencyClaim {
  if (value === 'claimed') return { state: 'claimed' };
  if (value.startsWith('done ')) {
    const { fingerprint, answer } = JSON.parse(value.slice(5)) as {
      fingerprint: string;
      answer: StoredAnswer;
    };
    return { state: 'done', fingerprint, answer };
  }
  // `busy <owner> <fingerprint>`, or '' for a lock that expired between the two calls of the script.
  return { state: 'busy', fingerprint: value.split(' ')[2] ?? '' };
}

/**
 * `IdempotencyStore` in Redis, shared by every instance: the lock is `SET NX PX` (one instance runs the
 * request, the others wait for its answer), the answer replaces the lock with its own expiry. When Redis is
 * down the proxy answers 503 `store_unavailable` and calls no service.
 *
 * @example
 * createProxy({ idempotency: { store: new RedisIdempotencyStore({ client: redis }) } });
 */
export class RedisIdempotencyStore extends RedisStore implements IdempotencyStore {
  constructor(options: RedisStoreOptions) {
    super('redis idempotency store', options);
  }
  async claim(key: string, fingerprint: string, owner: string, leaseMs: number): Promise<IdempotencyClaim> {
    const value = await this.run(
      claimScript,
      [`${this.prefix}idempotency:${key}`],
      [`busy ${owner} ${fingerprint}`, Math.max(1, Math.ceil(leaseMs))],
    );
    return readClaim(String(value));
  }
  async complete(key: string, owner: string, fingerprint: string, answer: StoredAnswer, ttlMs: number) {
    await this.run(
      completeScript,
      [`${this.prefix}idempotency:${key}`],
      [`busy ${owner} `, `done ${JSON.stringify({ fingerprint, answer })}`, Math.max(1, Math.ceil(ttlMs))],
    );
  }
  async release(key: string, owner: string) {
    await this.run(releaseScript, [`${this.prefix}idempotency:${key}`], [`busy ${owner} `]);
  }
}

import type { AttemptBudgetStore, AttemptTake } from './attempt-budget-store';
import type { RedisStoreOptions } from './redis-client';
import { RedisStore } from './redis-stores';

// A sorted set per key: each attempt is a member scored by its time. Taking one drops the attempts older than
// the window, counts the rest and adds the new one only when it fits, in one script (atomic across instances).
const takeScript = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local taken = redis.call('ZCARD', KEYS[1])
if taken >= max then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, 0, tonumber(oldest[2]) + window - now}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return {1, max - taken - 1, 0}`;
const giveBackScript = `redis.call('ZREM', KEYS[1], ARGV[1]) return 1`;

/**
 * `AttemptBudgetStore` in Redis: a sliding window per key as a sorted set of attempt times, shared by every
 * instance. The times are the proxy's clock, so keep the instances' clocks in sync (NTP). When Redis is
 * down the proxy answers 503 `store_unavailable`: the budget fails closed, as the rate limit does.
 *
 * @example
 * createProxy({ gatewayBudget: { store: new RedisAttemptBudgetStore({ client: redis }) } });
 */
export class RedisAttemptBudgetStore extends RedisStore implements AttemptBudgetStore {
  constructor(options: RedisStoreOptions) {
    super('redis attempt budget store', options);
  }
  async take(key: string, attempt: string, max: number, windowMs: number, now: number): Promise<AttemptTake> {
    const [allowed, remaining, retryAfterMs] = (await this.run(
      takeScript,
      [`${this.prefix}budget:${key}`],
      [now, windowMs, max, attempt],
    )) as [number, number, number];
    return {
      allowed: allowed === 1,
      remaining,
      retryAfterSeconds: allowed === 1 ? 0 : Math.max(1, Math.ceil(retryAfterMs / 1000)),
    };
  }
  async giveBack(key: string, attempt: string): Promise<void> {
    await this.run(giveBackScript, [`${this.prefix}budget:${key}`], [attempt]);
  }
}

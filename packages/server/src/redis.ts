export { RedisAttemptBudgetStore } from './stores/redis-attempt-budget-store';
export {
  type IoredisLike,
  type NodeRedisLike,
  type RedisClientLike,
  type RedisScripts,
  type RedisStoreOptions,
  toRedisScripts,
} from './stores/redis-client';
export { RedisIdempotencyStore } from './stores/redis-idempotency-store';
export { RedisOwnershipStore } from './stores/redis-ownership-store';
export { RedisEventStore, RedisRateLimitStore, RedisTokenStore } from './stores/redis-stores';

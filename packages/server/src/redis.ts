export {
  type IoredisLike,
  type NodeRedisLike,
  type RedisClientLike,
  type RedisScripts,
  type RedisStoreOptions,
  toRedisScripts,
} from './stores/redis-client';
export { RedisOwnershipStore } from './stores/redis-ownership-store';
export { RedisEventStore, RedisRateLimitStore, RedisTokenStore } from './stores/redis-stores';
export { isStoreUnavailableError, StoreUnavailableError } from './stores/store-errors';

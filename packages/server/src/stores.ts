// `@veriframe/server/stores`: the store interfaces the proxy and receivers take, their in-memory versions
// (one instance), and the errors a store reports. Shared stores: `/redis`, `/postgres`.
export type { IssuedToken } from './clients/token-cache';
export { isStoreUnavailableError, StoreFullError, StoreUnavailableError } from './errors/store-errors';
export {
  type AttemptBudgetStore,
  type AttemptTake,
  MemoryAttemptBudgetStore,
} from './stores/attempt-budget-store';
export type { MemoryStoreOptions } from './stores/bounded-entries';
export {
  type ClaimResult,
  MemoryEventStore,
  type MemoryEventStoreOptions,
  type ProcessedEventStore,
} from './stores/event-store';
export {
  type IdempotencyClaim,
  type IdempotencyStore,
  MemoryIdempotencyStore,
  type StoredAnswer,
} from './stores/idempotency-store';
export {
  MemoryOwnershipStore,
  type MemoryOwnershipStoreOptions,
  type OwnershipStore,
} from './stores/ownership-store';
export {
  MemoryRateLimitStore,
  type RateLimitHit,
  type RateLimitStore,
} from './stores/rate-limit-store';
export { defaultStoreTimeoutMs } from './stores/store-deadline';
export { isPingableStore, type PingableStore } from './stores/store-health';
export { MemoryTokenStore, type SharedTokenStore } from './stores/token-store';
export {
  MemoryVpinMappingStore,
  type VpinMappingStore,
  type VpinMappingTransaction,
  type VpinRecord,
} from './stores/vpin-mapping-store';

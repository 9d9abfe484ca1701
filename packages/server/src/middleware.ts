// `@veriframe/server/middleware`: the proxy's guards (who is asking, rate limit, idempotency keys, the
// gateway's attempt budget) as Hono middleware an app can mount in front of its own routes.

export { clientAddressKey } from './proxy/identity/client-address';
export {
  type ClientKeyFunction,
  type ClientKeyOptions,
  clientKeyFunction,
  forwardedClient,
} from './proxy/identity/client-key';
export { defaultGatewayBudget } from './proxy/limits/gateway-budget';
export { idempotencyKeyHeader, idempotentReplayedHeader } from './proxy/limits/idempotency';
export { defaultSessionPollPolicy, type RateLimitPolicy } from './proxy/limits/rate-limit';
export {
  type AttemptBudgetOptions,
  attemptBudget,
  type IdempotencyKeysOptions,
  idempotencyKeys,
  identify,
  type RateLimiterOptions,
  rateLimiter,
} from './proxy/middleware/app-middleware';
export { requestIdHeader } from './proxy/middleware/request-id';

// `@veriframe/server/middleware`: the proxy's guards (who is asking, rate limit, idempotency keys, the
// gateway's attempt budget) as Hono middleware an app can mount in front of its own routes.
export {
  type GatewayBudgetOptions,
  gatewayBudget,
  type IdempotencyOptions,
  idempotency,
  identify,
  type RateLimitOptions,
  rateLimit,
} from './proxy/app-middleware';
export { clientAddressKey } from './proxy/client-address';
export {
  type ClientKeyFunction,
  type ClientKeyOptions,
  clientKeyFunction,
  forwardedClient,
} from './proxy/client-key';
export { defaultGatewayBudget } from './proxy/gateway-budget';
export { idempotencyKeyHeader, idempotentReplayedHeader } from './proxy/idempotency';
export { defaultSessionPollPolicy, type RateLimitPolicy } from './proxy/rate-limit';
export { requestIdHeader } from './proxy/request-id';

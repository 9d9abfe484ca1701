// `@veriframe/server`: what an app needs to mount the proxy. Everything else is on a subpath:
// `/node`, `/next` (adapters), `/clients` (typed service clients), `/webhooks` (receivers, signatures),
// `/stores` (memory stores and store interfaces), `/redis`, `/postgres`, `/middleware` (rate limit,
// idempotency, gateway budget on their own), `/csp` (the page's Content-Security-Policy).
export {
  ConfigError,
  type ConfigIssue,
  loadConfig,
  type SandboxUrls,
  sandboxConfig,
  sandboxEnv,
  type VeriframeConfig,
} from './config';
export { environmentOf } from './config-environment';
export type { Problem } from './errors/problem';
export {
  type JsonLoggerOptions,
  jsonLogger,
  type LogLevel,
  type ProxyLogger,
} from './observability/logger';
export {
  type ClientInfo,
  createProxy,
  type ProxyEvent,
  type ProxyOptions,
  type RequestEvent,
  type VeriframeProxy,
} from './proxy/create-proxy';
export { type AnonymousVisitorOptions, anonymousVisitor } from './proxy/identity/anonymous-visitor';
export {
  developmentIdentity,
  type IdentifyContext,
  type IdentifyFunction,
  type Identity,
  serviceEmailOf,
} from './proxy/identity/identity';
export { type TrustedHeaderIdentityOptions, trustedHeaderIdentity } from './proxy/identity/trusted-header';
export { type AssertedProxyOptions, assertProxyConfig } from './proxy/lazy-proxy';

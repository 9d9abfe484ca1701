// `@veriframe/core/client`: the typed client of the proxy's browser routes and its error type. Its paths, bodies
// and answers are the browser route contract's types (type-only: no zod here), so every flow object of core
// (`HostedVerificationObserver`, `AgeCheckFlow`, `KnowledgeQuizFlow`, the document modal and status) takes it as is.

export {
  createProxyClient,
  type ProxyClient,
  type ProxyClientHeaders,
  type ProxyClientOptions,
  type ProxyRequestInit,
  type ProxyRequestOptions,
} from './proxy-client';
export { isProxyError, ProxyError, type ProxyErrorCode } from './proxy-error';
export type { ProxyAnswer, ProxyBody, ProxyPath, ProxyRouteAt } from './proxy-routes';

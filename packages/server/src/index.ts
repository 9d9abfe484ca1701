export {
  type BrowserApi,
  type BrowserRouteDeclaration,
  type BrowserRouteInput,
  type BrowserRouteName,
  type BrowserRouteOutput,
  browserApi,
} from '@veriframe/core/routes'; // declared in core since issue 23; re-exported for existing imports
export type { AuditClient } from './clients/audit';
export type { CallOptions } from './clients/context';
export {
  type CreateDocumentTokenInput,
  type DocumentsClient,
  documentTokenLifetimeMs,
  type GenerateLinkInput,
  type IssuedDocumentToken,
} from './clients/documents';
export {
  type AgeMatchRuleSet,
  type AgeMatchTarget,
  ageMatchRuleSets,
  type DmvTarget,
  type GatewayClient,
  type GatewayQuery,
  type GatewayQueryOptions,
  type InternationalTarget,
  type QuizService,
} from './clients/gateway';
export type { FetchLike, HeaderReader, RetryPolicy } from './clients/http';
export { type CreateClientsOptions, createClients, type VeriframeClients } from './clients/index';
export type * from './clients/schemas';
export { isQuizIssued } from './clients/schemas';
export { type IssuedToken, TokenCache, type TokenCacheOptions } from './clients/token-cache';
export type { CreateSubscriptionInput, VpinClient, VpinEventType } from './clients/vpin';
export type { CreatedSession, SessionState, VxClient } from './clients/vx';
export {
  ConfigError,
  type ConfigIssue,
  loadConfig,
  type SandboxUrls,
  sandboxConfig,
  sandboxDefaultEnv,
  sandboxEnv,
  type VeriframeConfig,
} from './config';
export { environmentOf } from './config-environment';
export {
  type ContentSecurityPolicy,
  ContentSecurityPolicyError,
  type ContentSecurityPolicyOptions,
  type CspDirectiveName,
  type CspDirectives,
  contentSecurityPolicy,
  veriframeTrustedTypesPolicy,
} from './content-security-policy';
export {
  isVeriframeApiError,
  VeriframeApiError,
  type VeriframeApiErrorInit,
  type VeriframeErrorKind,
} from './errors';
export {
  type JsonLoggerOptions,
  jsonLogger,
  type LogLevel,
  type ProxyLogger,
} from './observability/logger';
export type { Problem, ProblemIssue, ProxyProblemCode, WebhookProblemCode } from './problem';
export { type AnonymousVisitorOptions, anonymousVisitor } from './proxy/anonymous-visitor';
export { clientAddressKey } from './proxy/client-address';
export {
  type ClientKeyFunction,
  type ClientKeyOptions,
  clientKeyFunction,
  forwardedClient,
} from './proxy/client-key';
export {
  type ClientInfo,
  createProxy,
  type ProxyEvent,
  type ProxyOptions,
  type RequestEvent,
  type VeriframeProxy,
} from './proxy/create-proxy';
export { defaultGatewayBudget } from './proxy/gateway-budget';
export type { HealthCheckResult, HealthOptions } from './proxy/health-routes';
export { idempotencyKeyHeader, idempotentReplayedHeader } from './proxy/idempotency';
export {
  derivedEmailDomain,
  developmentIdentity,
  type IdentifyContext,
  type IdentifyFunction,
  type Identity,
  serviceEmailOf,
} from './proxy/identity';
export { type AssertedProxyOptions, assertProxyConfig } from './proxy/lazy-proxy';
export {
  createOwnership,
  defaultOwnershipLifetimesMs,
  NotOwnedError,
  type OwnedKind,
  type Ownership,
  type OwnershipOptions,
} from './proxy/ownership';
export type {
  DocumentLinkPresentation,
  PresentationChoice,
  ProxyPresentation,
  VxSessionPresentation,
} from './proxy/presentation';
export type { ProxyWebhookOptions } from './proxy/proxy-types';
export { defaultSessionPollPolicy, type RateLimitPolicy } from './proxy/rate-limit';
export { requestIdHeader } from './proxy/request-id';
export { type TrustedHeaderIdentityOptions, trustedHeaderIdentity } from './proxy/trusted-header';
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
export {
  defaultStoreTimeoutMs,
  isStoreUnavailableError,
  StoreFullError,
  StoreUnavailableError,
} from './stores/store-errors';
export { isPingableStore, type PingableStore } from './stores/store-health';
export { MemoryTokenStore, type SharedTokenStore } from './stores/token-store';
export {
  MemoryVpinMappingStore,
  type VpinMappingStore,
  type VpinMappingTransaction,
  type VpinRecord,
} from './stores/vpin-mapping-store';
export { defaultBodyTimeoutMs, unverifiedBodyLimits } from './webhooks/read-limited';
export type { DeliveryMeta, WebhookEvent, WebhookSource } from './webhooks/receiver';
export {
  createDocumentCallbackReceiver,
  createVxWebhookReceiver,
  type DocumentCallbackPayload,
  type ServiceReceiverOptions,
  type VxWebhookPayload,
} from './webhooks/service-receivers';
export {
  computeSignature,
  hmacSha256,
  type SignatureCheck,
  type SignatureFailure,
  signatureToleranceMs,
  type VerifySignatureInput,
  verifySignature,
} from './webhooks/signature';
export type * from './webhooks/vpin-events';
export {
  type VpinChange,
  VpinMapping,
  type VpinMappingOptions,
  type VpinResolution,
} from './webhooks/vpin-mapping';
export {
  createVpinWebhookReceiver,
  type VpinHandlers,
  type VpinReceiverOptions,
} from './webhooks/vpin-receiver';

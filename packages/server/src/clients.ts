// `@veriframe/server/clients`: typed clients of the service's five areas, their errors, and the ownership
// check an app’s own server code runs before asking the service about an id, and the document address of a person.
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
export type { CreateSubscriptionInput, VpinClient, VpinEventType } from './clients/vpin';
export type { CreatedSession, SessionState, VxClient } from './clients/vx';
export {
  isVeriframeApiError,
  VeriframeApiError,
  type VeriframeApiErrorInit,
  type VeriframeErrorKind,
} from './errors/service-error';
export {
  type DocumentEmailSecret,
  type DocumentEmails,
  documentEmailOf,
  documentEmails,
} from './proxy/routes/document-email';
export {
  createOwnership,
  defaultOwnershipLifetimesMs,
  NotOwnedError,
  type OwnedKind,
  type Ownership,
  type OwnershipOptions,
} from './proxy/routes/ownership';

// The embed path: hosted-page message gate, vendor script loader, document-modal lifecycle.
// Dependency-free and DOM-free at import time; see the "Embed path" section of the README.

export {
  type CheckEmbeddingOptions,
  checkEmbedding,
  type EmbeddingWatch,
  formatEmbeddingFindings,
  type WatchEmbeddingOptions,
  watchEmbedding,
} from './embedding-doctor';
export {
  allowGrantsCamera,
  type CspViolation,
  type EmbeddingFinding,
  type EmbeddingFindingCode,
  inAppBrowserOf,
} from './embedding-rules';
export { EmbedConfigError, ScriptLoadError, type ScriptLoadReason } from './errors';
export type { CrossOrigin, LoadOptions, ModalSdkConfig } from './file-config';
export {
  createMessageGate,
  type MessageGate,
  type MessageGateOptions,
  type MessageTarget,
} from './gate';
export { IDEMPOTENCY_KEY_HEADER, IdempotentAction, newIdempotencyKey } from './idempotent-action';
export {
  loadModalSdk,
  loadScript,
  loadStylesheet,
  type ModalConstructor,
  preloadModalSdk,
  resetLoaderCache,
  type VendorModal,
} from './loader';
export {
  type DocumentModalState,
  type DocumentModalTransition,
  modalTransitions,
  nextModalState,
} from './machine';
export {
  type HostedMessage,
  type HostedMessageType,
  type KnownHostedMessage,
  parseHostedMessage,
  type UnknownHostedMessage,
} from './messages';
export {
  createDocumentModal,
  type DocumentModal,
  type DocumentModalEvent,
  type DocumentModalOptions,
  type DocumentModalParameters,
  type DocumentModalParametersWithoutToken,
  type DocumentModalSnapshot,
  documentModalOutcomeTypes,
} from './modal';
export {
  type DocumentModalCallbackName,
  type DocumentModalEventRoute,
  type DocumentModalEventType,
  type DocumentModalOutcomeTone,
  documentModalEvents,
} from './modal-events';
export { normalizeOrigins } from './origins';
export { type DocumentToken, TOKEN_LIFETIME_MS, tokenExpiry } from './token';

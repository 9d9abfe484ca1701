// Embedding the service's pages safely: the hosted-page message gate, origin checks and the embedding doctor.
// Dependency-free and DOM-free at import time; see the "Embed path" section of the README.
// The entry `@veriframe/core/embed`; its errors (`EmbedConfigError`, `ScriptLoadError`) are in the main entry.

export type { CrossOrigin, LoadOptions } from '../document-modal/file-config';
export { loadScript, loadStylesheet, resetLoaderCache } from '../document-modal/loader';
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
export {
  createMessageGate,
  type MessageGate,
  type MessageGateOptions,
  type MessageTarget,
} from './gate';
export {
  type HostedMessage,
  type HostedMessageType,
  type KnownHostedMessage,
  parseHostedMessage,
  type UnknownHostedMessage,
} from './messages';
export { normalizeOrigins } from './origins';

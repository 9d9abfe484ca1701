// The document modal (spec 4.8, 6.2): its vendor SDK's loading, lifecycle machine, token and events; part of
// `@veriframe/core/document`. Dependency-free and DOM-free at import time; see the "Embed path" section of the
// README. The failure texts are in the main entry (the hosted outcome shows them too), the generic script
// loader in `@veriframe/core/embed`.

export type { ModalSdkConfig } from './file-config';
export { loadModalSdk, type ModalConstructor, preloadModalSdk, type VendorModal } from './loader';
export {
  type DocumentModalState,
  type DocumentModalTransition,
  modalTransitions,
  nextModalState,
} from './machine';
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
export { type DocumentToken, TOKEN_LIFETIME_MS, tokenExpiry } from './token';

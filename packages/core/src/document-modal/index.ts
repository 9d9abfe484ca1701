// The document modal (spec 4.8, 6.2): its vendor script loader, lifecycle machine, token and events.
// Dependency-free and DOM-free at import time; see the "Embed path" section of the README.

export { type FailureMessage, failureMessage } from './failure-message';
export type { CrossOrigin, LoadOptions, ModalSdkConfig } from './file-config';
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

// The entry `@veriframe/core/document`: the document modal (4.8) with its parameters and capture link (4.7), the
// confirmed status of the signed-in person and the hand-off to a phone. No zod, no framework.

export {
  buildLinkGenerateBody,
  type LinkGenerateBody,
  type LinkGenerateInput,
} from '../builders/link-generate';
export {
  buildModalParameters,
  type ModalParameters,
  type ModalParametersInput,
} from '../builders/modal-parameters';
export * from '../document-modal/index';
export {
  type DocumentStatus,
  type DocumentStatusClient,
  DocumentStatusObserver,
  type DocumentStatusOptions,
  type DocumentStatusSnapshot,
  type PageVisibility,
} from './document-status';
export {
  type DocumentTokenClient,
  DocumentVerificationFlow,
  type DocumentVerificationOptions,
  type DocumentVerificationParameters,
  type DocumentVerificationSnapshot,
} from './document-verification';
export { type DocumentModalHandoff, nextHandoff } from './handoff';

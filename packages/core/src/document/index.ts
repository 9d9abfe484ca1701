// The document flows beside the modal: the confirmed status of the signed-in person. No zod, no framework.

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

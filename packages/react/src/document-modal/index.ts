// The entry `@veriframe/react/document`: the document modal's hook and button, its result texts, and the
// confirmed document status. Core's document types come from `@veriframe/core/document`.

export { DocumentModalButton, type DocumentModalButtonProps } from './document-modal-button';
export {
  pendingReviewTitle,
  type ResultMessage,
  type ResultMessageOptions,
  resultMessageFor,
} from './result-message';
export {
  type DocumentModalCallbacks,
  type DocumentModalHandle,
  type DocumentModalInput,
  type DocumentModalView,
  type UseDocumentModalOptions,
  useDocumentModal,
  usePreloadDocumentModal,
} from './use-document-modal';
export {
  type DocumentStatusResult,
  type UseDocumentStatusOptions,
  useDocumentStatus,
} from './use-document-status';

// Public API of @veriframe/react. The style previewer is a separate entry: @veriframe/react/style-previewer.

export type { DocumentModalHandoff, DocumentToken } from '@veriframe/core';
// The proxy client is core's (`@veriframe/core/client`); re-exported for the apps that import it from here.
export {
  createProxyClient,
  isProxyError,
  type ProxyClient,
  ProxyError,
  type ProxyErrorCode,
  type ProxyRequestInit,
  type ProxyRequestOptions,
} from '@veriframe/core/client';
export { DocumentModalButton, type DocumentModalButtonProps } from './document-modal/document-modal-button';
export {
  pendingReviewTitle,
  type ResultMessage,
  type ResultMessageOptions,
  resultMessageFor,
} from './document-modal/result-message';
export {
  type DocumentModalCallbacks,
  type DocumentModalHandle,
  type DocumentModalInput,
  type DocumentModalView,
  type UseDocumentModalOptions,
  useDocumentModal,
  usePreloadDocumentModal,
} from './document-modal/use-document-modal';
export {
  type DocumentStatus,
  type DocumentStatusResult,
  type UseDocumentStatusOptions,
  useDocumentStatus,
} from './document-modal/use-document-status';
export {
  HostedVerificationDialog,
  type HostedVerificationDialogProps,
} from './hosted/hosted-verification-dialog';
export {
  type HostedMessageCallbacks,
  HostedVerificationFrame,
  type HostedVerificationFrameProps,
} from './hosted/hosted-verification-frame';
export {
  type BrowserSessionResult,
  type HostedSession,
  type HostedSessionBody,
  type HostedVerification,
  type PollBackoff,
  type SessionProgress,
  type UseHostedVerificationOptions,
  useHostedVerification,
  type VerificationOutcome,
} from './hosted/use-hosted-verification';
export {
  type ResolvedVeriframeConfig,
  SANDBOX_FRONTEND_ORIGIN,
  type VeriframeConfig,
} from './provider/config';
export {
  configFromEnv,
  PublicEnvError,
  type PublicEnvIssue,
  publicEnvVariables,
} from './provider/config-from-env';
export {
  useVeriframe,
  type VeriframeContextValue,
  VeriframeProvider,
  type VeriframeProviderProps,
} from './provider/veriframe-provider';
export { KnowledgeQuiz, type KnowledgeQuizProps } from './quiz/knowledge-quiz';
export type { GatewayAnswer, QuizQuestion } from './quiz/quiz-types';
export { type AgeCheck, type UseAgeCheckOptions, useAgeCheck } from './quiz/use-age-check';
export {
  type KnowledgeQuizState,
  type UseKnowledgeQuizOptions,
  useKnowledgeQuiz,
} from './quiz/use-knowledge-quiz';
export { englishKitTexts, formatCountdown, formatNumber, type KitTexts } from './texts/kit-texts';
export { useKitTexts, VeriframeTexts, type VeriframeTextsProps } from './texts/kit-texts-context';

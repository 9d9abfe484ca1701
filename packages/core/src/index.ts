// What nearly every app needs, whatever its flow: the result and error types, the validation error of the
// builders, the flow objects' store and idempotency, and the result texts (4.9) both flows show.
// Each flow has its own entry: `@veriframe/core/hosted`, `/document`, `/age-check`, `/embed`, `/theme`,
// `/texts` (the result texts' languages), beside `/client`, `/routes`, `/webview` and the zod `/schemas`.

export type { BuildOptions } from './builders/check-json-schema';
export { buildResultMessages } from './builders/result-messages';
export {
  defaultFailedSubTitle,
  defaultPendingReviewTitle,
  defaultResultMessages,
  type ResultMessageKey,
  type ResultMessages,
  type ResultMessageTexts,
  resultMessageKeys,
} from './contract/result-messages';
export { describeRule } from './contract/rules';
export { type BuildResult, ValidationError, type ValidationIssue } from './contract/validation-error';
export { type FailureMessage, failureMessage } from './document-modal/failure-message';
export { EmbedConfigError, ScriptLoadError, type ScriptLoadReason } from './embed/errors';
export * from './flow/index';
export type { ProblemIssue, ProxyProblemCode, WebhookProblemCode } from './problems/codes';
export type { Result } from './result';

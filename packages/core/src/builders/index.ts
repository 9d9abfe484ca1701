// Builders (spec 4.4, 4.6, 4.7, 4.8, 4.9): plain JSON bodies or a ValidationError listing every problem.
// They check JSON Schemas generated from the zod contract (src/schemas), so zod stays out of the browser.
export {
  defaultFailedSubTitle,
  defaultPendingReviewTitle,
  defaultResultMessages,
  type ResultMessageKey,
  type ResultMessages,
  type ResultMessageTexts,
  resultMessageKeys,
} from '../contract/result-messages';
export { builtInColorNames, describeRule, normalizeHex } from '../contract/rules';
export { type BuildResult, ValidationError, type ValidationIssue } from '../contract/validation-error';
export type { BuildOptions } from './check-json-schema';
export { contrastRatio, generatePalette, paletteBaseIndex } from './color';
export { buildCreateSessionBody, type CreateSessionBody, type CreateSessionInput } from './create-session';
export { buildLinkGenerateBody, type LinkGenerateBody, type LinkGenerateInput } from './link-generate';
export { buildModalParameters, type ModalParameters, type ModalParametersInput } from './modal-parameters';
export { buildResultMessages } from './result-messages';
export { buildStyles, type Radius, type VxStyles, type VxStylesInput } from './styles';

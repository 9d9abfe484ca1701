// Builders (spec 4.4, 4.6, 4.7, 4.8, 4.9): plain JSON bodies or a ValidationError listing every problem.
// Hand-written checks, no zod, so they stay small enough for the browser.
export { type BuildResult, ValidationError, type ValidationIssue } from '../validation/error';
export { contrastRatio, generatePalette, paletteBaseIndex } from './color';
export { buildCreateSessionBody, type CreateSessionBody } from './create-session';
export { buildLinkGenerateBody, type LinkGenerateBody, type LinkGenerateInput } from './link-generate';
export { buildModalParameters, type ModalParameters } from './modal-parameters';
export { buildResultMessages, defaultResultMessages, type ResultMessages } from './result-messages';
export type { BuildOptions } from './shared';
export { buildStyles } from './styles';
export { builtInColorNames, type Radius, type VxStyles } from './styles-shape';

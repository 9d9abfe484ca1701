// The result texts (4.9) in the ten languages of the kit and the sandbox's pages, written once: one module per
// language, so a bundle that imports one language carries that one only (core is `sideEffects: false`).
export { resultMessageTextsAr } from './ar';
export { resultMessageTextsDe } from './de';
export { resultMessageTextsEn } from './en';
export { resultMessageTextsEs } from './es';
export { resultMessageTextsFr } from './fr';
export { resultMessageTextsIt } from './it';
export { resultMessageTextsJa } from './ja';
export { resultMessageTextsNl } from './nl';
export { resultMessageTextsPl } from './pl';
export { resultMessageTextsPt } from './pt';

// The embed path (gate, loader, modal lifecycle) and the builders. No zod here: schemas live in
// `@veriframe/core/schemas` so the embed path never pays for them.

export * from './age-check/index';
export * from './builders/index';
// The 4.9 texts in ten languages, one module each (plain data; a bundle keeps only the languages it imports).
export * from './contract/result-message-texts/index';
export * from './document/index';
export * from './document-modal/index';
export * from './embed/index';
export * from './flow/index';
export { type QuizService, quizServices } from './gateway-services';
export * from './hosted/index';
export type { ProblemIssue, ProxyProblemCode, WebhookProblemCode } from './problems/codes';
export type { Result } from './result';
export { type AgeMatchRuleSet, ageMatchRuleSets } from './rule-sets';
export * from './theme/index';

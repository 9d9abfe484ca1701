// The entry `@veriframe/core/age-check`: the age check (spec 4.1) and its knowledge quiz (2.2), as framework-free
// flow objects on `FlowStore`, with their machines, services and rule sets. No zod, no framework, no DOM: the
// shapes are the browser contract's types.

export { type QuizService, quizServices } from '../gateway-services';
export { type AgeMatchRuleSet, ageMatchRuleSets } from '../rule-sets';
export { AgeCheckFlow, type AgeCheckOptions, type AgeCheckSnapshot } from './age-check-flow';
export {
  type AgeCheckPhase,
  type AgeCheckTransition,
  ageCheckTransitions,
  nextAgeCheckPhase,
} from './age-check-machine';
export {
  type AgeCheckProblem,
  type AgeCheckVerdict,
  ageCheckProblemOf,
  ageCheckVerdict,
} from './age-check-verdict';
export {
  type GatewayAgeBody,
  type GatewayAnswer,
  type GatewayClient,
  type Quiz,
  type QuizContinueBody,
  type QuizQuestion,
  quizOf,
} from './gateway-answer';
export { KnowledgeQuizFlow, type KnowledgeQuizOptions } from './knowledge-quiz-flow';
export {
  type KnowledgeQuizPhase,
  type KnowledgeQuizTransition,
  nextQuizPhase,
  quizTransitions,
} from './quiz-machine';
export { type QuizProblem, type QuizProblemKind, quizProblemOf } from './quiz-problem';
export type { KnowledgeQuizSnapshot } from './quiz-snapshot';

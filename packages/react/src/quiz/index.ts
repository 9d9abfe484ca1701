// The entry `@veriframe/react/age-check`: the age check (4.1) and its knowledge quiz (2.2), hooks and component.
// Core's gateway and quiz types come from `@veriframe/core/age-check`.

export { KnowledgeQuiz, type KnowledgeQuizProps } from './knowledge-quiz';
export { type AgeCheck, type UseAgeCheckOptions, useAgeCheck } from './use-age-check';
export {
  type KnowledgeQuizState,
  type UseKnowledgeQuizOptions,
  useKnowledgeQuiz,
} from './use-knowledge-quiz';

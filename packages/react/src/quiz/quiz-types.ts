// The gateway result and the quiz's question, declared once in core (typed from the browser contract).
export type { GatewayAnswer, QuizQuestion } from '@veriframe/core/age-check';
export { quizOf } from '@veriframe/core/age-check';

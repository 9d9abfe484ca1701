/** One question of the knowledge quiz (spec 2.2). */
export interface QuizQuestion {
  id: string;
  prompt: string;
  type?: string;
  answers: { text: string }[];
}

/** Gateway result (spec 2.1), with the quiz of 2.2 when the service issued one. */
export interface GatewayResult {
  result: { action: 'PASS' | 'FAIL' | 'REVIEW' | 'PENDING'; detail: string; issues: string[] };
  output?: {
    questions?: { questions: QuizQuestion[] };
    answers?: { asked: number; correct: number };
  };
  continuations?: { questions?: { template?: { token?: string } } };
  [field: string]: unknown;
}

/** The quiz part of a gateway result, or `null` when it holds none (a result without a quiz is final). */
export function quizOf(
  gateway: GatewayResult | undefined,
): { token: string; questions: QuizQuestion[] } | null {
  const questions = gateway?.output?.questions?.questions;
  const token = gateway?.continuations?.questions?.template?.token;
  return Array.isArray(questions) && questions.length > 0 && typeof token === 'string'
    ? { token, questions }
    : null;
}

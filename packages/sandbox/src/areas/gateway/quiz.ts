import type { GatewayQuizQuestion } from '@veriframe/core/schemas';
import type { SandboxRandom } from '../../kernel/random';
import type { TestPerson } from '../../test-data';

/** 8: an identity quiz token is valid for 90 seconds. */
export const quizTokenLifetimeMs = 90_000;
/** 8: at least 3 of 4 correct answers pass. */
export const quizPassThreshold = 3;
export const noneOfTheAbove = 'None of the above';

/** A question the sandbox asks: core's `GatewayQuizQuestion` (2.2) with the kinds the sandbox knows. */
export type IssuedQuizQuestion = Pick<GatewayQuizQuestion, 'id' | 'prompt' | 'answers'> & {
  type: 'state' | 'city' | 'zip5' | 'address';
};

/** A quiz that was issued and waits for `/process/continue`. */
export interface IssuedQuiz {
  token: string;
  service: string;
  reference: string;
  user: string;
  /** Test mode of the first call (4.2), carried to the final transaction. */
  test: boolean;
  person: TestPerson;
  questions: IssuedQuizQuestion[];
  /** Correct answer text per question id. */
  correct: Record<string, string>;
  issuedAt: number;
  /** Set once answered: a token is single use. */
  answeredAt?: number;
}

const distractors: Record<IssuedQuizQuestion['type'], string[]> = {
  state: ['AZ', 'CA', 'CO', 'FL', 'GA', 'IL', 'NY', 'OH', 'TX'],
  city: ['ATLANTA', 'BOSTON', 'CHICAGO', 'DALLAS', 'PHOENIX', 'PORTLAND', 'RALEIGH'],
  zip5: ['10001', '30301', '60601', '85001', '94105', '97201'],
  address: ['12 LAKE VIEW DR', '48 RIVER RD', '77 SUNSET BLVD', '9 HILLTOP CT', '250 MARKET ST'],
};

const prompts: Record<IssuedQuizQuestion['type'], string> = {
  state: 'In which of these states have you lived?',
  city: 'In which of these cities have you lived?',
  zip5: 'Which of these zip codes is associated with one of your addresses?',
  address: 'At which of these street addresses have you lived?',
};

function question(type: IssuedQuizQuestion['type'], index: number, correct: string): IssuedQuizQuestion {
  const wrong = distractors[type].filter((d) => d !== correct).slice(index % 2, (index % 2) + 3);
  const options = [...wrong, correct].sort();
  return {
    id: `${type}_${index + 1}`,
    type,
    prompt: prompts[type],
    answers: [...options, noneOfTheAbove].map((text) => ({ text })),
  };
}

/**
 * Four questions from the person's record (state, city, zip, street address). The right answer is always the
 * person's own value; `None of the above` is offered on every question and is never right in the sandbox.
 */
export function buildQuiz(person: TestPerson): {
  questions: IssuedQuizQuestion[];
  correct: Record<string, string>;
} {
  const values: [IssuedQuizQuestion['type'], string][] = [
    ['state', person.state],
    ['city', person.city],
    ['zip5', person.zip],
    ['address', person.addr],
  ];
  const questions = values.map(([type, value], i) => question(type, i, value));
  const correct: Record<string, string> = {};
  values.forEach(([, value], i) => {
    correct[questions[i]!.id] = value;
  });
  return { questions, correct };
}

/** An unguessable quiz token. */
export function newQuizToken(random: SandboxRandom): string {
  return `qz_${random.hex(16)}`;
}

/** Counts answers that hold exactly the correct text (case sensitive). Unknown question ids are ignored. */
export function gradeQuiz(quiz: IssuedQuiz, answers: Record<string, string[]>): number {
  let correct = 0;
  for (const q of quiz.questions) {
    const chosen = answers[q.id];
    if (chosen && chosen.length === 1 && chosen[0] === quiz.correct[q.id]) correct += 1;
  }
  return correct;
}

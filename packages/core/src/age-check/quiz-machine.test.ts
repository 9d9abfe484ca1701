import { describe, expect, it } from 'vitest';
import { ageCheckTransitions, nextAgeCheckPhase } from './age-check-machine';
import { nextQuizPhase, quizTransitions } from './quiz-machine';

describe('the knowledge quiz machine', () => {
  it('is the table of the quiz lifecycle', () => {
    expect(quizTransitions).toEqual({
      idle: { START: 'starting', ASKED: 'answering', ANSWERED: 'done' },
      starting: { ASKED: 'answering', ANSWERED: 'done', START_FAILED: 'start-failed' },
      'start-failed': { START: 'starting' },
      answering: { START: 'starting', SEND: 'sending', TIME_UP: 'sending' },
      sending: { START: 'starting', ANSWERED: 'done', SEND_FAILED: 'send-failed', REFUSED: 'closed' },
      'send-failed': { START: 'starting', SEND: 'sending', TIME_UP: 'sending' },
      closed: { START: 'starting' },
      done: { START: 'starting' },
    });
  });

  it('ignores what does not apply: a second start, a send of closed questions, a late answer', () => {
    expect(nextQuizPhase('starting', 'START')).toBeUndefined();
    expect(nextQuizPhase('closed', 'SEND')).toBeUndefined();
    expect(nextQuizPhase('done', 'ANSWERED')).toBeUndefined();
    expect(nextQuizPhase('closed', 'TIME_UP')).toBeUndefined();
  });
});

describe('the age check machine', () => {
  it('is the table of the age check lifecycle', () => {
    expect(ageCheckTransitions).toEqual({
      idle: { CHECK: 'checking' },
      checking: { ANSWERED: 'answered', FAILED: 'failed', CANCEL: 'cancelled' },
      answered: { CHECK: 'checking' },
      failed: { CHECK: 'checking' },
      cancelled: { CHECK: 'checking' },
    });
  });

  it('one check at a time; an answer after a cancel changes nothing', () => {
    expect(nextAgeCheckPhase('checking', 'CHECK')).toBeUndefined();
    expect(nextAgeCheckPhase('cancelled', 'ANSWERED')).toBeUndefined();
  });
});

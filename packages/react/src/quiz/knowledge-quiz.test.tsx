import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { KnowledgeQuiz } from './knowledge-quiz';
import type { GatewayAnswer } from './quiz-types';

const quizResult: GatewayAnswer = {
  result: { action: 'PENDING', detail: 'MORE INFORMATION IS REQUIRED', issues: [] },
  output: {
    questions: {
      questions: [
        {
          id: 'q1',
          prompt: 'Which city did you live in?',
          type: 'city',
          answers: [{ text: 'Dayton' }, { text: 'None of the above' }],
        },
        {
          id: 'q2',
          prompt: 'Which zip code is yours?',
          type: 'zip5',
          answers: [{ text: '45402' }, { text: 'None of the above' }],
        },
      ],
    },
  },
  continuations: { questions: { template: { token: 'quiz-token', answers: {} } } },
};

describe('KnowledgeQuiz countdown', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  const tick = (seconds: number) =>
    act(() => {
      clock += seconds * 1000;
      vi.advanceTimersByTime(seconds * 1000);
    });

  const renderQuiz = () =>
    render(
      <VeriframeProvider>
        <KnowledgeQuiz initialResult={quizResult} now={now} />
      </VeriframeProvider>,
    );

  it('renders each question as a labelled radio group', () => {
    renderQuiz();
    const group = screen.getByRole('group', { name: 'Which city did you live in?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('radio', { name: 'None of the above' })).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Dayton' })).toBeTruthy();
  });

  it('counts down from 90 seconds and announces only at milestones', () => {
    renderQuiz();
    const timer = screen.getByRole('timer');
    const live = document.querySelector('[aria-live="polite"]');
    expect(timer.textContent).toBe('1:30');
    expect(live?.textContent).toBe('');
    tick(29);
    expect(timer.textContent).toBe('1:01');
    expect(live?.textContent).toBe('');
    tick(1);
    expect(timer.textContent).toBe('1:00');
    expect(live?.textContent).toBe('1 minute left.');
    tick(29);
    expect(live?.textContent).toBe('1 minute left.');
    tick(1);
    expect(timer.textContent).toBe('0:30');
    expect(live?.textContent).toBe('30 seconds left.');
    tick(20);
    expect(live?.textContent).toBe('10 seconds left.');
  });

  it('enables submission once every question is answered', () => {
    renderQuiz();
    const submit = screen.getByRole('button', { name: 'Submit answers' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('Answer every question to submit (2 left).')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Dayton' }));
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '45402' }));
    expect(submit.disabled).toBe(false);
  });

  it('disables submission and says so when the time runs out', () => {
    renderQuiz();
    fireEvent.click(screen.getByRole('radio', { name: 'Dayton' }));
    fireEvent.click(screen.getByRole('radio', { name: '45402' }));
    tick(90);
    expect(screen.getByRole('timer').textContent).toBe('0:00');
    expect(screen.getByRole('alert').textContent).toBe(
      'Time is up: the answers given so far were sent to be checked.',
    );
    expect((screen.getByRole('button', { name: 'Submit answers' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('group', { name: 'Which city did you live in?' }) as HTMLFieldSetElement).disabled,
    ).toBe(true);
    expect(document.querySelector('section')?.dataset.state).toBe('expired');
  });

  it('says what is missing when given neither a result nor a request', () => {
    render(
      <VeriframeProvider>
        <KnowledgeQuiz />
      </VeriframeProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'KnowledgeQuiz needs an initialResult or a request to start the quiz.',
    );
  });

  it('renders a gateway result without a quiz as the final result, as text', () => {
    render(
      <VeriframeProvider>
        <KnowledgeQuiz
          initialResult={{ result: { action: 'FAIL', detail: '<b>NO MATCH</b>', issues: [] } }}
          now={now}
        />
      </VeriframeProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Not passedFAIL: <b>NO MATCH</b>');
    expect(document.querySelector('b')).toBeNull();
  });

  it('explains a result without a quiz and lists the issues the service gave (REVIEW, several SSNs)', () => {
    render(
      <VeriframeProvider>
        <KnowledgeQuiz
          initialResult={{
            result: {
              action: 'REVIEW',
              detail: 'TRANSACTION REQUIRES FURTHER ATTENTION',
              issues: ['MULTIPLE SSNS FOUND'],
            },
          }}
          now={now}
        />
      </VeriframeProvider>,
    );
    expect(screen.getByTestId('quiz-issues').textContent).toBe('MULTIPLE SSNS FOUND');
    expect(screen.getByTestId('quiz-not-asked')).toBeTruthy();
  });
});

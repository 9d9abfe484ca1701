import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { KnowledgeQuiz } from './knowledge-quiz';
import type { GatewayResult } from './quiz-types';

const none = { text: 'None of the above' };
const options = (...texts: string[]) => [...texts.map((text) => ({ text })), none];

/** A gateway result holding a quiz, shaped like the sandbox's `AgeMatch5.0.KBA` answer (spec 2.2). */
const withQuiz: GatewayResult = {
  result: { action: 'PENDING', detail: 'MORE INFORMATION IS REQUIRED', issues: [] },
  output: {
    questions: {
      questions: [
        {
          id: 'state_1',
          type: 'state',
          prompt: 'In which of these states have you lived?',
          answers: options('AZ', 'CA', 'CO', 'TX'),
        },
        {
          id: 'city_2',
          type: 'city',
          prompt: 'In which of these cities have you lived?',
          answers: options('ATLANTA', 'BOSTON', 'CHICAGO', 'PHOENIX'),
        },
        {
          id: 'zip5_3',
          type: 'zip5',
          prompt: 'Which of these zip codes is associated with one of your addresses?',
          answers: options('10001', '30301', '60601', '85001'),
        },
        {
          id: 'address_4',
          type: 'address',
          prompt: 'At which of these street addresses have you lived?',
          answers: options('12 LAKE VIEW DR', '250 MARKET ST', '48 RIVER RD', '77 SUNSET BLVD'),
        },
      ],
    },
  },
  continuations: { questions: { template: { token: 'qz_storybook_static_token' } } },
};

const passed: GatewayResult = {
  result: { action: 'PASS', detail: 'ALL CHECKS PASSED', issues: [] },
  output: { answers: { asked: 4, correct: 4 } },
};
const failed: GatewayResult = {
  result: { action: 'FAIL', detail: 'NO MATCH', issues: [] },
  output: { answers: { asked: 4, correct: 1 } },
};

/**
 * Answers `POST /api/veriframe/gateway/quiz/continue` with `result` instead of reaching the proxy, so the
 * submission path runs without a network. Other requests go to the real `fetch`.
 */
const stubQuizContinue = (result: GatewayResult) => () => {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    String(input).endsWith('/api/veriframe/gateway/quiz/continue')
      ? Promise.resolve(Response.json(result))
      : original(input, init);
  return () => {
    globalThis.fetch = original;
  };
};

const meta = {
  title: 'Quiz/KnowledgeQuiz',
  component: KnowledgeQuiz,
  decorators: [
    (Story) => (
      <VeriframeProvider config={{ proxyBasePath: '/api/veriframe' }}>
        <Story />
      </VeriframeProvider>
    ),
  ],
  args: {
    initialResult: withQuiz,
    timeLimitSeconds: 90,
    title: 'Knowledge questions',
    onResult: fn(),
    onError: fn(),
  },
  argTypes: { now: { control: false } },
} satisfies Meta<typeof KnowledgeQuiz>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picks the first offered answer of every question. */
async function answerAll(canvasElement: HTMLElement, user: { click: (element: Element) => Promise<void> }) {
  for (const group of within(canvasElement).getAllByRole('group')) {
    await user.click(within(group).getAllByRole('radio')[0]!);
  }
}

/** The questions as radio groups, a running countdown, submission held back until every question is answered. */
export const Questions: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Knowledge questions' })).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
    await expect(
      canvas.getByRole('group', { name: 'In which of these cities have you lived?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^1:(30|29)$/);
    await expect(canvas.getByText('Answer every question to submit (4 left).')).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Submit answers' });
    await expect(submit).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'AZ' }));
    await expect(canvas.getByText('Answer every question to submit (3 left).')).toBeVisible();
    await answerAll(canvasElement, userEvent);
    await expect(submit).toBeEnabled();
  },
};

/** The time limit passes before submission: the answers lock and cannot be submitted. */
export const CountdownRunsOut: Story = {
  args: { timeLimitSeconds: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Time is up: these answers can no longer be submitted.'),
    ).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:00');
    await expect(canvas.getByText('Time is up.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit answers' })).toBeDisabled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Answers submitted; the (stubbed) proxy answers PASS and the final result is shown. */
export const Passed: Story = {
  beforeEach: stubQuizContinue(passed),
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await answerAll(canvasElement, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit answers' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'PASS: ALL CHECKS PASSED (4 of 4 answers correct)',
    );
    await expect(canvas.queryByRole('timer')).toBeNull();
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith(passed));
  },
};

/** Answers submitted; the (stubbed) proxy answers FAIL and the final result is shown. */
export const Failed: Story = {
  beforeEach: stubQuizContinue(failed),
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await answerAll(canvasElement, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit answers' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'FAIL: NO MATCH (1 of 4 answers correct)',
    );
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith(failed));
  },
};

/** A gateway result without a quiz is final: shown as is, with no questions. */
export const ResultWithoutQuiz: Story = {
  args: {
    initialResult: { result: { action: 'FAIL', detail: 'POSSIBLE MINOR', issues: ['POSSIBLE MINOR'] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('FAIL: POSSIBLE MINOR');
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

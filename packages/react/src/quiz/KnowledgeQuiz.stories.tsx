import type { Meta, StoryObj } from '@storybook/react-vite';
import { testPersons } from '@veriframe/sandbox/test-data';
import { expect, fn, waitFor, within } from 'storybook/test';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { KnowledgeQuiz } from './knowledge-quiz';
import type { GatewayAnswer } from './quiz-types';

// A wait for an answer through the real proxy and sandbox: bounded well under the test's 60 s, and long enough
// for a machine busy with other work (5 s was seen running out while the quiz was still starting).
const throughTheProxy = { timeout: 20_000 };

const none = { text: 'None of the above' };
const options = (...texts: string[]) => [...texts.map((text) => ({ text })), none];

/** A gateway result holding a quiz, shaped like the sandbox's `AgeMatch5.0.KBA` answer (spec 2.2). */
const withQuiz: GatewayAnswer = {
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
  continuations: { questions: { template: { token: 'qz_storybook_static_token', answers: {} } } },
};

/**
 * The sandbox's adult test person (`@veriframe/sandbox/test-data`). The sandbox asks their state, city, zip and
 * street address; their own values are the right answers and `None of the above` is never right.
 */
const person = testPersons.adult;
const rightAnswers = [person.state, person.city, person.zip, person.addr];
/** Body of `POST /api/veriframe/gateway/age`: a test transaction (`general_identity`) of the quiz service. */
const quizRequest = {
  service: 'AgeMatch5.0.KBA',
  target: {
    fn: person.fn,
    ln: person.ln,
    addr: person.addr,
    zip: person.zip,
    age: '21+',
    test_key: 'general_identity',
  },
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
  args: { initialResult: withQuiz },
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

/**
 * The questions' time runs out at the service before the answers are sent: the sandbox's virtual clock moves
 * past the quiz token's 90 s, and the submission is refused. The person sees the "time is up" state (countdown
 * at 0:00 although the page's own clock had time left, questions locked, no submit button, "Start again" the one
 * action), never the proxy's message, which goes to `onError`. On the docs page it waits behind its Start
 * button: nothing is sent until someone clicks.
 */
export const TimeIsUp: Story = {
  args: { request: quizRequest },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start the questions' }));
    await waitFor(() => expect(canvas.getAllByRole('group')).toHaveLength(4), throughTheProxy);
    await answerAll(canvasElement, userEvent);
    const moved = await fetch('/__sandbox/clock/advance', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 91 }),
    });
    await expect(moved.ok).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit answers' }));
    await expect(await canvas.findByText('Time is up', {}, throughTheProxy)).toBeVisible();
    await expect(
      canvas.getByText('These questions were open for a limited time. Start again to get new ones.'),
    ).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:00');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Submit answers' })).toBeNull();
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Start again']);
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'expired' }));
    await expect(canvasElement.textContent).not.toMatch(/token|seconds after/);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

/**
 * Starts the quiz through the proxy (the dev server runs the real proxy on the real sandbox, see
 * .storybook/sandbox-proxy.ts), answers each of the sandbox's four questions with `pick`, submits, and checks the
 * final result: shown as `shown` (the countdown gone) and handed to `onResult` as `reported`, with no error.
 */
async function answerThroughProxy(
  { args, canvasElement, userEvent }: Parameters<NonNullable<Story['play']>>[0],
  pick: (group: HTMLElement) => Promise<HTMLElement>,
  shown: string,
  reported: Omit<GatewayAnswer, 'continuations'>,
) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Start the questions' }));
  await waitFor(() => expect(canvas.getAllByRole('group')).toHaveLength(4), throughTheProxy);
  for (const group of canvas.getAllByRole('group')) await userEvent.click(await pick(group));
  await userEvent.click(canvas.getByRole('button', { name: 'Submit answers' }));
  await expect(await canvas.findByRole('status', {}, throughTheProxy)).toHaveTextContent(shown);
  await expect(canvas.queryByRole('timer')).toBeNull();
  await waitFor(
    () => expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining(reported)),
    throughTheProxy,
  );
  await expect(args.onError).not.toHaveBeenCalled();
}

/** The person's own answers submitted: the sandbox answers PASS and the final result is shown. */
export const Passed: Story = {
  args: { request: quizRequest },
  play: (context) =>
    answerThroughProxy(
      context,
      async (group) => {
        const right = within(group)
          .getAllByRole('radio')
          .filter((radio) => rightAnswers.includes((radio as HTMLInputElement).value));
        await expect(right).toHaveLength(1);
        return right[0]!;
      },
      'PassedPASS: ALL CHECKS PASSED (4 of 4 answers correct)',
      {
        result: { action: 'PASS', detail: 'ALL CHECKS PASSED', issues: [] },
        // The proxy answers only allowlisted fields: the person's V-PIN stays on the server.
        output: { answers: { asked: 4, correct: 4 } },
      },
    ),
};

/**
 * `None of the above` everywhere (never right in the sandbox): the quiz is failed. The sandbox answers a failed
 * quiz with REVIEW / QUESTION CHECK FAILED (packages/sandbox README, "Quiz result"), and the result is shown.
 */
export const Failed: Story = {
  args: { request: quizRequest },
  play: (context) =>
    answerThroughProxy(
      context,
      async (group) => within(group).getByRole('radio', { name: none.text }),
      'Sent for reviewREVIEW: TRANSACTION REQUIRES FURTHER ATTENTION (0 of 4 answers correct)',
      {
        result: {
          action: 'REVIEW',
          detail: 'TRANSACTION REQUIRES FURTHER ATTENTION',
          issues: ['QUESTION CHECK FAILED'],
        },
        output: { answers: { asked: 4, correct: 0 } },
      },
    ),
};

/** A gateway result without a quiz is final: shown as is, with no questions. */
export const ResultWithoutQuiz: Story = {
  args: {
    initialResult: { result: { action: 'FAIL', detail: 'POSSIBLE MINOR', issues: ['POSSIBLE MINOR'] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Not passedFAIL: POSSIBLE MINOR');
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

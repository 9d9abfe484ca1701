import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { testPersons } from '@veriframe/sandbox/test-data';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Harness, startHarness } from '../../test/harness';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { KnowledgeQuiz, type KnowledgeQuizProps } from './knowledge-quiz';

// The sandbox's adult test person; the quiz asks for their state, city, zip and street address.
const { fn, ln, addr, city, state, zip } = testPersons.adult;
const target = { fn, ln, addr, city, state, zip, age: '21+' };
const rightAnswers = [state, city, zip, addr];

let env: Harness;
beforeAll(async () => {
  env = await startHarness();
});
afterAll(() => env?.close());

function renderQuiz(onResult = vi.fn(), props: Partial<KnowledgeQuizProps> = {}) {
  render(
    <VeriframeProvider config={env.config()}>
      <KnowledgeQuiz request={{ service: 'AgeMatch5.0.KBA', target }} onResult={onResult} {...props} />
    </VeriframeProvider>,
  );
  return onResult;
}

/** Picks the right answer in each of `groups`. */
function answerRight(groups: HTMLElement[]) {
  for (const group of groups) {
    const right = within(group)
      .getAllByRole('radio')
      .find((radio) => rightAnswers.includes((radio as HTMLInputElement).value));
    fireEvent.click(right as HTMLElement);
  }
}

const checkedAnswers = () =>
  screen
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => (radio as HTMLInputElement).value);
const continueCalls = () => env.requests.filter((r) => r.route.endsWith('/gateway/quiz/continue')).length;
const bounded = { timeout: 10_000 }; // below the test's 15 s (test-setup.ts says why)
const continueRoute = { route: 'POST /process/continue' } as const;
const passed = 'PassedPASS: ALL CHECKS PASSED (4 of 4 answers correct)';
const sendFailed = 'Your answers could not be sent. They are still here: submit them again.';
const timeUpState = 'Time is upThese questions were open for a limited time. Start again to get new ones.';

/**
 * The "time is up" state: the countdown at zero, every question locked, no submit button, no outcome the
 * service did not give, and "Start again" as the one (primary) action. No developer text on screen.
 */
function expectTimeUpState() {
  expect(document.querySelector('section')?.dataset.state).toBe('expired');
  expect(screen.getByRole('timer').textContent).toBe('0:00');
  for (const group of screen.getAllByRole('group'))
    expect((group as HTMLFieldSetElement).disabled).toBe(true);
  expect(screen.queryByRole('button', { name: 'Submit answers' })).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Start again']);
  expect(screen.getByRole('button', { name: 'Start again' }).dataset.variant).toBe('primary');
  expect(document.body.textContent).not.toMatch(/token|seconds after/);
}

async function startQuiz() {
  fireEvent.click(screen.getByRole('button', { name: 'Start the questions' }));
  await waitFor(() => expect(screen.getAllByRole('group').length).toBe(4));
  return screen.getAllByRole('group');
}

describe('KnowledgeQuiz through the proxy and the sandbox', () => {
  it('starts the quiz, submits the chosen answers and shows the final PASS', async () => {
    const onResult = renderQuiz();
    answerRight(await startQuiz());
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(passed), bounded);
    // A result, not a form: no countdown, and nothing left to press after a pass.
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(onResult).toHaveBeenCalledWith(
      expect.objectContaining({ result: expect.objectContaining({ action: 'PASS' }) }),
    );
  });

  it('shows the review result when too few answers are right', async () => {
    renderQuiz();
    for (const group of await startQuiz())
      fireEvent.click(within(group).getByRole('radio', { name: 'None of the above' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('(0 of 4 answers correct)'));
    expect(screen.getByRole('status').textContent).toMatch(/^Sent for reviewREVIEW: /);
    // The service's own issue is shown, not only the count.
    expect(screen.getByTestId('quiz-issues').textContent).toContain('QUESTION CHECK FAILED');
    expect(screen.queryByTestId('quiz-not-asked')).toBeNull();
  });

  it('a refused start: plain words and "Try again" for the person, the field-naming error for the app', async () => {
    const onError = vi.fn();
    render(
      <VeriframeProvider config={env.config()}>
        <KnowledgeQuiz request={{ target: { fn: 'ALICE' } }} onError={onError} />
      </VeriframeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start the questions' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The questions could not be started. Try again in a moment.',
      ),
    );
    expect(document.querySelector('section')?.dataset.state).toBe('error');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'invalid_request', message: expect.stringMatching(/target/) }),
    );
    expect(document.body.textContent).not.toMatch(/target/);
    expect(screen.getByRole('button', { name: 'Try again' }).dataset.variant).toBe('primary');
  });
});

describe('KnowledgeQuiz under faults and an expiring token', () => {
  it.each([
    [{ kind: 'error', status: 503 }, 'service_error'],
    [{ kind: 'reset' }, 'service_unreachable'],
  ] as const)(
    '%j on submit: plain words shown, the typed error to onError, the answers kept, a second submit gets the PASS',
    async (fault, code) => {
      const onError = vi.fn();
      const onResult = renderQuiz(vi.fn(), { onError });
      answerRight(await startQuiz());
      const chosen = checkedAnswers();
      expect(chosen).toHaveLength(4);
      await env.sandbox.admin.addFault({ ...fault, ...continueRoute });
      const before = continueCalls();
      fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(sendFailed), bounded);
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code, status: 502 }));
      expect(document.querySelector('section')?.dataset.state).toBe('error');
      expect(checkedAnswers()).toEqual(chosen); // nothing lost
      expect(continueCalls()).toBe(before + 1); // the write was not repeated behind the user's back

      const submit = screen.getByRole('button', { name: 'Submit answers' }) as HTMLButtonElement;
      expect(submit.disabled).toBe(false);
      // One primary button: the retry; "Start again" beside it is secondary.
      expect(submit.dataset.variant).toBe('primary');
      expect(screen.getByRole('button', { name: 'Start again' }).dataset.variant).toBe('secondary');
      fireEvent.click(submit);
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(passed), bounded);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(onResult).toHaveBeenCalledTimes(1);
    },
  );

  it('a quiz token that expires mid-answer: a "time is up" state, the countdown at zero, the form locked, a new quiz offered', async () => {
    renderQuiz();
    const groups = await startQuiz();
    answerRight(groups.slice(0, 2));
    await env.sandbox.admin.expireQuizTokens();
    answerRight(groups.slice(2));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));

    // The service's own answer (410 quiz_token_expired, relayed by the proxy as `expired`), in plain words,
    // although the kit's own clock (Date.now here) still had time left.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(timeUpState), bounded);
    expectTimeUpState();
    expect(checkedAnswers()).toHaveLength(4);
    // Start again asks the service for a new quiz.
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(checkedAnswers()).toEqual([]), bounded);
    expect(screen.getAllByRole('group')).toHaveLength(4);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('KnowledgeQuiz when time runs out (the sandbox virtual clock drives both clocks)', () => {
  /** The component's clock reads the sandbox's virtual time, as a browser's clock and the service's agree. */
  let virtualNow = 0;
  const now = () => virtualNow;
  const syncClock = async () => {
    virtualNow = (await env.sandbox.admin.clock()).now_ms;
  };

  it('submits the answers given so far and shows the service result and its issues', async () => {
    await syncClock();
    const onResult = renderQuiz(vi.fn(), { now, timeLimitSeconds: 60 });
    const groups = await startQuiz();
    answerRight(groups.slice(0, 2)); // two of four answered, both right
    const before = continueCalls();

    virtualNow = (await env.sandbox.admin.advance(60)).now_ms; // the kit's 60 s end; the token (90 s) lives on
    await waitFor(
      () =>
        expect(screen.getByRole('status').textContent).toBe(
          'Sent for reviewREVIEW: TRANSACTION REQUIRES FURTHER ATTENTION (2 of 4 answers correct)',
        ),
      bounded,
    );
    expect(screen.getByTestId('quiz-issues').textContent).toBe('QUESTION CHECK FAILED');
    expect(document.querySelector('section')?.dataset.state).toBe('done');
    expect(onResult).toHaveBeenCalledWith(
      expect.objectContaining({ result: expect.objectContaining({ action: 'REVIEW' }) }),
    );
    expect(continueCalls()).toBe(before + 1); // one submission, by the countdown
  });

  it('past the token lifetime: the service refuses the late answers, and that refusal is what is shown', async () => {
    await syncClock();
    renderQuiz(vi.fn(), { now });
    answerRight((await startQuiz()).slice(0, 3));
    const before = continueCalls();

    virtualNow = (await env.sandbox.admin.expireQuizTokens()).now_ms; // 91 s: the kit's 90 s are over too
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('0:00'), bounded);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(timeUpState), bounded);
    expectTimeUpState();
    // Sent once, never in a loop after the refusal.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(continueCalls()).toBe(before + 1);
  });
});

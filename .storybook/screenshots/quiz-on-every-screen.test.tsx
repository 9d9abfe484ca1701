import { VeriframeProvider } from '@veriframe/react';
import { KnowledgeQuiz } from '@veriframe/react/age-check';
import { testPersons } from '@veriframe/sandbox/test-data';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

// The knowledge quiz's default look and its states at desktop and phone size, through the real proxy on the
// real sandbox (the dev server runs both, see sandbox-proxy.ts). Time runs on the sandbox's virtual clock:
// the quiz reads it through its `now` prop, so one `advance` moves the service and the countdown together.
// Pictures go to test-results/ui/ to be looked at; the states are what the test checks.
const sizes = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;
const person = testPersons.adult;
const rightAnswers = [person.state, person.city, person.zip, person.addr];
const request = {
  service: 'AgeMatch5.0.KBA',
  target: { fn: person.fn, ln: person.ln, addr: person.addr, zip: person.zip, age: '21+' },
};

async function admin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`/__sandbox${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`sandbox admin ${method} ${path}: ${answer.status}`);
  return (answer.status === 204 ? undefined : await answer.json()) as T;
}

let virtualNow = 0;
let root: Root | null = null;
afterEach(async () => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
  await admin('DELETE', '/faults');
});

function renderQuiz() {
  const host = document.createElement('div');
  host.style.padding = '16px';
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <VeriframeProvider config={{ proxyBasePath: '/api/veriframe' }}>
      <KnowledgeQuiz request={request} now={() => virtualNow} />
    </VeriframeProvider>,
  );
}

const quiz = () => document.querySelector('section[data-veriframe-quiz="root"]') as HTMLElement;
const buttons = () =>
  [...quiz().querySelectorAll('button')].map((b) => `${b.textContent}:${b.dataset.variant}`);

async function startQuiz(label: string) {
  await page.getByRole('button', { name: label }).click();
  await expect.poll(() => quiz().querySelectorAll('fieldset').length, { timeout: 10_000 }).toBe(4);
}

async function answer(count: number) {
  for (const group of [...quiz().querySelectorAll('fieldset')].slice(0, count)) {
    const right = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) =>
      rightAnswers.includes(radio.value),
    );
    right!.click();
  }
}

/** Checks no horizontal scroll, then pictures the whole quiz (the screen made as tall as the quiz, same width). */
async function picture(name: string, size: keyof typeof sizes) {
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const { width, height } = sizes[size];
  await page.viewport(width, Math.max(height, quiz().scrollHeight + 40));
  await page.screenshot({ path: `../../test-results/ui/quiz-${name}-${size}.png`, element: quiz() });
  await page.viewport(width, height);
}

describe.each(Object.keys(sizes) as (keyof typeof sizes)[])('the knowledge quiz at %s size', (size) => {
  const viewport = sizes[size];
  test('questions, the time-up state, a retry after a failed send, a PASS', async () => {
    await page.viewport(viewport.width, viewport.height);
    virtualNow = (await admin<{ now_ms: number }>('GET', '/clock')).now_ms;
    renderQuiz();
    await startQuiz('Start the questions');
    await answer(2);
    await expect.element(page.getByRole('timer')).toHaveTextContent('1:30');
    await picture('questions', size);

    // The service's 90 s pass: the countdown reaches zero, the answers so far are sent and refused.
    virtualNow = (await admin<{ now_ms: number }>('POST', '/clock/advance', { seconds: 91 })).now_ms;
    await expect.element(page.getByText('Time is up', { exact: true })).toBeVisible();
    expect(quiz().dataset.state).toBe('expired');
    expect(page.getByRole('timer').element().textContent).toBe('0:00');
    for (const radio of quiz().querySelectorAll('input')) expect(radio.matches(':disabled')).toBe(true);
    expect(buttons()).toEqual(['Start again:primary']);
    expect(quiz().textContent).not.toMatch(/token|seconds after/);
    await picture('time-up', size);

    // The answers cannot be sent (the service fails once): plain words, the answers kept, one primary action.
    await startQuiz('Start again');
    await answer(4);
    await admin('POST', '/faults', { kind: 'error', status: 503, route: 'POST /process/continue' });
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect
      .element(page.getByText('Your answers could not be sent. They are still here: submit them again.'))
      .toBeVisible();
    expect(buttons()).toEqual(['Submit answers:primary', 'Start again:secondary']);
    await picture('send-failed', size);

    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Passed');
    expect(quiz().querySelector('[data-veriframe-quiz="result"]')?.getAttribute('data-outcome')).toBe('PASS');
    expect(buttons()).toEqual([]);
    await picture('passed', size);
  }, 60_000);
});

// "Who is asking" in the knowledge quiz, through the real proxy and sandbox: one Idempotency-Key per
// start of the questions, and a clear "sign in" state when the proxy answers 401 `unauthenticated`.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { testPersons } from '@veriframe/sandbox/test-data';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Harness, startHarness } from '../../test/harness';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { KnowledgeQuiz } from './knowledge-quiz';

const { fn, ln, addr, city, state, zip } = testPersons.adult;
const target = { fn, ln, addr, city, state, zip, age: '21+' };

let env: Harness;
beforeAll(async () => {
  env = await startHarness({ clientOptions: { timeoutMs: 400, sleep: async () => {} } });
});
afterAll(() => env?.close());
beforeEach(async () => {
  env.signedOut = false;
  await env.sandbox.admin.clearFaults();
});

/** The Idempotency-Key of each `POST /gateway/age` the proxy received since `from`. */
const ageKeys = (from: number) => env.postKeys('/gateway/age', from);

function renderQuiz(onError = vi.fn()) {
  render(
    <VeriframeProvider config={env.config()}>
      <KnowledgeQuiz request={{ service: 'AgeMatch5.0.KBA', target }} onError={onError} />
    </VeriframeProvider>,
  );
  return onError;
}

describe('KnowledgeQuiz: one Idempotency-Key per start', () => {
  it('a retry after a service timeout (no answer from the service) sends the same key', async () => {
    await env.sandbox.admin.addFault({ kind: 'timeout', route: 'POST /process/' });
    const from = env.received.length;
    renderQuiz();
    fireEvent.click(screen.getByRole('button', { name: 'Start the questions' }));
    await waitFor(() => expect(document.querySelector('section')?.dataset.state).toBe('error'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('group').length).toBe(4));
    const [failed, retried] = ageKeys(from);
    expect(failed).toMatch(/^[0-9a-f]{32}$/);
    expect(retried).toBe(failed);
  });
});

describe('the quiz when nobody is signed in (401 unauthenticated)', () => {
  it('says "you need to sign in" in plain words and reports the typed error', async () => {
    env.signedOut = true;
    const onError = renderQuiz();
    fireEvent.click(screen.getByRole('button', { name: 'Start the questions' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You need to sign in before you can answer the questions.');
    expect(alert.dataset.state).toBe('unauthenticated');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'unauthenticated', status: 401 }));
  });
});

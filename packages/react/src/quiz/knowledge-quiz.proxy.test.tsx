import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { testPersons } from '@veriframe/sandbox/test-data';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { type Harness, startHarness } from '../test-harness';
import { KnowledgeQuiz } from './knowledge-quiz';

// The sandbox's adult test person; the quiz asks for their state, city, zip and street address.
const { fn, ln, addr, city, state, zip } = testPersons.adult;
const target = { fn, ln, addr, city, state, zip, age: '21+' };
const rightAnswers = [state, city, zip, addr];

let env: Harness;
beforeAll(async () => {
  env = await startHarness();
});
afterAll(() => env?.close());

function renderQuiz(onResult = vi.fn()) {
  render(
    <VeriframeProvider config={env.config()}>
      <KnowledgeQuiz request={{ service: 'AgeMatch5.0.KBA', target }} onResult={onResult} />
    </VeriframeProvider>,
  );
  return onResult;
}

async function startQuiz() {
  fireEvent.click(screen.getByRole('button', { name: 'Start the questions' }));
  await waitFor(() => expect(screen.getAllByRole('group').length).toBe(4));
  return screen.getAllByRole('group');
}

describe('KnowledgeQuiz through the proxy and the sandbox', () => {
  it('starts the quiz, submits the chosen answers and shows the final PASS', async () => {
    const onResult = renderQuiz();
    for (const group of await startQuiz()) {
      const right = within(group)
        .getAllByRole('radio')
        .find((radio) => rightAnswers.includes((radio as HTMLInputElement).value));
      fireEvent.click(right as HTMLElement);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('PASS: ALL CHECKS PASSED (4 of 4 answers correct)'),
    );
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
    expect(screen.getByRole('status').textContent).toMatch(/^REVIEW: /);
    // The service's own issue is shown, not only the count.
    expect(screen.getByTestId('quiz-issues').textContent).toContain('QUESTION CHECK FAILED');
    expect(screen.queryByTestId('quiz-not-asked')).toBeNull();
  });

  it('shows a gateway refusal as a clear error', async () => {
    render(
      <VeriframeProvider config={env.config()}>
        <KnowledgeQuiz request={{ target: { fn: 'ALICE' } }} />
      </VeriframeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start the questions' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/target/));
    expect(document.querySelector('section')?.dataset.state).toBe('error');
  });
});

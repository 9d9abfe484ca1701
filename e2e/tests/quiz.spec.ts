import type { Page } from '@playwright/test';
import { answerQuiz } from '@veriframe/sandbox/playwright';
import { testPersons } from '@veriframe/sandbox/test-data';
import { expect, openDemo, test } from '../support/test';

// Alice Adult's own values: the sandbox asks for her state, city, ZIP and street (packages/sandbox README).
const aliceAnswers = ['NY', 'ALBANY', '12207', '100 MAIN ST'];

async function startQuiz(page: Page) {
  const quiz = page.getByTestId('quiz');
  await quiz.getByRole('button', { name: 'Start the questions' }).click();
  await expect(quiz.getByRole('timer')).toBeVisible();
  const groups = quiz.getByRole('group');
  await expect(groups).toHaveCount(4);
  return { quiz, groups };
}

// The demo's default service, AgeMatch5.0.KBA, answered right and wrong is the answerQuiz tests below; the
// same journeys at the component level are the stories Quiz/KnowledgeQuiz Passed and Failed (e2e/README.md,
// "What covers what"). Here: the other service, the driver, and what the demo shows around the result.
test.describe('knowledge quiz through the proxy', () => {
  test('four right answers pass (IDMatchPLUS5.0.MULTI)', async ({ page, stack }) => {
    await openDemo(page, stack, 'quiz');
    await page.getByLabel('Service').selectOption('IDMatchPLUS5.0.MULTI');
    const { quiz, groups } = await startQuiz(page);
    for (let i = 0; i < 4; i++) {
      const group = groups.nth(i);
      const options = await group
        .getByRole('radio')
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
      const right = options.find((o) => aliceAnswers.includes(o));
      expect(right, `question ${i + 1} offers Alice's own value`).toBeTruthy();
      await group.getByRole('radio', { name: right, exact: true }).check();
    }
    await quiz.getByRole('button', { name: 'Submit answers' }).click();
    const result = quiz.getByRole('status');
    await expect(result).toContainText('PASS');
    await expect(result).toContainText('4 of 4 answers correct');
  });

  for (const mode of ['right', 'wrong'] as const) {
    test(`the answerQuiz driver of @veriframe/sandbox/playwright answers ${mode}`, async ({
      page,
      stack,
    }) => {
      await openDemo(page, stack, 'quiz');
      const { quiz } = await startQuiz(page);
      await answerQuiz(quiz, testPersons.adult, mode);
      const result = quiz.getByRole('status');
      await expect(result).toContainText(mode === 'right' ? 'PASS' : 'REVIEW');
      await expect(result).toContainText(
        mode === 'right' ? '4 of 4 answers correct' : '0 of 4 answers correct',
      );
      if (mode === 'right') return;
      // "None of the above" everywhere: the service's issue is shown under the result, and in the event
      // log's copy of it.
      await expect(quiz.getByTestId('quiz-issues')).toHaveText('QUESTION CHECK FAILED');
      await page.goto(`${stack.url}/#/events`);
      const entry = page.locator('[data-testid="event-list"] li[data-kind="quiz.result"]').first();
      await entry.getByText('Payload').click();
      await expect(entry).toContainText('QUESTION CHECK FAILED');
    });
  }
});

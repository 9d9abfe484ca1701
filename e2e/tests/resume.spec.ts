import { createSession, journey } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

// A session survives a reload (issue 42): the hosted page takes up the person's own latest session from the
// proxy (`GET /vx/resume`) and the journey continues where it was; nobody else can take it up.

test.describe('resume after a reload', () => {
  test('reloading mid-journey continues the same session at its next step, and it finishes confirmed', async ({
    page,
    stack,
  }) => {
    await openDemo(page, stack, 'hosted');
    const requestId = await createSession(page);
    const frame = journey(page);
    await frame.getByTestId('journey-start').click();
    await frame.getByTestId('document-pass').click();
    await expect(frame.getByTestId('selfie-pass')).toBeVisible();

    await page.reload();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('session-resumed')).toBeVisible();
    await expect(page.getByTestId('request-id')).toHaveText(requestId);
    // The same journey, at the step after the one finished: no new session, no start over.
    await frame.getByTestId('selfie-pass').click();
    await frame.getByTestId('phone-pass').click();
    const outcome = page.getByTestId('outcome');
    await expect(outcome).toHaveAttribute('data-confirmed', 'true');
    await expect(outcome).toContainText('PASS');

    // Coming back after it ended shows its confirmed outcome again, not a new journey.
    await page.reload();
    await expect(page.getByTestId('request-id')).toHaveText(requestId);
    await expect(outcome).toHaveAttribute('data-confirmed', 'true');
    await expect(outcome).toContainText('PASS');
  });

  test('another person, with their own cookie, gets 404 not_found for the session and nothing to resume (session null)', async ({
    page,
    browser,
    stack,
  }) => {
    await openDemo(page, stack, 'hosted');
    const requestId = await createSession(page);
    await journey(page).getByTestId('journey-start').click();
    await journey(page).getByTestId('document-pass').click();
    await expect(journey(page).getByTestId('selfie-pass')).toBeVisible();

    // A second browser: another person (its own signed cookie), asking the proxy as any HTTP client would.
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await openDemo(otherPage, stack, 'hosted');
      const answers = await otherPage.evaluate(async (id) => {
        const read = async (path: string) => {
          const response = await fetch(`/api/veriframe${path}`);
          return { status: response.status, body: (await response.json()) as Record<string, unknown> };
        };
        return { resume: await read('/vx/resume'), session: await read(`/vx/sessions/${id}`) };
      }, requestId);
      expect(answers.resume).toMatchObject({ status: 200, body: { session: null, progress: null } });
      expect(answers.session).toMatchObject({ status: 404, body: { code: 'not_found' } });
      await expect(otherPage.getByTestId('session-resumed')).toHaveCount(0);
      await expect(otherPage.getByText('No session yet.')).toBeVisible();
    } finally {
      await other.close();
    }
    // The owner still takes it up.
    await page.reload();
    await expect(page.getByTestId('request-id')).toHaveText(requestId);
  });
});

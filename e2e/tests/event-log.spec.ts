import { createSession, walkJourney } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

test.describe('event log', () => {
  test('shows webhooks and messages live, in a second tab opened before they happen', async ({
    page,
    context,
    stack,
  }) => {
    const log = await context.newPage();
    await openDemo(log, stack, 'events');
    await log.getByLabel('Show').selectOption('all');
    const entries = log.locator('[data-testid="event-list"] li');
    const count = async () => Number.parseInt((await log.getByTestId('event-count').textContent()) ?? '', 10);
    const before = await count();

    await openDemo(page, stack, 'hosted');
    const requestId = await createSession(page);
    await walkJourney(page, { document: 'pass', selfie: 'pass', phone: 'pass' });
    await expect(page.getByTestId('outcome')).toHaveAttribute('data-confirmed', 'true');

    // The other tab got them over the event stream, without a reload.
    await expect(log.locator('li[data-kind="hosted.message"]').filter({ hasText: requestId })).toHaveCount(1);
    await expect(log.locator('li[data-kind="webhook.vx"]').first()).toBeVisible();
    await expect(log.locator('li[data-kind="vx.webhook sent"]').first()).toBeVisible();
    // A delivery's status is an HTTP status; a result's status is a verification status: never both "status".
    await expect(log.locator('li[data-kind="vx.webhook sent"] .event-summary').first()).toContainText(
      'HTTP status: 200',
    );
    // A VX webhook fires after each step: its status is the session's so far, not a result.
    await expect(log.locator('li[data-kind="webhook.vx"] .event-summary').first()).toContainText(
      /session status so far \(after this step\): (PASS|PENDING)/,
    );
    await expect(log.locator('.event-summary').filter({ hasText: /(^|· )status:/ })).toHaveCount(0);
    expect(await count()).toBeGreaterThan(before + 4);
    // Paged: at most 50 on screen, the rest behind "Older".
    const total = await count();
    await expect(entries).toHaveCount(Math.min(total, 50));
    if (total > 50) {
      await expect(log.getByTestId('event-pager')).toContainText(`Events 1–50 of ${total}`);
      await log.getByRole('button', { name: 'Older' }).click();
      await expect(entries).toHaveCount(Math.min(total - 50, 50));
    }
  });

  test('renders a hostile payload as text, never as markup', async ({ page, stack }) => {
    await openDemo(page, stack, 'events');
    const marker = `xss-${Date.now()}`;
    const hostile = `<img src="x" data-marker="${marker}" onerror="window.__pwned = true">`;
    const response = await page.request.post(`${stack.url}/api/events`, {
      data: { kind: `<b data-marker="${marker}">bold</b>`, data: { message: hostile, status: hostile } },
    });
    expect(response.status()).toBe(201);
    // What a cross-site form could send (text/plain, no preflight) is refused.
    const forged = await page.request.post(`${stack.url}/api/events`, {
      headers: { 'content-type': 'text/plain' },
      data: JSON.stringify({ kind: 'forged.by.form' }),
    });
    expect(forged.status()).toBe(415);
    const entry = page.locator('[data-testid="event-list"] li').filter({ hasText: marker }).first();
    await expect(entry).toBeVisible();
    await entry.getByText('Payload').click();
    await expect(entry).toContainText(hostile);
    await expect(page.locator(`[data-marker="${marker}"]`)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  });
});

import { createSession, frameTitle, journey, walkJourney, watchRequests } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

test.describe('hosted verification (VX)', () => {
  test('a session passes: preloaded on hover and prerendered hidden, the click reveals that iframe, journey steps, PASS, confirmed by polling, webhooks at the proxy', async ({
    page,
    stack,
  }) => {
    await openDemo(page, stack, 'hosted');
    // Every navigation to a journey link (the iframe's document request): the prerender is the only one.
    const { creations, journeyLoads } = watchRequests(page);
    // Intent preload: the pointer on "Create session" makes the session and preconnects to the hosted origin.
    const create = page.getByRole('button', { name: 'Create session' });
    await create.hover();
    await expect(create).toHaveAttribute('data-phase', 'prepared');
    expect(creations).toHaveLength(1);
    await expect(page.locator('head link[rel="preconnect"]')).toHaveAttribute('href', /^http/);

    // The prerender: the session's journey page loads before the click, in an iframe nobody sees or reaches.
    const iframe = page.locator(`iframe[title="${frameTitle}"]`);
    await expect(journey(page).getByTestId('journey-start')).toBeAttached();
    const prerendered = page.frames().find((frame) => frame.url().includes('/journey/'));
    await expect.poll(() => prerendered?.evaluate(() => document.readyState)).toBe('complete');
    expect(journeyLoads).toHaveLength(1);
    await expect(iframe).toBeHidden();
    await expect(iframe).toHaveAttribute('inert', '');
    await expect(iframe).toHaveAttribute('aria-hidden', 'true');
    await prerendered?.evaluate(() => {
      const w = window as unknown as { __focused: boolean };
      w.__focused = false;
      window.addEventListener('focusin', () => (w.__focused = true));
    });
    // Tab through the whole page (every control, then past the last): focus never enters the hidden frame.
    await page.evaluate(() => {
      const w = window as unknown as { __tabbed: string[] };
      w.__tabbed = [];
      document.addEventListener('focusin', () => w.__tabbed.push(document.activeElement?.tagName ?? ''));
    });
    const controls = await page.locator('a[href], button, input, select, textarea, summary').count();
    for (let i = 0; i < controls + 3; i++) await page.keyboard.press('Tab');
    const walked = await page.evaluate(() => (window as unknown as { __tabbed: string[] }).__tabbed);
    expect(walked.length).toBeGreaterThan(controls / 2); // the walk did move through the page
    expect(walked).not.toContain('IFRAME');
    expect(await prerendered?.evaluate(() => (window as unknown as { __focused: boolean }).__focused)).toBe(
      false,
    );

    // The click reveals that same iframe, already loaded: the same element, no second load of the link.
    await iframe.evaluate((element) => {
      (element as HTMLIFrameElement & { __prerendered?: boolean }).__prerendered = true;
    });
    const requestId = await createSession(page);
    await expect(iframe).toBeVisible();
    await expect(iframe).not.toHaveAttribute('inert');
    expect(
      await iframe.evaluate(
        (element) => (element as HTMLIFrameElement & { __prerendered?: boolean }).__prerendered,
      ),
    ).toBe(true);
    expect(journeyLoads).toHaveLength(1);
    expect(creations).toHaveLength(1);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByTestId('progress')).toHaveText(/Not started/);

    await walkJourney(page, { document: 'pass', selfie: 'pass', phone: 'pass' });
    await expect(journey(page).getByTestId('result-title').filter({ visible: true })).toBeVisible();

    // The PASS message is a hint; the outcome counts once the proxy read the session result.
    const outcome = page.getByTestId('outcome');
    await expect(outcome).toHaveAttribute('data-confirmed', 'true');
    await expect(outcome).toContainText('PASS');
    await expect(outcome).toContainText('Final: the journey ended and the service agrees');
    await expect(page.getByTestId('progress')).toHaveText(/A status is available/);
    await expect(page.getByTestId('session-messages').locator('li')).toHaveText(['PASS']);

    // One webhook per component, verified and processed by the proxy's receiver, in the event log.
    await page.goto(`${stack.url}/#/events`);
    await page.getByLabel('Show').selectOption('proxy');
    const webhooks = page
      .locator('[data-testid="event-list"] li[data-kind="webhook.vx"]')
      .filter({ hasText: requestId });
    await expect(webhooks).toHaveCount(3);
    for (const webhook of await webhooks.all()) await expect(webhook).toContainText('outcome: processed');
    // The last one carries the final status.
    await expect(webhooks.first()).toContainText('PASS');
  });

  test('document and selfie pass, phone check fails: the page never shows a final PASS', async ({
    page,
    stack,
  }) => {
    await openDemo(page, stack, 'hosted');
    await createSession(page);
    // Records every text the outcome line ever shows as final, between Playwright's checks too.
    await page.evaluate(() => {
      const w = window as unknown as { __finalOutcomes: string[] };
      w.__finalOutcomes = [];
      const record = () => {
        for (const el of document.querySelectorAll('[data-testid="outcome"][data-confirmed="true"]'))
          w.__finalOutcomes.push(el.textContent ?? '');
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });

    await walkJourney(page, { document: 'pass', selfie: 'pass' });
    const frame = journey(page);
    await expect(frame.getByTestId('phone-fail')).toBeVisible();
    // The service already says PASS after two components: shown as progress, not as the outcome.
    await expect(page.getByTestId('progress')).toHaveText(/A status is available/);
    await page.waitForTimeout(2500); // a few more polls
    await expect(page.locator('[data-testid="outcome"][data-confirmed="true"]')).toHaveCount(0);
    await expect(page.getByTestId('service-status')).toContainText('PASS');
    await expect(page.getByTestId('service-status')).toContainText('so far');
    await expect(page.getByTestId('service-status')).toContainText('progress, not a result');

    await frame.getByTestId('phone-fail').click();
    const outcome = page.getByTestId('outcome');
    await expect(outcome).toHaveAttribute('data-confirmed', 'true');
    await expect(outcome).toContainText('FAIL');
    const finals = await page.evaluate(
      () => (window as unknown as { __finalOutcomes: string[] }).__finalOutcomes,
    );
    expect(finals.filter((text) => text.includes('PASS'))).toEqual([]);
  });

  test('a phone-sized viewport gets a full-screen frame', async ({ page, stack }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDemo(page, stack, 'hosted');
    await createSession(page);
    const frame = page.locator('iframe[title="Identity verification (sandbox)"]');
    const box = await frame.boundingBox();
    // Edge to edge, and everything below the dialog's header with its one close button.
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(390);
    expect(box?.height).toBeGreaterThan(844 - 80);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(844, 0);
  });

  test('a desktop viewport gets the 420 by 670 frame', async ({ page, stack }) => {
    await openDemo(page, stack, 'hosted');
    await createSession(page);
    const box = await page.locator('iframe[title="Identity verification (sandbox)"]').boundingBox();
    expect(box?.width).toBe(420);
    expect(box?.height).toBe(670);
  });
});

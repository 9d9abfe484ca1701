import type { Frame, Page } from '@playwright/test';
import { type AttackerSite, startAttacker } from '../support/attacker';
import { createSession, journey, seenMessages, spyOnMessages, walkJourney } from '../support/hosted';
import type { StackInfo } from '../support/stack-info';
import { expect, openDemo, test } from '../support/test';

/**
 * A forged PASS must never count. Each test proves the forged message reached the demo's window (a spy
 * records it), then lets the real hosted page report FAIL: only that FAIL may show, and the outcome is FAIL.
 */
async function expectOnlyTheRealFail(scope: Page | ReturnType<Page['frameLocator']>) {
  await walkJourney(scope, { document: 'fail' });
  const outcome = scope.getByTestId('outcome');
  await expect(outcome).toHaveAttribute('data-confirmed', 'true');
  await expect(outcome).toContainText('FAIL');
  await expect(outcome).not.toContainText('PASS');
  // The only message that got through is the real one.
  await expect(scope.getByTestId('session-messages').locator('li')).toHaveText(['FAIL']);
}

async function injectFrame(page: Page, src: string): Promise<Frame> {
  await page.evaluate((url) => {
    const frame = document.createElement('iframe');
    frame.src = url;
    frame.title = 'injected';
    document.body.append(frame);
  }, src);
  const frame = page.frameLocator('iframe[title="injected"]');
  await frame.locator('body').waitFor();
  const handle = page.frames().find((f) => f.url().startsWith(src));
  if (!handle) throw new Error(`no frame for ${src}`);
  return handle;
}

/**
 * The demo's hosted page with a session, a spy, and a frame of `src` injected beside the real journey frame that
 * posts a forged PASS: it must arrive, show nothing, and leave only the real FAIL to count.
 */
async function expectForgedPassFromBesideIgnored(page: Page, stack: StackInfo, src: string) {
  await openDemo(page, stack, 'hosted');
  await createSession(page);
  await spyOnMessages(page);
  const impostor = await injectFrame(page, src);
  await impostor.evaluate(() => window.parent.postMessage('PASS', '*'));
  await expect.poll(() => seenMessages(page)).toContainEqual({ origin: new URL(src).origin, data: 'PASS' });
  await expect(page.getByTestId('outcome')).toHaveCount(0);
  await expect(page.getByTestId('no-session-messages')).toBeVisible();

  await expectOnlyTheRealFail(page);
}

test.describe('forged hosted-page messages are ignored', () => {
  let attacker: AttackerSite | undefined;
  test.afterEach(async () => {
    await attacker?.close();
    attacker = undefined;
  });

  test('from a page on another origin that frames the demo', async ({ page, stack }) => {
    attacker = await startAttacker();
    await page.goto(`${attacker.origin}/frame?src=${encodeURIComponent(`${stack.url}/#/hosted`)}`);
    const demo = page.frameLocator('#victim');
    await expect(demo.getByText('Events live')).toBeVisible();
    await createSession(demo);
    const demoFrame = page.frames().find((f) => f.url().startsWith(stack.url));
    if (!demoFrame) throw new Error('the demo frame is missing');
    await spyOnMessages(demoFrame);

    await page.evaluate(() => {
      const victim = document.getElementById('victim') as HTMLIFrameElement;
      for (const message of ['PASS', 'ALREADY VERIFIED', 'LINK EXPIRED'])
        victim.contentWindow?.postMessage(message, '*');
    });
    await expect
      .poll(() => seenMessages(demoFrame))
      .toContainEqual({ origin: attacker.origin, data: 'PASS' });
    await expect(demo.getByTestId('outcome')).toHaveCount(0);
    await expect(demo.getByTestId('no-session-messages')).toBeVisible();

    await expectOnlyTheRealFail(demo);
    await expect(journey(demo).getByTestId('result-title').filter({ visible: true })).toBeVisible();
  });

  test('from the right origin but another window', async ({ page, stack }) => {
    // Any page of the sandbox's frontend origin.
    await expectForgedPassFromBesideIgnored(page, stack, `${stack.sandbox_frontend}/not-the-journey`);
  });

  test('from an origin that only starts with the right one', async ({ page, stack }) => {
    attacker = await startAttacker(stack.prefix_attacker_port);
    expect(attacker.origin.startsWith(stack.sandbox_frontend)).toBe(true);
    expect(attacker.origin).not.toBe(stack.sandbox_frontend);
    await expectForgedPassFromBesideIgnored(page, stack, `${attacker.origin}/`);
  });
});

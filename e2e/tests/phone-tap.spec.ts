import { type CDPSession, devices, type Page } from '@playwright/test';
import { frameTitle, journey, watchRequests } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

// A finger on "Create session": the touch start makes the session and loads its journey hidden, the
// tap's click reveals that same page. Chromium's Pixel 7 emulation, touch events sent as a finger sends them.
const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

/** Puts a finger down on the centre of "Create session"; returns the point and the CDP session it uses. */
async function fingerDown(page: Page): Promise<{ cdp: CDPSession; x: number; y: number }> {
  const button = page.getByRole('button', { name: 'Create session' });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('"Create session" is not on the screen');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  return { cdp, ...point };
}

test('a tap: the touch start makes the one session and loads it hidden, the lift reveals it, the journey passes', async ({
  page,
  stack,
}) => {
  await openDemo(page, stack, 'hosted');
  const { creations, journeyLoads } = watchRequests(page);
  const create = page.getByRole('button', { name: 'Create session' });
  const iframe = page.locator(`iframe[title="${frameTitle}"]`);

  // The finger is still down: the session is made and its page loads, hidden and out of reach.
  const { cdp } = await fingerDown(page);
  await expect(create).toHaveAttribute('data-phase', 'prepared');
  await expect(iframe).toBeAttached();
  await expect(iframe).toBeHidden();
  await expect(iframe).toHaveAttribute('inert', '');
  expect(creations).toHaveLength(1);
  await iframe.evaluate((element) => {
    (element as HTMLIFrameElement & { __prerendered?: boolean }).__prerendered = true;
  });

  // The finger lifts: the tap's click shows that same iframe, full screen in the phone's dialog.
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(journey(page).getByTestId('journey-start')).toBeVisible();
  await expect(iframe).not.toHaveAttribute('inert');
  expect(
    await iframe.evaluate(
      (element) => (element as HTMLIFrameElement & { __prerendered?: boolean }).__prerendered,
    ),
  ).toBe(true);
  const screen = page.viewportSize();
  expect((await iframe.boundingBox())?.width).toBe(screen?.width);

  // Tapped through to a confirmed PASS; still the one session and the one load of its page.
  const frame = journey(page);
  await frame.getByTestId('journey-start').tap();
  await frame.getByTestId('document-pass').tap();
  await frame.getByTestId('selfie-pass').tap();
  await frame.getByTestId('phone-pass').tap();
  const outcome = page.getByTestId('outcome');
  await expect(outcome).toHaveAttribute('data-confirmed', 'true');
  await expect(outcome).toContainText('PASS');
  expect(creations).toHaveLength(1);
  expect(journeyLoads).toHaveLength(1);
});

test('a touch on the button that becomes a scroll: the prepared page stays hidden, inert and unreachable', async ({
  page,
  stack,
}) => {
  await openDemo(page, stack, 'hosted');
  const { creations } = watchRequests(page);
  const create = page.getByRole('button', { name: 'Create session' });
  const iframe = page.locator(`iframe[title="${frameTitle}"]`);

  // The finger lands on the button and moves up the screen: a scroll, no click.
  const { cdp, x, y } = await fingerDown(page);
  for (const dy of [10, 40, 80, 120]) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - dy }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

  // What the scroll cost: one session, its page loaded hidden. Nothing visible, nothing focusable.
  await expect(create).toHaveAttribute('data-phase', 'prepared');
  expect(creations).toHaveLength(1);
  await expect(iframe).toBeHidden();
  await expect(iframe).toHaveAttribute('inert', '');
  await expect(iframe).toHaveAttribute('tabindex', '-1');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('request-id')).toHaveCount(0);
});

import type { FrameLocator, Page } from '@playwright/test';
import {
  completeHostedJourney,
  continueOnPhone,
  type PhoneDevice,
  readOutbox,
  scanDocument,
} from '@veriframe/sandbox/playwright';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { createSession, journey, seenMessages, spyOnMessages } from '../support/hosted';
import type { StackInfo } from '../support/stack-info';
import { expect, openDemo, test } from '../support/test';

/**
 * The cross-device hand-off of spec 4.8 (`qr`) and 6.2 (`onQr`, `onEmail`) through the demo's document modal:
 * the desktop's QR code, decoded from its pixels, opens the capture in a phone context; the desktop follows and
 * ends exactly as a scan on the desktop would (callbacks, user status, document callbacks).
 */

/** The QR code on screen, read from a screenshot with a QR decoder: the link a phone camera would open. */
async function decodeQr(capture: FrameLocator): Promise<string> {
  const png = PNG.sync.read(await capture.getByTestId('handoff-qr').screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code found in the screenshot');
  return code.data;
}

/** The demo's document page for `ln`, with the QR option on, at the capture page's hand-off screen. */
async function handoffScreen(page: Page, stack: StackInfo, ln: string) {
  await openDemo(page, stack, 'document');
  await page.getByRole('radio', { name: new RegExp(`^${ln}\\b`) }).check();
  await page.getByRole('checkbox', { name: /QR code/ }).check();
  const email = (await page.getByTestId('status-email').textContent()) ?? '';
  await page.getByRole('button', { name: 'Scan a document' }).click();
  const capture = page.frameLocator(`iframe[src^="${stack.sandbox_frontend}/capture"]`);
  await capture.getByTestId('capture-use-phone').click();
  await expect(capture.getByTestId('handoff-status')).toHaveText('Waiting for your phone…');
  return { capture, email };
}

const cases: {
  ln: string;
  device: PhoneDevice;
  end: string;
  callback: string;
  status: string;
  deliveries: number;
}[] = [
  {
    ln: 'dcamspluspass',
    device: 'iPhone 13',
    end: 'success',
    callback: 'onSuccess',
    status: 'PASS',
    deliveries: 1,
  },
  {
    ln: 'dcamspluspassselfienomatch',
    device: 'Pixel 7',
    end: 'failure-final', // FAIL: the final failure's screen
    callback: 'onFailure',
    status: 'FAIL',
    deliveries: 2,
  },
];

for (const c of cases) {
  test(`${c.ln} finished on a ${c.device}: the desktop shows it, ${c.callback} after onQr, once`, async ({
    page,
    stack,
  }) => {
    const { capture, email } = await handoffScreen(page, stack, c.ln);
    const link = await decodeQr(capture);
    expect(link).toMatch(new RegExp(`^${stack.sandbox_frontend}/phone/[\\w-]{24}$`));
    await expect(capture.getByTestId('handoff-link')).toHaveText(link);

    const phone = await continueOnPhone(page, { device: c.device, link });
    expect(phone.viewportSize()?.width).toBeLessThan(500);
    await expect(capture.getByTestId('handoff-status')).toContainText('Your phone is connected');
    expect(await scanDocument(phone, { lastName: c.ln })).toBe(c.end);

    // The desktop follows: the phone's end screen, then onQr and the outcome, as a desktop scan would post it.
    await expect(capture.locator('body')).toHaveAttribute('data-state', c.end);
    const callbacks = page.getByTestId('modal-callbacks').locator('li');
    await expect(callbacks).toHaveText([/^onOpen/, /^onQr/, new RegExp(`^${c.callback}.*${c.status}`)]);
    await expect(page.getByTestId('user-status')).toHaveAttribute('data-status', c.status);
    await expect(page.getByTestId('handoff-state')).toHaveText('Finished on the phone'); // useDocumentModal

    // The link was for one capture: opened again, it says so.
    await phone.reload();
    await expect(phone.locator('body')).toHaveAttribute('data-state', 'link-used');
    await expect(phone.getByText('This link was already used')).toBeVisible();
    await phone.context().close();

    await page.goto(`${stack.url}/#/events`);
    const received = page
      .locator('[data-testid="event-list"] li[data-kind="webhook.document"]')
      .filter({ hasText: email });
    await expect(received).toHaveCount(c.deliveries);
    await expect(received.first()).toContainText(`status: ${c.status}`);
  });
}

test('the email option: onEmail, the outbox holds the phone link, a new tab opens it; an expired link says so', async ({
  page,
  stack,
}) => {
  const { capture, email } = await handoffScreen(page, stack, 'dcamspluspass');
  const link = (await capture.getByTestId('handoff-link').textContent()) ?? '';
  // The capture page's sandbox-only "simulate the phone" opens the same link in a new tab.
  const popup = page.waitForEvent('popup');
  await capture.getByTestId('handoff-simulate-phone').click();
  const tab = await popup;
  await expect(tab).toHaveURL(link);
  await tab.close();
  await capture.getByTestId('capture-email').click();
  await expect(page.getByTestId('modal-callbacks').locator('li')).toHaveText([/^onOpen/, /^onEmail/]);
  const [sent, ...more] = await readOutbox(stack.admin_url, email);
  expect(more).toEqual([]);
  expect(sent).toMatchObject({ kind: 'capture.handoff', to: email, link });
  await expect(page.getByTestId('handoff-state')).toHaveText('Waiting for the phone');
  await expect(page.getByTestId('outbox').locator('a')).toHaveAttribute('href', link);

  const handoffId = link.split('/').pop() ?? '';
  const expired = await fetch(`${stack.admin_url}/handoffs/${handoffId}/expire`, { method: 'POST' });
  expect(expired.status).toBe(200);
  await expect(capture.getByTestId('email-sent-status')).toContainText('This link has expired');
  const phone = await continueOnPhone(page, { device: 'iPhone 13', link: sent!.link });
  await expect(phone.locator('body')).toHaveAttribute('data-state', 'link-expired');
  await expect(phone.getByText('This link has expired')).toBeVisible();
  await phone.context().close();
});

test('the VX journey (4.4): the QR of its intro opens it on a Pixel 7; the desktop shows PASS and posts it once', async ({
  page,
  stack,
}) => {
  await openDemo(page, stack, 'hosted');
  await createSession(page);
  await spyOnMessages(page);
  const desktop = journey(page);
  await desktop.getByTestId('journey-use-phone').click();
  await expect(desktop.getByTestId('handoff-status')).toHaveText('Waiting for your phone…');
  const link = await decodeQr(desktop);
  expect(link).toMatch(new RegExp(`^${stack.sandbox_frontend}/phone/journey/[\\w-]{24}$`));

  const phone = await continueOnPhone(page, { device: 'Pixel 7', link });
  await expect(desktop.getByTestId('handoff-status')).toContainText('Your phone is connected');
  await expect(phone.getByTestId('journey-continue-on-computer')).toBeVisible(); // setting absent: shown
  expect(await completeHostedJourney(phone, { document: 'pass', selfie: 'pass', phone: 'pass' })).toBe(
    'pass',
  );

  await expect(desktop.locator('body')).toHaveAttribute('data-state', 'pass');
  const outcome = page.getByTestId('outcome');
  await expect(outcome).toHaveAttribute('data-confirmed', 'true');
  await expect(outcome).toContainText('PASS');
  await phone.reload();
  await expect(phone.locator('body')).toHaveAttribute('data-state', 'link-used');
  await phone.context().close();

  // The journey frame posted PASS once (the phone has no parent; the desktop stopped following at the end,
  // and the steps above outlast several of its poll periods).
  expect((await seenMessages(page)).filter((m) => m.data === 'PASS')).toHaveLength(1);
});

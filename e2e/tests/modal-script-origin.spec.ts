import type { Frame, Page } from '@playwright/test';
import { testPersons } from '@veriframe/sandbox/test-data';
import { type AttackerSite, startAttacker } from '../support/attacker';
import {
  type ModalHost,
  type RecordedCallback,
  type RecordedMessage,
  startModalHost,
} from '../support/modal-host';
import { signedInCookie } from '../support/people';
import { type StackInfo, stackInfo } from '../support/stack-info';
import { test as base, expect } from '../support/test';

/** The merchant page is the same for every test: one server per worker, not one per test. */
const test = base.extend<object, { host: ModalHost }>({
  host: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern
    async ({}, use) => {
      const host = await startModalHost(stackInfo().sandbox_frontend);
      await use(host);
      await host.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * The vendor modal script (`modal.js`, served by the sandbox from its hosted-pages origin) on a merchant page of
 * its own, with no Veriframe code in between: it must turn only messages from its own capture iframe, on exactly
 * the hosted-pages origin, into browser callbacks (6.2). Every forged message below is shaped exactly as the
 * capture page shapes its messages, one per callback type; a spy proves each reached the page before the test
 * asserts that nothing but `onOpen` fired and the modal is still open. Then the genuine capture page, in the same
 * iframe, is still heard.
 */

/** One message per type the capture page can post, shaped exactly like capture.js's `post()`. */
const forgedMessages: Record<string, string>[] = [
  { source: 'sandbox-verify', type: 'success', status: 'PASS' },
  { source: 'sandbox-verify', type: 'failure', status: 'FAIL' },
  { source: 'sandbox-verify', type: 'email' },
  { source: 'sandbox-verify', type: 'qr' },
  { source: 'sandbox-verify', type: 'error' },
  { source: 'sandbox-verify', type: 'error-token' },
  { source: 'sandbox-verify', type: 'error-pending' },
  { source: 'sandbox-verify', type: 'error-already-verified' },
  { source: 'sandbox-verify', type: 'error-velocity' },
  { source: 'sandbox-verify', type: 'close' },
];

/** A fresh customer email, for the cases that never reach the proxy (no velocity or already-verified state). */
const freshEmail = () => `modal-origin-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * A document token for a fresh person of the demo (signed in through its sign-in route, as the proxy serves
 * only the person its `identify` names), with the email the proxy chose for that person: the modal's customer
 * email, so the callback maps to the person.
 */
async function documentToken(stack: StackInfo): Promise<{ token: string; email: string }> {
  const response = await fetch(`${stack.proxy_url}/api/veriframe/document/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: await signedInCookie(stack) },
    body: '{}',
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { token: string; email?: string };
  return { token: body.token, email: body.email ?? freshEmail() };
}

/**
 * 4.8 parameters for the sandbox's adult test person with a canned last name, as a fresh customer (a new person
 * each time, so no velocity or already-verified state).
 */
function customer(
  { token, email }: { token: string; email: string },
  ln: string,
  extra: Record<string, unknown> = {},
) {
  const { fn, addr, city, state, zip, dob } = testPersons.adult;
  return { token, fn, ln, addr, city, state, zip, dob: dob ?? '', email, ...extra };
}

const callbacks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __callbacks: RecordedCallback[] }).__callbacks);
const callbackNamesOf = async (page: Page) => (await callbacks(page)).map((c) => c.name);
const messages = (page: Page) =>
  page.evaluate(() => (window as unknown as { __messages: RecordedMessage[] }).__messages);

/** Opens the merchant page and calls its `openModal(params)`. */
async function startModal(page: Page, host: ModalHost, params: Record<string, unknown>): Promise<void> {
  await page.goto(`${host.origin}/checkout`);
  await page.evaluate((p) => (window as unknown as { openModal(p: unknown): void }).openModal(p), params);
}

/**
 * Opens the modal for a fresh customer with last name `ln` and a real document token, and waits for the capture
 * page; returns the modal's iframe (the same Frame across navigations).
 */
async function openModal(
  page: Page,
  host: ModalHost,
  stack: StackInfo,
  ln: string,
  extra: Record<string, unknown> = {},
): Promise<{ frame: Frame; captureUrl: string }> {
  await startModal(page, host, customer(await documentToken(stack), ln, extra));
  await expect(page.locator('#sv-modal')).toBeVisible();
  const frame = await (await page.locator('#sv-modal').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the modal iframe has no frame');
  await expect.poll(() => frame.url()).toMatch(/\/capture\?/);
  await frame.waitForLoadState('load');
  expect(await callbackNamesOf(page)).toEqual(['onOpen']);
  return { frame, captureUrl: frame.url() };
}

/** Posts every forged message to the top page from inside `from`'s window. */
async function postForged(from: Frame | Page): Promise<void> {
  await from.evaluate((list) => {
    for (const message of list) window.top?.postMessage(message, '*');
  }, forgedMessages);
}

/**
 * Waits until the spy saw all forged messages from `origin` (with the given source relation), then checks that
 * no callback fired and the modal is still open. The modal's listener runs in the same dispatch as the spy's, so
 * once the spy has seen a message, the modal has already decided on it.
 */
async function expectIgnored(page: Page, origin: string, fromModalFrame: boolean): Promise<void> {
  await expect
    .poll(async () => (await messages(page)).filter((m) => m.origin === origin).map((m) => m.data))
    .toEqual(expect.arrayContaining(forgedMessages));
  const arrived = (await messages(page)).filter((m) => m.origin === origin);
  expect(arrived.every((m) => m.fromModalFrame === fromModalFrame)).toBe(true);
  expect(await callbackNamesOf(page)).toEqual(['onOpen']);
  await expect(page.locator('#sv-modal')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/sv-modal-open/);
}

/** The genuine capture page, loaded again in the same iframe, scans a document: `onSuccess` / `onFailure`. */
async function genuineScan(page: Page, frame: Frame, captureUrl: string, expected: RecordedCallback) {
  if (frame.url() !== captureUrl) await frame.goto(captureUrl);
  const capture = page.frameLocator('#sv-modal');
  await capture.getByTestId('capture-start').click();
  await capture.getByTestId('capture-scan').click();
  await expect.poll(() => callbacks(page)).toEqual([{ name: 'onOpen', payload: {} }, expected]);
}

test.describe('modal.js accepts messages only from its own capture iframe on the exact hosted origin', () => {
  let attacker: AttackerSite | undefined;
  test.afterEach(async () => {
    await attacker?.close();
    attacker = undefined;
  });

  test('a genuine-looking message from another origin fires no callback', async ({ page, host, stack }) => {
    const { frame, captureUrl } = await openModal(page, host, stack, 'dcamspluspass');

    // The merchant page's own window (its own origin, not the modal's iframe).
    await postForged(page);
    await expectIgnored(page, host.origin, false);

    // The modal's own iframe window, navigated to a page on another loopback origin: only the origin is wrong.
    attacker = await startAttacker();
    await frame.goto(`${attacker.origin}/`);
    await postForged(frame);
    await expectIgnored(page, attacker.origin, true);

    await genuineScan(page, frame, captureUrl, { name: 'onSuccess', payload: { status: 'PASS' } });
  });

  test('a message from the right origin but another window fires no callback', async ({
    page,
    host,
    stack,
  }) => {
    const { frame, captureUrl } = await openModal(page, host, stack, 'dcamspluspass');

    // A second, real capture page of the hosted origin beside the modal's iframe. Its token is bad, so on load it
    // posts a genuine `error-token` to this page by itself; then it posts every other type too.
    await page.evaluate(
      (src) => {
        const impostor = document.createElement('iframe');
        impostor.id = 'impostor';
        impostor.title = 'impostor';
        impostor.src = src;
        document.body.append(impostor);
      },
      `${stack.sandbox_frontend}/capture?${new URLSearchParams({ ...customer({ token: 'not-a-token', email: freshEmail() }, 'dcamspluspass'), parent_origin: host.origin })}`,
    );
    const impostor = await (await page.locator('#impostor').elementHandle())?.contentFrame();
    if (!impostor) throw new Error('the impostor iframe has no frame');
    await expect
      .poll(() => messages(page))
      .toContainEqual({
        origin: stack.sandbox_frontend,
        data: { source: 'sandbox-verify', type: 'error-token' },
        fromModalFrame: false,
      });
    await postForged(impostor);
    await expectIgnored(page, stack.sandbox_frontend, false);

    await genuineScan(page, frame, captureUrl, { name: 'onSuccess', payload: { status: 'PASS' } });
    // The genuine message came from the same origin as the forged ones; only its window differs.
    expect(
      (await messages(page)).filter((m) => m.origin === stack.sandbox_frontend && m.fromModalFrame),
    ).toEqual([
      {
        origin: stack.sandbox_frontend,
        data: { source: 'sandbox-verify', type: 'success', status: 'PASS' },
        fromModalFrame: true,
      },
    ]);
  });

  test('a message from an origin that only starts with the right one fires no callback', async ({
    page,
    host,
    stack,
  }) => {
    attacker = await startAttacker(stack.prefix_attacker_port);
    expect(attacker.origin.startsWith(stack.sandbox_frontend)).toBe(true);
    expect(attacker.origin).not.toBe(stack.sandbox_frontend);
    const { frame, captureUrl } = await openModal(page, host, stack, 'dcamsplusfail');

    // The modal's own iframe window on http://127.0.0.1:P0 while the modal trusts http://127.0.0.1:P.
    await frame.goto(`${attacker.origin}/`);
    await postForged(frame);
    await expectIgnored(page, attacker.origin, true);

    await genuineScan(page, frame, captureUrl, { name: 'onFailure', payload: { status: 'FAIL' } });
  });
});

test.describe('modal.js still hears its genuine capture page', () => {
  test('scan then close: onOpen, onSuccess with the status, onClose', async ({ page, host, stack }) => {
    const { frame, captureUrl } = await openModal(page, host, stack, 'dcamspluspass');
    await genuineScan(page, frame, captureUrl, { name: 'onSuccess', payload: { status: 'PASS' } });
    await page.frameLocator('#sv-modal').getByTestId('capture-done-success').click();
    await expect.poll(() => callbackNamesOf(page)).toEqual(['onOpen', 'onSuccess', 'onClose']);
    await expect(page.locator('#sv-modal')).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/sv-modal-open/);
  });

  test('phone hand-off: onQr, then onEmail', async ({ page, host, stack }) => {
    await openModal(page, host, stack, 'dcamspluspass', { qr: true });
    const capture = page.frameLocator('#sv-modal');
    await capture.getByTestId('capture-use-phone').click();
    await capture.getByTestId('capture-qr-done').click();
    await expect.poll(() => callbackNamesOf(page)).toEqual(['onOpen', 'onQr']);
    await capture.getByTestId('capture-email').click();
    await expect.poll(() => callbackNamesOf(page)).toEqual(['onOpen', 'onQr', 'onEmail']);
  });

  test('a bad token: onErrorToken', async ({ page, host }) => {
    await startModal(page, host, customer({ token: 'not-a-token', email: freshEmail() }, 'dcamspluspass'));
    await expect.poll(() => callbackNamesOf(page)).toEqual(['onOpen', 'onErrorToken']);
  });
});

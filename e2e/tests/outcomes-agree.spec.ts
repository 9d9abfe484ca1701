import type { Page } from '@playwright/test';
import { createSession, journey } from '../support/hosted';
import type { StackInfo } from '../support/stack-info';
import { expect, openDemo, test } from '../support/test';

// Every outcome tells one truth (issue 42): what the person sees, what the hook reports (as the demo shows it),
// what the backend knows (a read through the proxy) and what the webhooks or callbacks say never contradict one
// another, for each canned document outcome (3.3) and each hosted journey end (3.2).

/** The proxy's answer to the signed-in person's own read, made from the demo's page (its cookie, its origin). */
async function proxyRead(page: Page, method: 'GET' | 'POST', path: string): Promise<Record<string, unknown>> {
  return page.evaluate(
    async ({ method, path }) => {
      const response = await fetch(`/api/veriframe${path}`, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? '{}' : undefined,
      });
      return (await response.json()) as Record<string, unknown>;
    },
    { method, path },
  );
}

/** The event log's entries of `kind` that mention `text`, oldest first. */
async function logged(page: Page, stack: StackInfo, kind: string, text: string) {
  await page.goto(`${stack.url}/#/events`);
  return page.locator(`[data-testid="event-list"] li[data-kind="${kind}"]`).filter({ hasText: text });
}

const finalFailure = { title: 'Verification Failed', subtitle: 'We could not confirm your identity.' };
const underReview = { title: 'Under Review', subtitle: 'Your document is pending manual review' };
const success = { title: 'Verification Success', subtitle: 'You have passed verification' };

const documentCases = [
  { ln: 'dcamspluspass', selfie: false, seen: success, tone: 'success', first: 'PASS', final: 'PASS' },
  { ln: 'dcamsplusfail', selfie: false, seen: finalFailure, tone: 'error', first: 'FAIL', final: 'FAIL' },
  {
    ln: 'dcamsplusfailmanualpass',
    selfie: false,
    seen: underReview,
    tone: 'pending',
    first: 'PENDING',
    final: 'PASS',
  },
  {
    ln: 'dcamsplusfailmanualfail',
    selfie: false,
    seen: underReview,
    tone: 'pending',
    first: 'PENDING',
    final: 'FAIL',
  },
  {
    ln: 'dcamspluspassselfiematch',
    selfie: true,
    seen: success,
    tone: 'success',
    first: 'PASS',
    final: 'PASS',
  },
  {
    ln: 'dcamspluspassselfienomatch',
    selfie: true,
    seen: finalFailure,
    tone: 'error',
    first: 'FAIL',
    final: 'FAIL',
  },
] as const;

test.describe('the four views agree: document modal', () => {
  for (const c of documentCases) {
    test(`${c.ln}: page, hook, backend and callbacks say ${c.first === c.final ? c.final : `${c.first}, then ${c.final}`}`, async ({
      page,
      stack,
    }) => {
      // A new browser context per test: a new person, with no verification yet.
      await openDemo(page, stack, 'document');
      await page.getByRole('radio', { name: new RegExp(`^${c.ln}\\b`) }).check();
      const email = (await page.getByTestId('status-email').textContent()) ?? '';
      await expect(page.getByTestId('modal-state')).toHaveText('Ready');
      await page.getByRole('button', { name: 'Scan a document' }).click();
      const capture = page.frameLocator(`iframe[src^="${stack.sandbox_frontend}/capture"]`);
      await capture.getByTestId('capture-start').click();
      await capture.getByTestId('capture-scan').click();
      if (c.selfie) await capture.getByTestId('capture-selfie').click();

      // 1. What the person sees in the capture page.
      const title = capture.getByTestId('capture-result-title').filter({ visible: true });
      await expect(title).toHaveText(c.seen.title);
      await expect(capture.getByTestId('capture-result-subtitle').filter({ visible: true })).toHaveText(
        c.seen.subtitle,
      );
      // 2. What the hook reports (the demo shows useDocumentModal's message and the callback with its status).
      const message = page.getByTestId('modal-message');
      await expect(message).toHaveAttribute('data-tone', c.tone);
      await expect(message).toContainText(c.seen.title);
      await expect(page.getByTestId('modal-callbacks').locator('li').last()).toContainText(
        `"status":"${c.first}"`,
      );
      // 3. What the backend knows: the user status through the proxy, and the page's own reading of it.
      expect(await proxyRead(page, 'POST', '/document/status')).toMatchObject({ status: c.first });
      await expect(page.getByTestId('user-status')).toHaveAttribute('data-status', c.first);
      const explained = page.getByTestId('outcome-explained');
      await expect(explained).toHaveAttribute('data-agree', 'true');
      if (c.ln === 'dcamspluspassselfienomatch') {
        // The document passed; only the selfie failed, and the backend's issue says so.
        await expect(page.locator('.document-status')).toContainText('SELFIE DOES NOT MATCH DOCUMENT');
      }
      if (c.first === 'PENDING') {
        // A manual review is no outcome: never "Confirmed", and the way on (the sandbox clock) is said.
        await expect(page.getByTestId('confirmed-outcome')).toHaveCount(0);
        await expect(page.getByTestId('review-waiting')).toContainText('Not final: PENDING');
        await expect(page.getByTestId('review-waiting')).toContainText('+91 s');
        // The modal covers the page: closed first, as the person would, then the clock moved.
        await capture.locator('[data-testid^="capture-done-"]:visible').click();
        await page.getByTestId('sandbox-advance-91').click();
        await expect(page.getByTestId('user-status')).toHaveAttribute('data-status', c.final);
        expect(await proxyRead(page, 'POST', '/document/status')).toMatchObject({ status: c.final });
        await expect(page.getByTestId('confirmed-outcome')).toContainText(`Confirmed: ${c.final}`);
        // What the person saw (under review) was true then; the page says the review decided since.
        await expect(explained).toHaveAttribute('data-agree', 'false');
        await expect(explained).toContainText('The review has decided since');
      } else {
        await expect(page.getByTestId('confirmed-outcome')).toContainText(`Confirmed: ${c.final}`);
      }
      // 4. What the document callbacks said, as the proxy's receiver verified them, in order.
      const callbacks = await logged(page, stack, 'webhook.document', email);
      // A selfie case uploads as PENDING (the selfie is awaited), a manual one as PENDING (under review).
      const said = c.selfie || c.first === 'PENDING' ? ['PENDING', c.final] : [c.final];
      // The log is newest first.
      await expect(callbacks).toHaveCount(said.length);
      for (const [i, status] of [...said].reverse().entries()) {
        await expect(callbacks.nth(i)).toContainText(`verification status: ${status}`);
      }
    });
  }
});

const hostedCases = [
  {
    name: 'every step passes',
    steps: { document: 'pass', selfie: 'pass', phone: 'pass' },
    screen: success,
    backend: 'PASS',
    webhooks: ['PASS', 'PASS', 'PASS'],
  },
  {
    name: 'the document fails',
    steps: { document: 'fail' },
    screen: finalFailure,
    backend: 'FAIL',
    webhooks: ['FAIL'],
  },
  {
    name: 'the selfie does not match',
    steps: { document: 'pass', selfie: 'fail' },
    screen: finalFailure,
    backend: 'FAIL',
    webhooks: ['PASS', 'FAIL'],
  },
  {
    name: 'manual review, then two passing steps',
    steps: { document: 'review', selfie: 'pass', phone: 'pass' },
    screen: { title: 'Verification in review', subtitle: 'We need a little more time' },
    backend: 'PENDING',
    webhooks: ['PENDING', 'PENDING', 'PENDING'],
    ended: 'manual review',
  },
  {
    name: 'more information required at the last step',
    steps: { document: 'pass', selfie: 'pass', phone: 'pending' },
    // No review is coming: the page asks for nothing it cannot collect and promises no review.
    screen: { title: 'More information needed', subtitle: 'We need more information to finish' },
    backend: 'PENDING',
    webhooks: ['PASS', 'PASS', 'PENDING'],
    ended: 'more information',
  },
] as const;

test.describe('the four views agree: hosted journey', () => {
  for (const c of hostedCases) {
    test(`${c.name}: page, hook, backend and webhooks say ${c.backend}`, async ({ page, stack }) => {
      await openDemo(page, stack, 'hosted');
      const requestId = await createSession(page);
      const frame = journey(page);
      await frame.getByTestId('journey-start').click();
      const steps = Object.entries(c.steps);
      for (const [index, [component, outcome]] of steps.entries()) {
        await frame.getByTestId(`${component}-${outcome}`).click();
        if (index === 0 && steps.length === 3) {
          // Progress is not a result: after step 1 of 3 every view says "so far".
          const status = page.getByTestId('service-status');
          await expect(status).toHaveAttribute('data-steps', '1');
          await expect(status).toContainText('so far');
          await expect(status).toContainText('after step 1 of 3');
          await page
            .getByRole('button', { name: /^Open as .*: session/ })
            .first()
            .click();
          await expect(page.getByTestId('lookup-results')).toContainText(
            /status so far \w+, after step 1 of 3/,
          );
        }
      }
      // 1. What the person sees in the hosted page.
      await expect(frame.getByTestId('result-title').filter({ visible: true })).toHaveText(c.screen.title);
      await expect(frame.getByTestId('result-subtitle').filter({ visible: true })).toContainText(
        c.screen.subtitle,
      );
      // 2. What the hook reports, as the demo shows it.
      if ('ended' in c) {
        // No PASS or FAIL message: the journey ended without a decision, and the page says what happens next.
        await expect(page.getByTestId('outcome')).toHaveCount(0);
        const status = page.getByTestId('service-status');
        await expect(status).toHaveAttribute('data-ended', 'true');
        await expect(status).toContainText(`journey ended: ${c.backend}`);
        await expect(status).toContainText(c.ended);
        await expect(status).not.toContainText('a later step can still change it');
      } else {
        const outcome = page.getByTestId('outcome');
        await expect(outcome).toHaveAttribute('data-confirmed', 'true');
        await expect(outcome).toContainText(c.backend);
        await expect(page.getByTestId('outcome-explained')).toHaveAttribute('data-agree', 'true');
        await expect(page.getByTestId('outcome-explained')).toContainText(c.screen.title);
      }
      // 3. What the backend knows: the session result through the proxy.
      const read = await proxyRead(page, 'GET', `/vx/sessions/${requestId}`);
      expect(read).toMatchObject({ status: 'complete', result: { status: c.backend } });
      // 4. What each webhook said: the session's status so far, step by step (the log is newest first).
      const hooks = await logged(page, stack, 'webhook.vx', requestId);
      await expect(hooks).toHaveCount(c.webhooks.length);
      for (const [i, status] of [...c.webhooks].reverse().entries()) {
        await expect(hooks.nth(i)).toContainText(`session status so far (after this step): ${status}`);
      }
    });
  }
});

test('an armed fault met by the hover is told: on the page and in the event log', async ({ page, stack }) => {
  await openDemo(page, stack, 'hosted');
  await page.getByTestId('sandbox-faults').locator('summary').click();
  await page.getByTestId('fault-vx-503').click();
  await expect(page.getByTestId('active-faults')).toContainText('error POST /vx/');
  const create = page.getByRole('button', { name: 'Create session' });
  await create.hover();
  // The preload met the fault (the proxy answers 502) and the phase went back to idle.
  await expect(page.getByTestId('active-faults')).toHaveCount(0);
  await expect(create).toHaveAttribute('data-phase', 'idle');
  await createSession(page);
  await expect(page.getByTestId('preload-error')).toContainText('preparing the session');
  await expect(page.getByTestId('preload-error')).toContainText('HTTP 502');
  await page.goto(`${stack.url}/#/events`);
  await expect(
    page.locator('[data-testid="event-list"] li[data-kind="sandbox.fault used"]').first(),
  ).toContainText('The armed fault (error 503) answered POST /vx/');
});

test('the quiz counts down on the sandbox clock: +91 s ends the time the service gives', async ({
  page,
  stack,
}) => {
  await openDemo(page, stack, 'quiz');
  const quiz = page.getByTestId('quiz');
  await quiz.getByRole('button', { name: 'Start the questions' }).click();
  const countdown = quiz.getByRole('timer');
  await expect(countdown).toContainText(/1:[23]\d/);
  await page.getByTestId('sandbox-advance-91').click();
  await expect(countdown).toContainText('0:00');
});

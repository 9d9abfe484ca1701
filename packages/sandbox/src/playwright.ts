/**
 * Playwright drivers of the sandbox's real hosted pages, and a per-worker sandbox fixture. They click the pages'
 * own buttons (selected by `data-testid`, never by text, so a restyled or translated page still works) and wait
 * for the page's own `data-state`, so every message the host page gets is the one the real page sends.
 * `@playwright/test` is an optional peer dependency: only this entry point needs it.
 */
import {
  test as base,
  devices,
  expect,
  type Frame,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';
import { SandboxAdmin } from './admin-client';
import {
  type JourneyEnd,
  journeyEndScreens as journeyEnds,
  journeyScreens,
} from './areas/hosted/journey-screens';
import type { OutboxEmail } from './kernel/outbox';
import { type RunningSandbox, type StartSandboxOptions, startSandbox } from './start';
import type { TestPerson } from './test-data';

export type { JourneyEnd } from './areas/hosted/journey-screens';
export type { OutboxEmail } from './kernel/outbox';

/** Where the hosted page lives: the iframe's `FrameLocator` (usual), its `Frame`, or a `Page` opened on the link. */
export type HostedScope = Page | Frame | FrameLocator;

export type DocumentOutcome = 'pass' | 'fail' | 'review';
export type SelfieOutcome = 'pass' | 'fail';
export type PhoneOutcome = 'pass' | 'fail' | 'pending';

function stateOf(scope: HostedScope): Locator {
  return scope.locator('body');
}

async function waitForState(
  scope: HostedScope,
  states: readonly string[],
  timeout = 15_000,
): Promise<string> {
  const body = stateOf(scope);
  await expect(body).toHaveAttribute('data-state', new RegExp(`^(${states.join('|')})$`), { timeout });
  return (await body.getAttribute('data-state')) ?? '';
}

/**
 * Walks the hosted VX journey (intro, document, selfie, phone) choosing each step's outcome, and returns the end
 * screen it reached. A step left out is not reached (the journey stops at the first FAIL, as the service does).
 * The end screen is a hint: the outcome is final when your server reads the session result (or gets the webhook).
 *
 * @example
 * const end = await completeHostedJourney(page.frameLocator('iframe[title^="Identity"]'), { document: 'pass', selfie: 'pass', phone: 'fail' });
 * expect(end).toBe('fail');
 */
export async function completeHostedJourney(
  scope: HostedScope,
  outcomes: { document: DocumentOutcome; selfie?: SelfieOutcome; phone?: PhoneOutcome },
): Promise<JourneyEnd> {
  await waitForState(scope, journeyScreens);
  const start = scope.getByTestId('journey-start');
  if (await start.isVisible()) await start.click();
  const steps: [string, string | undefined][] = [
    ['document', outcomes.document],
    ['selfie', outcomes.selfie],
    ['phone', outcomes.phone],
  ];
  for (const [component, outcome] of steps) {
    const state = await waitForState(scope, [component, ...journeyEnds]);
    if (state !== component) return state as JourneyEnd;
    if (!outcome)
      throw new Error(`completeHostedJourney: the journey asks for ${component}, but no outcome was given`);
    await scope.getByTestId(`${component}-${outcome}`).click();
  }
  return (await waitForState(scope, journeyEnds)) as JourneyEnd;
}

/** The document capture page's end screens (`body[data-state]`). */
export type CaptureEnd = string;

/** A capture page state past the scan: anything but its loading, intro, scan, processing and selfie screens. */
const captureEndState = /^(?!loading|intro|scan|processing|selfie)/;

/**
 * Scans a document in the capture page the document modal opened. The canned last name (`dcamspluspass`,
 * `dcamsplusfail`, ...) is the `ln` your page passed to the modal; give it to check the page got the right one.
 * Takes the selfie when the page asks for it. Returns the capture page's end state (e.g. `pass`, `failure-final`,
 * `pending`, `error-velocity`).
 *
 * @example
 * const end = await scanDocument(page.frameLocator('iframe[src*="/capture"]'), { lastName: 'dcamspluspass' });
 */
export async function scanDocument(
  scope: HostedScope,
  options: { lastName?: string; selfie?: boolean } = {},
): Promise<CaptureEnd> {
  const body = stateOf(scope);
  await expect(body).not.toHaveAttribute('data-state', 'loading');
  // The phone page of a hand-off carries no parameters in its URL: the desktop's are used.
  const phonePage = (await body.getAttribute('data-mode')) === 'phone';
  if (options.lastName !== undefined && !phonePage) {
    const ln = await body.evaluate(() => new URLSearchParams(location.search).get('ln'));
    if (ln !== options.lastName) {
      throw new Error(
        `scanDocument: the capture page was opened for ln=${JSON.stringify(ln)}, not ${JSON.stringify(options.lastName)}`,
      );
    }
  }
  await scope.getByTestId('capture-start').click();
  await scope.getByTestId('capture-scan').click();
  const selfie = scope.getByTestId('capture-selfie');
  const next = await Promise.race([
    selfie.waitFor({ state: 'visible' }).then(() => 'selfie' as const),
    expect(body)
      .toHaveAttribute('data-state', captureEndState, { timeout: 15_000 })
      .then(() => 'end' as const),
  ]);
  if (next === 'selfie' && options.selfie !== false) {
    await selfie.click();
    await expect(body).toHaveAttribute('data-state', captureEndState, { timeout: 15_000 });
  }
  return (await body.getAttribute('data-state')) ?? '';
}

/** Phone profiles `continueOnPhone` knows (Playwright's device descriptors). */
export type PhoneDevice = 'iPhone 13' | 'iPhone 15' | 'Pixel 5' | 'Pixel 7';

/** The capture page (a frame of `page`, or `page` itself) that shows a hand-off link. */
async function handoffLinkOf(page: Page): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const frame of page.frames()) {
      const link = frame.locator('[data-testid="handoff-link"]');
      if ((await link.count()) && (await link.isVisible())) {
        const text = (await link.textContent())?.trim() ?? '';
        if (text) return text;
      }
    }
    await page.waitForTimeout(100);
  }
  throw new Error(
    'continueOnPhone: no capture page on this page shows the hand-off QR code (pass qr: true and open it)',
  );
}

/**
 * Continues a document capture on a phone: reads the one-time link of the QR code the capture page on `page`
 * shows (in the modal's iframe or as the page itself), opens it in a new browser context that emulates the
 * phone (`device`, default `iPhone 13`; viewport, user agent, touch) and returns the phone's page, on the phone
 * capture screen. Close its context when done (`await phone.context().close()`). `link` skips the reading, for
 * a link from the outbox or a decoded QR image.
 *
 * @example
 * await frame.getByTestId('capture-use-phone').click();
 * const phone = await continueOnPhone(page, { device: 'Pixel 7' });
 * expect(await scanDocument(phone)).toBe('success'); // the desktop then shows the same outcome
 */
export async function continueOnPhone(
  page: Page,
  options: { device?: PhoneDevice; link?: string } = {},
): Promise<Page> {
  const link = options.link ?? (await handoffLinkOf(page));
  const browser = page.context().browser();
  if (!browser) throw new Error('continueOnPhone: the page has no browser to open a phone context in');
  const { defaultBrowserType: _type, isMobile, ...profile } = devices[options.device ?? 'iPhone 13'];
  // Firefox has no mobile emulation: there the phone is its viewport, user agent and touch.
  const mobile = browser.browserType().name() === 'firefox' ? {} : { isMobile };
  const context = await browser.newContext({ ...profile, ...mobile });
  const phone = await context.newPage();
  await phone.goto(link);
  await expect(stateOf(phone)).not.toHaveAttribute('data-state', 'loading');
  return phone;
}

/**
 * The emails the sandbox "sent" to `address` (link/generate with `send_email`, the hand-off's email option),
 * oldest first. Nothing ever leaves the machine; each email's `link` opens the capture or the phone page.
 *
 * @example
 * const [email] = await readOutbox(sandbox.admin, 'ada@example.test');
 * const phone = await continueOnPhone(page, { link: email.link });
 */
export async function readOutbox(admin: SandboxAdmin | string, address: string): Promise<OutboxEmail[]> {
  const client = typeof admin === 'string' ? new SandboxAdmin(admin) : admin;
  return client.outbox(address);
}

/**
 * Answers the knowledge quiz of `@veriframe/react` (`<KnowledgeQuiz>`) for a test person: `'right'` picks the
 * person's own state, city, ZIP and address (a PASS), `'wrong'` picks "None of the above" everywhere (REVIEW with
 * `QUESTION CHECK FAILED`), then submits. Questions are found by their `data-question-type`.
 *
 * @example
 * await answerQuiz(page, testPersons.adult, 'right');
 */
export async function answerQuiz(
  scope: Page | Frame | FrameLocator | Locator,
  person: TestPerson,
  mode: 'right' | 'wrong',
) {
  const right: Record<string, string> = {
    state: person.state,
    city: person.city,
    zip5: person.zip,
    address: person.addr,
  };
  const questions = scope.locator('fieldset[data-question-type]');
  await expect(questions.first()).toBeVisible();
  for (const question of await questions.all()) {
    const type = (await question.getAttribute('data-question-type')) ?? '';
    const value = mode === 'right' ? right[type] : 'None of the above';
    if (value === undefined) throw new Error(`answerQuiz: no right answer known for a "${type}" question`);
    await question.locator(`input[type="radio"][value="${value.replaceAll('"', '\\"')}"]`).check();
  }
  await scope.locator('[data-quiz-submit]').click();
}

/**
 * Moves the sandbox's virtual clock (manual review, link expiry, quiz countdown, webhook retries).
 *
 * @example
 * await advanceClock(sandbox.admin, 90); // a manual review decides
 */
export async function advanceClock(admin: SandboxAdmin, seconds: number): Promise<void> {
  await admin.advance(seconds);
}

/** The fixtures `test` adds: a sandbox per worker, reset before each test. */
export interface SandboxFixtures {
  sandbox: RunningSandbox;
}
export interface SandboxWorkerFixtures {
  workerSandbox: RunningSandbox;
  /** Options for the worker's sandbox; override with `test.use({ sandboxOptions: { seed: '1' } })`. */
  sandboxOptions: StartSandboxOptions;
}

/**
 * Playwright's `test` with a sandbox per worker (free ports, closed when the worker ends) and a reset before
 * each test, so tests never see each other's sessions, faults or clock.
 *
 * @example
 * import { test, expect, completeHostedJourney } from '@veriframe/sandbox/playwright';
 * test('pass', async ({ page, sandbox }) => { await page.goto(`${appUrl}?vx=${sandbox.urls.vx_url}`); ... });
 */
export const test = base.extend<SandboxFixtures, SandboxWorkerFixtures>({
  sandboxOptions: [{}, { scope: 'worker', option: true }],
  workerSandbox: [
    async ({ sandboxOptions }, use) => {
      const sandbox = await startSandbox(sandboxOptions);
      await use(sandbox);
      await sandbox.close();
    },
    { scope: 'worker' },
  ],
  sandbox: async ({ workerSandbox }, use) => {
    await workerSandbox.admin.reset();
    await use(workerSandbox);
  },
});

export { expect };

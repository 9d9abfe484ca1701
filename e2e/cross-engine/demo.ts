import type { StackInfo } from '../support/stack-info';
import { byText, type EngineSession, type Scope, until } from './scope';

/** What e2e/support/hosted.ts does with Playwright, for the other engines. */
export const journeyFrame = 'iframe[title="Identity verification (sandbox)"]';

/** Opens a demo page by its hash route and waits for the app and its event stream. */
export async function openDemo(session: EngineSession, stack: StackInfo, route: string): Promise<void> {
  await session.goto(`${stack.url}/#/${route}`);
  await session.top.text('main h1');
  await until('the event stream', async () => (await session.top.count(byText('*', 'Events live'))) > 0);
}

/** Waits until the element's textContent matches. */
export function waitForText(scope: Scope, selector: string, pattern: RegExp): Promise<string> {
  return until(`${selector} to read ${pattern}`, async () => {
    const text = await scope.text(selector);
    return pattern.test(text) ? text : '';
  });
}

/** Waits until the element's attribute has this value. */
export function waitForAttribute(scope: Scope, selector: string, name: string, value: string) {
  return until(
    `${selector}[${name}="${value}"]`,
    async () => (await scope.attribute(selector, name)) === value,
  );
}

/** Waits until nothing matches the selector. */
export function waitForNone(scope: Scope, selector: string) {
  return until(`no ${selector}`, async () => (await scope.count(selector)) === 0);
}

/** Creates a session on the demo's hosted page; the journey's intro is showing when it returns. */
export async function createSession(scope: Scope): Promise<void> {
  await scope.click(byText('button', 'Create session'));
  await scope.frame(journeyFrame).text('[data-testid="journey-start"]');
}

/** Clicks through the journey steps with the given outcomes. */
export async function walkJourney(
  scope: Scope,
  outcomes: { document: string; selfie?: string; phone?: string },
  frameSelector = journeyFrame,
): Promise<void> {
  const frame = scope.frame(frameSelector);
  await frame.click('[data-testid="journey-start"]');
  await frame.click(`[data-testid="document-${outcomes.document}"]`);
  if (outcomes.selfie) await frame.click(`[data-testid="selfie-${outcomes.selfie}"]`);
  if (outcomes.phone) await frame.click(`[data-testid="phone-${outcomes.phone}"]`);
}

/** The confirmed outcome line reads `status` (PASS, FAIL...): the proxy read the session's result. */
export async function expectConfirmedOutcome(scope: Scope, status: string): Promise<void> {
  await waitForAttribute(scope, '[data-testid="outcome"]', 'data-confirmed', 'true');
  await waitForText(scope, '[data-testid="outcome"]', new RegExp(status));
}

/** Texts of the elements that match, in order. */
export function texts(scope: Scope, selector: string): Promise<string[]> {
  return scope.evaluate(
    (css: string) => Array.from(document.querySelectorAll(css), (el) => el.textContent?.trim() ?? ''),
    selector,
  );
}

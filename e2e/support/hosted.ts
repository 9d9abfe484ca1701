import type { FrameLocator, Page } from '@playwright/test';
import { expect } from './test';

export const frameTitle = 'Identity verification (sandbox)';

/** The hosted journey iframe of the demo's hosted page (in the page or inside a frame of it). */
export function journey(scope: Page | FrameLocator): FrameLocator {
  return scope.frameLocator(`iframe[title="${frameTitle}"]`);
}

/** Creates a session on the demo's hosted page and waits for the journey's intro. */
export async function createSession(scope: Page | FrameLocator): Promise<string> {
  await scope.getByRole('button', { name: 'Create session' }).click();
  await expect(journey(scope).getByTestId('journey-start')).toBeVisible();
  return (await scope.getByTestId('request-id').textContent()) ?? '';
}

/** Clicks through the three journey steps with the given outcomes. */
export async function walkJourney(
  scope: Page | FrameLocator,
  outcomes: { document: string; selfie?: string; phone?: string },
): Promise<void> {
  const frame = journey(scope);
  await frame.getByTestId('journey-start').click();
  await frame.getByTestId(`document-${outcomes.document}`).click();
  if (outcomes.selfie) await frame.getByTestId(`selfie-${outcomes.selfie}`).click();
  if (outcomes.phone) await frame.getByTestId(`phone-${outcomes.phone}`).click();
}

/**
 * Records every `message` event the window receives, before any check: proof that a forged message did reach
 * the page, so "nothing happened" means the gate refused it, not that it never arrived.
 */
export async function spyOnMessages(target: { evaluate: Page['evaluate'] }): Promise<void> {
  await target.evaluate(() => {
    const w = window as unknown as { __messages: { origin: string; data: unknown }[] };
    w.__messages = [];
    window.addEventListener('message', (e) => w.__messages.push({ origin: e.origin, data: e.data }));
  });
}

export function seenMessages(target: { evaluate: Page['evaluate'] }) {
  return target.evaluate(
    () => (window as unknown as { __messages: { origin: string; data: unknown }[] }).__messages,
  );
}

/** On the demo's hosted page: creates a session shown in the dialog and waits for the journey's intro. */
export async function openHostedDialog(page: Page) {
  await page.getByRole('radio', { name: 'In a dialog' }).check();
  await page.getByRole('button', { name: 'Create session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your identity' });
  await expect(dialog).toBeVisible();
  await expect(journey(page).getByTestId('journey-start')).toBeVisible();
  return dialog;
}

/** The demo's POSTs that create a session, and every navigation to a journey link, from now on. */
export function watchRequests(page: Page) {
  const creations: string[] = [];
  const journeyLoads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname.endsWith('/vx/sessions')) creations.push(request.url());
    if (request.isNavigationRequest() && /^\/journey\/[^/]+$/.test(pathname))
      journeyLoads.push(request.url());
  });
  return { creations, journeyLoads };
}

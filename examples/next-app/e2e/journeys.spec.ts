import { expect, test } from '@playwright/test';
import { collectCspViolations, expectNoCspViolations } from '../../support/csp.mjs';
import { expectConfirmedPass, passJourney, scanPassingDocument } from '../../support/journeys.mjs';
import { signIn } from './sign-in';

const app = () => process.env.EXAMPLE_URL as string;
const frontend = () => process.env.SANDBOX_FRONTEND_URL as string;
const adminUrl = () => process.env.SANDBOX_ADMIN_URL as string;

// Every journey here runs under the app's strict CSP (nonce, 'strict-dynamic', Trusted Types required) and
// must end with zero `securitypolicyviolation` events, in the page and in the hosted frames.
test.beforeEach(async ({ page }) => {
  await collectCspViolations(page);
});
test.afterEach(async ({ page }, testInfo) => {
  // Also after a failure: a blocked frame or script is often why.
  expectNoCspViolations(expect, page, testInfo.title);
});

test('Server Components render the kit: a pure helper on the home page, the quiz component directly', async ({
  page,
}) => {
  await page.goto(app());
  await expect(page.getByTestId('success-title')).not.toBeEmpty();
  await page.getByRole('link', { name: 'Quiz' }).click();
  await expect(page.getByRole('button', { name: 'Start the questions' })).toBeVisible();
});

test('hosted verification in the page: the journey passes and the service confirms it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, app(), 'Inline Ida');
  await page.goto(`${app()}/hosted`);
  await page.getByRole('button', { name: 'Verify in the page' }).click();
  await passJourney(page, frontend());
  await expectConfirmedPass(page, expect, app());
  expect(errors).toEqual([]); // no hydration mismatch, no render error
});

test('hosted verification in the dialog: the journey passes and the service confirms it', async ({
  page,
}) => {
  await signIn(page, app(), 'Dialog Dora');
  await page.goto(`${app()}/hosted`);
  await page.getByRole('button', { name: 'Verify in a dialog' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // One close control: the dialog's; the session was created with isCloseButtonShown: false.
  const journey = page.frameLocator(`iframe[src^="${frontend()}/journey/"]`);
  await expect(journey.getByTestId('journey-start')).toBeVisible();
  await expect(journey.getByTestId('journey-close')).toHaveCount(0);
  await passJourney(page, frontend());
  await expectConfirmedPass(page, expect, app());
});

test('document modal: the scan passes, the service agrees, and the callback reached the receiver', async ({
  page,
}) => {
  await signIn(page, app(), 'Jordan');
  await page.goto(`${app()}/document`);
  await scanPassingDocument(page, expect, { app: app(), frontend: frontend() });
  // The signed document callback reached the Next route and passed the signature check over the raw body.
  const deliveries = (await (
    await page.request.get(`${adminUrl()}/deliveries?kind=document.callback`)
  ).json()) as {
    data: { status: number }[];
  };
  expect(deliveries.data.length).toBeGreaterThan(0);
  expect(deliveries.data.map((d) => d.status)).toEqual(deliveries.data.map(() => 200));
});

import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectConfirmedPass, passJourney, scanPassingDocument } from '../../support/journeys.mjs';
import { signIn } from './sign-in';

// Two people signed in with the example's iron-session sign-in, each in a browser context of their own (their
// own cookies), and a stranger who never signed in: the proxy's `identify` reads the session, so each person
// reaches only what they created, through the app's real pages.
const app = () => process.env.EXAMPLE_URL as string;
const frontend = () => process.env.SANDBOX_FRONTEND_URL as string;

async function personPage(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, app(), name);
  return page;
}

/** How often the service was asked for this session's result, by the sandbox's own transaction log. */
async function resultReads(requestId: string): Promise<number> {
  const response = await fetch(`${process.env.SANDBOX_ADMIN_URL}/transactions`);
  const { data } = (await response.json()) as {
    data: { service: string; inputs: { request_id?: string } }[];
  };
  return data.filter((t) => t.service === 'VX.session_result' && t.inputs.request_id === requestId).length;
}

test('a verification is its owner\'s: another person gets "not found" for its id, the owner its result', async ({
  browser,
}) => {
  const ada = await personPage(browser, 'Ada');
  await ada.goto(`${app()}/hosted`);
  await ada.getByRole('button', { name: 'Verify in the page' }).click();
  await passJourney(ada, frontend());
  await expectConfirmedPass(ada, expect, app());
  const requestId = (await ada.getByTestId('request-id').textContent()) ?? '';

  // Ada, following the link from her page, sees her result.
  await ada.getByTestId('request-id').click();
  await expect(ada.getByTestId('verification')).toHaveAttribute('data-state', 'complete');
  await expect(ada.getByTestId('verification')).toHaveText('PASS');
  await expect(ada.getByTestId('server-result')).toHaveAttribute('data-status', 'PASS');
  await ada.context().close(); // no page of hers reads the session any more
  const readsByAda = await resultReads(requestId);

  // Grace opens Ada's verification by its id: the page shows not found, as for an id that never existed.
  const grace = await personPage(browser, 'Grace');
  await grace.goto(`${app()}/verifications/${requestId}`);
  await expect(grace.getByTestId('verification')).toHaveAttribute('data-state', 'not_found');
  // The server-side read (lib/verification-result.ts) gives Grace nothing of Ada's either, and checks
  // ownership before it would ask the service: the service was never asked about Ada's id for Grace.
  await expect(grace.getByTestId('server-result')).toHaveAttribute('data-status', 'none');
  await grace.goto(`${app()}/verifications/00000000-0000-4000-8000-000000000000`);
  await expect(grace.getByTestId('verification')).toHaveAttribute('data-state', 'not_found');
  // The same through the proxy route itself, with Grace's cookie.
  const direct = await grace.request.get(`${app()}/api/veriframe/vx/sessions/${requestId}`);
  expect(direct.status()).toBe(404);
  expect(await direct.json()).toMatchObject({ code: 'not_found' });
  expect(await resultReads(requestId)).toBe(readsByAda);
});

test("each person's document status is their own: Grace does not see Ada's PASS", async ({ browser }) => {
  const ada = await personPage(browser, 'Ada Doc');
  await ada.goto(`${app()}/document`);
  await scanPassingDocument(ada, expect, { app: app(), frontend: frontend() });

  const grace = await personPage(browser, 'Grace Doc');
  await grace.goto(`${app()}/document`);
  await expect(grace.getByTestId('user-status')).toHaveAttribute('data-status', 'not-found');
  const status = await grace.request.post(`${app()}/api/veriframe/document/status`, { data: {} });
  expect(await status.json()).toMatchObject({ found: false });
});

test('a stranger who never signed in gets 401 unauthenticated, and signing out ends access', async ({
  browser,
}) => {
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(`${app()}/hosted`);
  await stranger.getByRole('button', { name: 'Verify in the page' }).click();
  // Next's own route announcer is an alert too: the page's is the one that says nobody is signed in.
  await expect(stranger.getByRole('alert').filter({ hasText: 'signed in' })).toBeVisible();
  await expect(stranger.getByTestId('request-id')).toHaveCount(0);
  const answer = await stranger.request.post(`${app()}/api/veriframe/vx/sessions`, { data: { age: '21+' } });
  expect(answer.status()).toBe(401);
  expect(await answer.json()).toMatchObject({ code: 'unauthenticated' });

  const ada = await personPage(browser, 'Ada Out');
  expect((await ada.request.post(`${app()}/api/veriframe/document/status`, { data: {} })).status()).toBe(200);
  // Someone copies Ada's session cookie before she signs out (a shared computer, a leaked log)...
  const copied = await ada.context().cookies();
  expect(copied.map((c) => c.name)).toContain('example_session');
  await ada.getByRole('button', { name: 'Sign out' }).click();
  await expect(ada.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await ada.request.post(`${app()}/api/veriframe/document/status`, { data: {} })).status()).toBe(401);

  // ... and replays it afterwards: the session ended on the server, so the copy signs nobody in.
  const thief = await browser.newContext();
  await thief.addCookies(copied);
  const replayed = await thief.request.post(`${app()}/api/veriframe/document/status`, { data: {} });
  expect(replayed.status()).toBe(401);
  expect(await replayed.json()).toMatchObject({ code: 'unauthenticated' });
  const page = await thief.newPage();
  await page.goto(`${app()}/hosted`);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

// What a user writes: the sandbox fixture (one sandbox per worker, reset before each test), the app under test
// pointed at it, and the drivers clicking through the real hosted pages.
import { completeHostedJourney, expect, test } from '@veriframe/sandbox/playwright';
import { startApp } from '../app.mjs';

const appTest = test.extend({
  app: async ({ sandbox }, use) => {
    const app = await startApp(sandbox.urls);
    await use(app);
    await app.close();
  },
});

/** The session state as the app's own server reads it from the service (the outcome that counts). */
async function serverState(app, requestId) {
  const res = await fetch(`${app.url}/api/veriframe/vx/sessions/${requestId}`);
  return res.json();
}

/** Opens the checkout, asks for verification and walks the hosted journey; returns its end and the request id. */
async function verify(page, app, outcomes) {
  await page.goto(app.url);
  await page.locator('#verify').click();
  const frame = page.frameLocator('iframe[title="Identity verification"]');
  const end = await completeHostedJourney(frame, outcomes);
  return { end, requestId: await page.locator('#request-id').textContent() };
}

appTest('a buyer who passes every step is verified, and the server agrees', async ({ page, app }) => {
  const { end, requestId } = await verify(page, app, { document: 'pass', selfie: 'pass', phone: 'pass' });
  expect(end).toBe('pass');
  await expect.poll(async () => (await serverState(app, requestId)).status).toBe('complete');
  expect((await serverState(app, requestId)).result.status).toBe('PASS');
});

appTest('a failed phone check fails the session', async ({ page, app }) => {
  const { end, requestId } = await verify(page, app, { document: 'pass', selfie: 'pass', phone: 'fail' });
  expect(end).toBe('fail');
  expect((await serverState(app, requestId)).result.status).toBe('FAIL');
});

appTest('a 503 from the service becomes a typed error, never a session', async ({ app, sandbox }) => {
  await sandbox.admin.addFault({ kind: 'error', route: 'POST /vx/', status: 503 });
  const res = await fetch(`${app.url}/api/veriframe/vx/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ age: '21+' }),
  });
  expect(res.status).toBe(502);
  expect(await res.json()).toMatchObject({ code: 'service_error' });
});

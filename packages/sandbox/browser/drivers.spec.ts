import { completeHostedJourney, expect, scanDocument, test } from '../src/playwright';

/** A VX session on the fixture's sandbox, through the real API; returns its request id and journey link. */
async function vxSession(urls: { auth_url: string; vx_url: string }, email: string) {
  const token = await fetch(`${urls.auth_url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: 'sandbox-client',
      client_secret: 'sandbox-secret',
      audience: 'vx.sandbox.test',
      grant_type: 'client_credentials',
    }),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const created = await fetch(`${urls.vx_url}/api/session/create_session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token.access_token}` },
    body: JSON.stringify({ email, age: '21+' }),
  });
  return (await created.json()) as { request_id: string; link: string };
}

test('completeHostedJourney: pass, pass, fail ends on the fail screen and the service agrees', async ({
  page,
  sandbox,
}) => {
  const session = await vxSession(sandbox.urls, 'driver@example.test');
  await page.goto(session.link);
  const end = await completeHostedJourney(page, { document: 'pass', selfie: 'pass', phone: 'fail' });
  expect(end).toBe('fail');
  const state = await fetch(`${sandbox.adminUrl}/vx/sessions/${session.request_id}`).then((r) => r.json());
  expect(state.status).toBe('FAIL');
  expect(
    state.steps.map((s: { component: string; outcome: string }) => `${s.component}:${s.outcome}`),
  ).toEqual(['document:PASS', 'selfie:PASS', 'phone:FAIL']);
});

test('completeHostedJourney stops where the journey stops, and reports an expired link', async ({
  page,
  sandbox,
}) => {
  const session = await vxSession(sandbox.urls, 'expired@example.test');
  await sandbox.admin.expireLink(session.request_id);
  await page.goto(session.link);
  expect(await completeHostedJourney(page, { document: 'pass' })).toBe('expired');
});

test('the fixture resets the sandbox before each test (no session of the previous test remains)', async ({
  sandbox,
}) => {
  expect(await sandbox.admin.transactions()).toEqual([]);
});

test('scanDocument with a canned last name reaches the outcome it names', async ({ page, sandbox }) => {
  const tokenRes = await fetch(`${sandbox.urls.vx_backend_url}/token/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'sandbox', pass: 'sandbox-pass', age: '21+' }),
  }).then((r) => r.json() as Promise<{ token: string }>);
  const params = new URLSearchParams({
    token: tokenRes.token,
    fn: 'Grace',
    ln: 'dcamsplusfail',
    addr: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    dob: '19800101',
    email: 'grace@example.test',
  });
  await page.goto(`${sandbox.urls.vx_frontend_url}/capture?${params}`);
  await expect(scanDocument(page, { lastName: 'dcamspluspass' })).rejects.toThrow(
    /opened for ln="dcamsplusfail"/,
  );
  expect(await scanDocument(page, { lastName: 'dcamsplusfail' })).toBe('failure-final');
});

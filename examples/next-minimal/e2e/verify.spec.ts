import { expect, type Page, test } from '@playwright/test';
import { collectCspViolations, expectNoCspViolations } from '../../support/csp.mjs';
import { passJourney } from '../../support/journeys.mjs';
import { envWithoutVeriframe, start } from '../../support/stack.mjs';

const app = () => process.env.EXAMPLE_URL as string;
const frontend = () => process.env.SANDBOX_FRONTEND_URL as string;
const adminUrl = () => process.env.SANDBOX_ADMIN_URL as string;

async function signIn(page: Page, name: string) {
  await page.goto(`${app()}/sign-in`);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-as')).toHaveText(name);
}

test('the short path: one hosted verification passes under the CSP, the service confirms it, the webhook lands', async ({
  page,
  browser,
}) => {
  await collectCspViolations(page);
  await signIn(page, 'Minnie');
  await page.goto(`${app()}/verify`);
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/veriframe/vx/sessions') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Verify my age' }).click();
  const { request_id: requestId } = (await (await created).json()) as { request_id: string };
  await passJourney(page, frontend());
  const outcome = page.getByTestId('outcome');
  await expect(outcome).toHaveAttribute('data-confirmed', 'true');
  await expect(outcome).toContainText('PASS');
  // Trusted Types stay off under Turbopack unless the root layout makes a default policy (veriframeProxy docs).
  expectNoCspViolations(expect, page, 'verify page', { trustedTypes: false });
  // The page's policy came from proxy.ts: a nonce, and frame-src for the hosted origin.
  const policy = (await page.request.get(`${app()}/verify`)).headers()['content-security-policy'];
  expect(policy).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
  expect(policy).toContain(`frame-src ${new URL(frontend()).origin}`);

  // The service's signed VX webhook reached the proxy's receiver and passed its signature check.
  await expect(async () => {
    const read = await page.request.get(`${adminUrl()}/deliveries?kind=vx.webhook`);
    const { data } = (await read.json()) as { data: { status: number }[] };
    expect(data.length).toBeGreaterThan(0);
    expect(data.map((d) => d.status)).toEqual(data.map(() => 200));
  }).toPass();

  // Ownership: the owner reads the result; another signed-in person gets 404, nobody signed in 401.
  const mine = await page.request.get(`${app()}/api/veriframe/vx/sessions/${requestId}`);
  expect(await mine.json()).toMatchObject({ status: 'complete', result: { status: 'PASS' } });
  const other = await browser.newPage();
  await signIn(other, 'Someone Else');
  expect((await other.request.get(`${app()}/api/veriframe/vx/sessions/${requestId}`)).status()).toBe(404);
  const nobody = await browser.newContext();
  expect((await nobody.request.get(`${app()}/api/veriframe/vx/sessions/${requestId}`)).status()).toBe(401);
  await nobody.close();
});

test('the startup check: `next start` without the VERIFRAME_* variables exits, naming them', async () => {
  const env: Record<string, string | undefined> = envWithoutVeriframe({
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
  });
  delete env.NEXT_PUBLIC_VERIFRAME_FRONTEND_URL;
  const next = `${process.env.EXAMPLE_DIR}/node_modules/.bin/next`;
  const started = start(next, ['start', '-H', '127.0.0.1', '-p', '0'], {
    cwd: process.env.EXAMPLE_DIR,
    env,
    // Next prints "Ready" before `register` runs: wait for the exit, never for a line.
    ready: /(?!)/,
  });
  await expect(started).rejects.toThrow(/exited with 1[\s\S]*VERIFRAME_BASE_URL[\s\S]*NEXT_PUBLIC_VERIFRAME/);
});

import type { sandboxAdmin } from '../support/admin';
import { type AttackerSite, startAttacker } from '../support/attacker';
import { expect, openDemo, test } from '../support/test';

/** How many document-capture tokens the sandbox has created so far. */
const tokensCreated = async (admin: ReturnType<typeof sandboxAdmin>) =>
  (await admin.transactions()).filter((t) => t.service === 'DCAMS.token.create').length;

/**
 * Another origin's page can make a browser post to the proxy without reading the answer (a form, a `no-cors`
 * fetch). The proxy must refuse such a request before it spends its credentials; the demo's own page must not
 * be affected. Both run in Chromium, so the Sec-Fetch-Site and Origin headers are the ones a browser sends.
 */
test.describe('cross-site requests to the proxy', () => {
  let attacker: AttackerSite | undefined;
  test.afterEach(async () => {
    await attacker?.close();
    attacker = undefined;
  });

  test('a form post and a no-cors fetch from another origin create no token', async ({
    page,
    stack,
    admin,
  }) => {
    const before = await tokensCreated(admin);
    attacker = await startAttacker();
    await page.goto(`${attacker.origin}/`);
    const tokenUrl = `${stack.proxy_url}/api/veriframe/document/token`;

    const answered = await page.evaluate(async (url) => {
      const res = await fetch(url, { method: 'POST', mode: 'no-cors' });
      return res.type; // opaque: the attacker learns nothing, and the proxy must have done nothing
    }, tokenUrl);
    expect(answered).toBe('opaque');

    await page.evaluate((url) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = url;
      document.body.append(form);
      form.submit();
    }, tokenUrl);
    await page.waitForURL(tokenUrl);
    const refusal = JSON.parse((await page.locator('body').textContent()) ?? '{}') as Record<string, unknown>;
    expect(refusal).toMatchObject({ code: 'cross_origin_request', status: 403 });

    expect(await tokensCreated(admin)).toBe(before);
  });

  test("the demo's own page still gets a token", async ({ page, stack, admin }) => {
    const before = await tokensCreated(admin);
    await openDemo(page, stack, 'document');
    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/veriframe/document/token', { method: 'POST' });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    });
    expect(answer.status).toBe(200);
    expect(typeof answer.body.token).toBe('string');
    expect(await tokensCreated(admin)).toBeGreaterThan(before);
  });
});

import type { Page } from '@playwright/test';
import { createSession } from '../support/hosted';
import { expect, logEntries, openDemo, test } from '../support/test';

/** Switches the demo's person (the banner's switcher) and waits until the page is theirs. */
async function switchTo(page: Page, name: 'Ada' | 'Grace') {
  await page.getByRole('radio', { name }).check();
  await expect(page.getByTestId('session-person')).toContainText(name);
}

/** Opens a session id through the lookup form as the current person; returns the result line. */
async function openAs(page: Page, requestId: string) {
  await page.getByLabel('Session id').fill(requestId);
  await page
    .getByTestId('session-lookup')
    .getByRole('button', { name: /^Open as/ })
    .last()
    .click();
  return page.getByTestId('lookup-results').locator('li', { hasText: requestId.slice(0, 8) });
}

test.describe('who is asking: the person switcher', () => {
  test("switching person hides the other person's session, and the log says whose request each was", async ({
    page,
    stack,
  }) => {
    await openDemo(page, stack, 'hosted');
    // The first visit signs in as Ada, with an id of this browser's own.
    await expect(page.getByRole('radio', { name: 'Ada' })).toBeChecked();
    const adaId = (await page.getByTestId('person-id').textContent()) ?? '';
    expect(adaId).toMatch(/^ada-[0-9a-f]{12}$/);
    const adaSession = await createSession(page);

    await switchTo(page, 'Grace');
    await expect(page.getByTestId('request-id')).toHaveCount(0);
    const graceId = (await page.getByTestId('person-id').textContent()) ?? '';
    expect(graceId).toMatch(/^grace-[0-9a-f]{12}$/);
    await expect(page.getByTestId('session-lookup')).toContainText(`${adaSession.slice(0, 8)}… by Ada`);
    const graceSession = await createSession(page);

    // Back to Ada: the same Ada (her id is kept), her own session visible to her.
    await switchTo(page, 'Ada');
    await expect(page.getByTestId('person-id')).toHaveText(adaId);
    await expect(await openAs(page, adaSession)).toHaveAttribute('data-status', '200');

    // The event log: each sign-in, and each proxy request with the person who sent it.
    await page.goto(`${stack.url}/#/events`);
    await expect(logEntries(page, 'person.signed-in').filter({ hasText: graceId })).not.toHaveCount(0);
    const creates = logEntries(page, 'request POST /api/veriframe/vx/sessions');
    await expect(creates.filter({ hasText: `Ada (${adaId})` })).toHaveCount(1);
    await expect(creates.filter({ hasText: `Grace (${graceId})` })).toHaveCount(1);
    await expect(
      logEntries(page, 'vx.session.created').filter({ hasText: graceSession }).filter({ hasText: 'Grace' }),
    ).toHaveCount(1);
  });

  test("opening the other person's session id answers 404 not_found, and the log shows it", async ({
    page,
    stack,
  }) => {
    await openDemo(page, stack, 'hosted');
    const adaId = (await page.getByTestId('person-id').textContent()) ?? '';
    const adaSession = await createSession(page);
    await switchTo(page, 'Grace');
    const graceId = (await page.getByTestId('person-id').textContent()) ?? '';
    const asGrace = await openAs(page, adaSession);
    await expect(asGrace).toHaveAttribute('data-status', '404');
    await expect(asGrace).toContainText('not_found');
    const graceSession = await createSession(page);
    await switchTo(page, 'Ada');
    await expect(await openAs(page, graceSession)).toHaveAttribute('data-status', '404');

    await page.goto(`${stack.url}/#/events`);
    const lookups = logEntries(page, 'vx.session.lookup').filter({ hasText: adaSession });
    await expect(lookups.filter({ hasText: `Grace (${graceId})` })).toContainText('HTTP status: 404');
    const refused = logEntries(page, 'request GET /api/veriframe/vx/sessions/:id');
    await expect(refused.filter({ hasText: `Grace (${graceId})` }).first()).toContainText('HTTP status: 404');
    await expect(refused.filter({ hasText: `Ada (${adaId})` }).first()).toContainText('HTTP status: 404');
  });

  test('the sign-in survives a reload, and "start over" gives the person a new id', async ({
    page,
    stack,
  }) => {
    await openDemo(page, stack, 'hosted');
    await switchTo(page, 'Grace');
    const graceId = (await page.getByTestId('person-id').textContent()) ?? '';
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Grace' })).toBeChecked();
    await expect(page.getByTestId('person-id')).toHaveText(graceId);
    await page.getByRole('button', { name: 'Start over as a new Grace' }).click();
    await expect(page.getByTestId('person-id')).not.toHaveText(graceId);
    await expect(page.getByTestId('person-id')).toHaveText(/^grace-/);
  });

  test('without the sign-in cookie the proxy serves nobody: 401 unauthenticated', async ({ stack }) => {
    const answer = await fetch(`${stack.proxy_url}/api/veriframe/vx/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ age: '21+' }),
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'unauthenticated' });
    // A forged cookie is nobody too.
    const forged = await fetch(`${stack.proxy_url}/api/veriframe/document/status`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `vf_demo_person=${encodeURIComponent('{"current":"ada","ids":{"ada":"ada-000000000000"}}.AAAA')}`,
      },
      body: '{}',
    });
    expect(forged.status).toBe(401);
  });
});

import { defaultCredentials } from '@veriframe/sandbox';
import { describe, expect, it } from 'vitest';
import { jsonLogger } from '../src/observability/logger';
import { admin, eventually, useSandbox } from './helpers';
import { proxyFor, secrets, useServedProxies } from './proxy-helpers';

// One log line per request and per webhook, and none of the session's personal values or
// credentials in any of them, after a full journey against the sandbox.
const { sandbox } = useSandbox({ reset: true });
const serve = useServedProxies();

const person = {
  fn: 'Augusta',
  ln: 'Lovelace',
  dob: '19801215',
  ssn: '987654321',
  addr: '12 Engine Row',
  city: 'Albany',
  state: 'NY',
  zip: '12207',
};
const email = 'augusta.lovelace@example.com';
const apiKey = 'sk_live_browser_should_never_send_this';

describe('logs', () => {
  it('hold one line per request and webhook, with its request id, and no personal value or credential', async () => {
    const lines: string[] = [];
    const logger = jsonLogger({ level: 'debug', write: (line) => void lines.push(line) });
    const receiver = proxyFor(sandbox(), {}, { logger, webhooks: { vx: { handler: () => undefined } } });
    const server = await serve(receiver.proxy);
    const { call } = proxyFor(
      sandbox(),
      { VERIFRAME_PUBLIC_WEBHOOK_URL: `${server.url}/api/veriframe/webhooks/vx` },
      { logger, identify: () => ({ id: 'augusta', email, emailVerified: true, reference: 'order-augusta' }) },
    );
    const credentials = { authorization: `Bearer ${apiKey}`, cookie: `session=${apiKey}` };

    const created = await call('POST', '/vx/sessions', { age: '21+', ...person }, credentials);
    expect(created.status).toBe(200);
    const { request_id: id, link } = created.json as { request_id: string; link: string };
    const url = new URL(link);
    const linkToken = url.searchParams.get('t') as string;
    await fetch(`${url.origin}${url.pathname}/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ t: linkToken }),
    });
    for (const component of ['document', 'selfie', 'phone']) {
      await admin(sandbox().adminUrl, `/vx/sessions/${id}/steps`, { component, outcome: 'PASS' });
    }
    await eventually(
      () => lines.filter((l) => l.includes('"msg":"webhook"')).length,
      (n) => n >= 3,
    );
    expect((await call('GET', `/vx/sessions/${id}`)).json.status).toBe('complete');
    const token = await call('POST', '/document/token', undefined, credentials);
    expect(token.status).toBe(200);
    // A refused body full of personal data: its issues name fields, never values.
    expect(
      (await call('POST', '/vx/sessions', { age: '21+', ...person, dob: `${person.dob}x` })).status,
    ).toBe(400);
    const sent = await call('GET', `/vx/sessions/${id}`, undefined, {
      'x-request-id': 'support-ticket-4711',
    });
    expect(sent.headers.get('x-request-id')).toBe('support-ticket-4711');
    expect(created.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const records = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = records.filter((r) => r.msg === 'request');
    const webhooks = records.filter((r) => r.msg === 'webhook');
    expect(
      requests.map((r) => `${r['http.request.method']} ${r['http.route']} ${r['http.response.status_code']}`),
    ).toEqual([
      'POST /api/veriframe/vx/sessions 200',
      'GET /api/veriframe/vx/sessions/:id 200',
      'POST /api/veriframe/document/token 200',
      'POST /api/veriframe/vx/sessions 400',
      'GET /api/veriframe/vx/sessions/:id 200',
    ]);
    expect(webhooks.map((r) => [r['webhook.source'], r['webhook.outcome'], r.level])).toEqual([
      ['vx', 'processed', 30],
      ['vx', 'processed', 30],
      ['vx', 'processed', 30],
    ]);
    expect(requests.at(-1)?.request_id).toBe('support-ticket-4711');
    for (const r of [...requests, ...webhooks]) expect(r.request_id).toEqual(expect.any(String));

    const documentNumber = `S${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    const personal = [
      ...Object.values(person).filter((v) => v.length > 2),
      person.fn.toUpperCase(),
      person.ln.toUpperCase(),
      person.addr.toUpperCase(),
      email,
      'augusta',
      documentNumber,
      linkToken,
      token.json.token as string,
      apiKey,
      ...secrets,
      defaultCredentials.vxClientId,
    ];
    const text = lines.join('');
    for (const value of personal) expect(text, `logs hold ${value}`).not.toContain(value);
    expect(text).not.toMatch(/vx_[0-9a-f]{20,}/); // a VX access token
  }, 30_000);
});

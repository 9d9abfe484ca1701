import { describe, expect, it } from 'vitest';
import type { DocumentCallbackPayload, VxWebhookPayload } from '../src/webhooks/service-receivers';
import { createVxWebhookReceiver } from '../src/webhooks/service-receivers';
import { admin, eventually, sign, useSandbox } from './helpers';
import { proxyFor, useServedProxies } from './proxy-helpers';

const { sandbox } = useSandbox({ reset: true });
const serve = useServedProxies();

async function receiverProxy(env: Record<string, string> = {}) {
  const vx: VxWebhookPayload[] = [];
  const documents: DocumentCallbackPayload[] = [];
  const { proxy } = proxyFor(sandbox(), env, {
    now: () => sandbox().context.clock.now(),
    webhooks: {
      vx: { handler: (p) => void vx.push(p) },
      document: { handler: (p) => void documents.push(p) },
    },
  });
  const server = await serve(proxy);
  return { vx, documents, server, base: `${server.url}/api/veriframe` };
}

const deliveries = async (kind: string) =>
  ((await admin(sandbox().adminUrl, `/deliveries?kind=${kind}`)) as { data: { status: number }[] }).data.map(
    (d) => d.status,
  );

describe('VX webhook receiver (6.1) with the sandbox', () => {
  it('verifies and hands each component result to the handler', async () => {
    const { vx, base, server } = await receiverProxy();
    const { proxy } = proxyFor(
      sandbox(),
      { VERIFRAME_PUBLIC_WEBHOOK_URL: `${base}/webhooks/vx` },
      { identify: () => ({ id: 'hook', reference: 'ref-hook' }) },
    );
    const created = await proxy.fetch(
      new Request('http://p.test/api/veriframe/vx/sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ age: '21+' }),
      }),
    );
    const { request_id } = (await created.json()) as { request_id: string };
    await admin(sandbox().adminUrl, `/vx/sessions/${request_id}/steps`, {
      component: 'document',
      outcome: 'PENDING',
    });
    await admin(sandbox().adminUrl, `/vx/sessions/${request_id}/steps`, {
      component: 'selfie',
      outcome: 'PASS',
    });
    expect(
      await eventually(
        () => deliveries('vx.webhook'),
        (d) => d.length >= 2,
      ),
    ).toEqual([200, 200]);
    expect(vx.map((p) => [p.request_id, p.reference])).toEqual([
      [request_id, 'ref-hook'],
      [request_id, 'ref-hook'],
    ]);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('requires HTTP Basic credentials when configured (the sandbox sends them from webhook_basic_auth)', async () => {
    await admin(sandbox().adminUrl, '/settings', { webhook_basic_auth: 'hook:right' }, 'PATCH');
    const good = await receiverProxy({ VERIFRAME_WEBHOOK_BASIC_AUTH: 'hook:right' });
    const bad = await receiverProxy({ VERIFRAME_WEBHOOK_BASIC_AUTH: 'hook:wrong' });
    const { proxy } = proxyFor(sandbox());
    const create = async (endpoint: string, email: string) => {
      const session = await proxy.clients.vx.createSession({ email, age: '21+', webhook: { endpoint } });
      await admin(sandbox().adminUrl, `/vx/sessions/${session.request_id}/steps`, {
        component: 'document',
        outcome: 'PASS',
      });
    };
    await create(`${good.base}/webhooks/vx`, 'good@example.com');
    await create(`${bad.base}/webhooks/vx`, 'bad@example.com');
    const statuses = await eventually(
      () => deliveries('vx.webhook'),
      (d) => d.length >= 2,
    );
    expect(statuses.sort()).toEqual([200, 401]);
    expect(good.vx).toHaveLength(1);
    expect(bad.vx).toHaveLength(0);
  });

  it('standalone: rejects a wrong secret and accepts the right one', async () => {
    const received: VxWebhookPayload[] = [];
    const receiver = createVxWebhookReceiver({
      secret: 'right-secret',
      handler: (p) => void received.push(p),
    });
    const body = JSON.stringify({ status: 'PASS', request_id: 'r-1', extra: { x: 1 } });
    const ts = Date.now();
    const post = (secret: string) =>
      receiver.fetch(
        new Request('http://r.test/', {
          method: 'POST',
          headers: {
            'x-service-signature': sign(secret, ts, body),
            'x-service-timestamp': String(ts),
            'x-service-event-id': 'e-1',
          },
          body,
        }),
      );
    expect((await post('wrong-secret')).status).toBe(401);
    expect((await post('right-secret')).status).toBe(200);
    expect(received).toEqual([{ status: 'PASS', request_id: 'r-1', extra: { x: 1 } }]);
  });
});

describe('document callback receiver (6.2) with the sandbox', () => {
  it('receives the upload callback and the status update after manual review', async () => {
    const { documents, base } = await receiverProxy();
    await admin(sandbox().adminUrl, '/settings', { callback_url: `${base}/webhooks/document` }, 'PATCH');
    // A token from a proxy with the same secret: the email and reference it issues are accepted (issue 39).
    const { call } = proxyFor(sandbox(), {}, { identify: () => ({ id: 'manual', reference: 'doc-ref' }) });
    const { token, email } = (await call('POST', '/document/token')).json;
    await admin(sandbox().adminUrl, '/documents/scan', {
      token,
      email,
      fn: 'Ada',
      ln: 'dcamsplusfailmanualpass',
      addr: '1 Main St',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
      dob: '19800115',
      reference: 'doc-ref',
    });
    await eventually(
      () => documents.length,
      (n) => n >= 1,
    );
    expect(documents[0]!.status).toBe('PENDING'); // 2.4: under manual review
    await admin(sandbox().adminUrl, '/clock/advance', { seconds: 120 });
    await eventually(
      () => documents.at(-1)?.status,
      (s) => s === 'PASS',
    );
    const statuses = documents.map((d) => d.status);
    expect(statuses.at(-1)).toBe('PASS');
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    expect(documents.every((d) => d.reference === 'doc-ref')).toBe(true);
    expect((await deliveries('document.callback')).every((s) => s === 200)).toBe(true);
  });
});

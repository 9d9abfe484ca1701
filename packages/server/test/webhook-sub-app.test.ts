import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createVpinWebhookReceiver, createVxWebhookReceiver, ProblemError } from '../src/webhooks';
import { signedRequest } from './helpers';

// A receiver is a route an app mounts: its refusals are thrown to the app's one error handler, which answers
// them (the proxy's does so for its three receivers); alone, `fetch` answers them itself.

const secret = 'receiver-test-secret';
const body = JSON.stringify({ status: 'PASS', request_id: 'req-1' });

function appWith(route: (c: never) => Promise<Response>) {
  const thrown: ProblemError[] = [];
  const app = new Hono();
  app.post('/hooks/vx', route as never);
  app.onError((error, c) => {
    if (!(error instanceof ProblemError)) throw error;
    thrown.push(error);
    return c.json({ refused: error.problem.code }, error.problem.status as 401);
  });
  return { app, thrown };
}

describe('a webhook receiver as a route of an app', () => {
  it('throws an unsigned delivery to the app error handler as a typed problem', async () => {
    const handled: unknown[] = [];
    const vx = createVxWebhookReceiver({ secret, handler: (p) => void handled.push(p) });
    const { app, thrown } = appWith(vx.route);
    const answer = await app.request('/hooks/vx', { method: 'POST', body });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ refused: 'webhook_signature_missing' });
    expect(thrown.map((e) => [e.problem.code, e.problem.message])).toEqual([
      ['webhook_signature_missing', 'X-Service-Signature: header is required'],
    ]);
    expect(handled).toEqual([]);
  });

  it('answers a signed delivery itself, once; its replay is thrown as webhook_replayed', async () => {
    const handled: unknown[] = [];
    const vx = createVxWebhookReceiver({ secret, handler: (p) => void handled.push(p) });
    const { app, thrown } = appWith(vx.route);
    const delivery = () => signedRequest('http://app.test/hooks/vx', body, { secret, timestamp: Date.now() });
    const first = delivery();
    const accepted = await app.request(first.clone());
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ received: true });
    const replayed = await app.request(first);
    expect(replayed.status).toBe(409);
    expect(thrown.map((e) => e.problem.code)).toEqual(['webhook_replayed']);
    expect(handled).toHaveLength(1);
  });

  it('alone, at any path, answers its refusals as problems', async () => {
    const vpin = createVpinWebhookReceiver({ secret });
    const answer = await vpin.fetch(new Request('http://app.test/any/path', { method: 'GET' }));
    expect(answer.status).toBe(405);
    expect(await answer.json()).toMatchObject({ code: 'method_not_allowed', status: 405 });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

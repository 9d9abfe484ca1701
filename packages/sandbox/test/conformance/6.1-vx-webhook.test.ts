import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSession, step, until, useSandboxWithReceiver } from './vx-documents-support';

describe('6.1 VX webhook', () => {
  const ctx = useSandboxWithReceiver();

  const withHook = (extra: Record<string, unknown> = {}) =>
    createSession(ctx.sandbox, ctx.token, {
      webhook: { endpoint: ctx.receiver.url },
      fn: 'Ada',
      dob: '19800101',
      ssn: '123456789',
      ...extra,
    });

  it('1. fires after each component execution', async () => {
    const r = await withHook();
    await step(ctx.sandbox, r.body.request_id, 'document', 'PENDING');
    await step(ctx.sandbox, r.body.request_id, 'selfie', 'PASS');
    await step(ctx.sandbox, r.body.request_id, 'phone', 'PASS');
    await until(() => ctx.receiver.received.length === 3);
    expect(ctx.receiver.received.map((x) => x.body.dcams_plus.service)).toEqual([
      'DCAMSPLUS',
      'DCAMSPLUS.Selfie',
      'PhoneMatch',
    ]);
  });

  it('no webhook before a component finishes (creating or starting does not fire)', async () => {
    const r = await withHook();
    const other = await withHook({ email: 'x@example.test' });
    await step(ctx.sandbox, other.body.request_id, 'document', 'PASS');
    await until(() => ctx.receiver.received.length === 1);
    expect(ctx.receiver.received[0]!.body.request_id).toBe(other.body.request_id);
    expect(r.body.request_id).not.toBe(other.body.request_id);
  });

  it('2. the body is the 2.3 result plus ssn, age_estimate and spoof_score', async () => {
    const r = await withHook();
    await step(ctx.sandbox, r.body.request_id, 'document', 'PASS');
    await step(ctx.sandbox, r.body.request_id, 'selfie', 'FAIL');
    await until(() => ctx.receiver.received.length === 2);
    const [afterDocument, afterSelfie] = ctx.receiver.received.map((x) => x.body);
    expect(afterDocument.ssn).toBe('123456789');
    expect(afterDocument.dcams_plus.output).toEqual({
      vpin: { vpin: expect.stringMatching(/^VP-/), monitored: true },
      age_estimate: null,
      spoof_score: null,
    });
    expect(afterSelfie.dcams_plus.output.age_estimate).toBeGreaterThanOrEqual(40);
    expect(afterSelfie.dcams_plus.output.spoof_score).toBeGreaterThan(0.5);
    expect(afterSelfie).toMatchObject({
      request_id: r.body.request_id,
      fn: 'Ada',
      journey: { stops: expect.any(Array) },
    });
  });

  it('3. status is PASS, FAIL or PENDING; dcams_plus.action is per step', async () => {
    const r = await withHook();
    await step(ctx.sandbox, r.body.request_id, 'document', 'REVIEW');
    await step(ctx.sandbox, r.body.request_id, 'selfie', 'PASS');
    await until(() => ctx.receiver.received.length === 2);
    // The step passed, the session stays PENDING: the document is still under manual review (3.2).
    expect(ctx.receiver.received.map((x) => [x.body.status, x.body.dcams_plus.action])).toEqual([
      ['PENDING', 'REVIEW'],
      ['PENDING', 'PASS'],
    ]);
  });

  it('is signed: X-Service-Signature = hex HMAC SHA-256 of "<timestamp>.<raw body>" with the webhook secret', async () => {
    const r = await withHook();
    await step(ctx.sandbox, r.body.request_id, 'document', 'PASS');
    await until(() => ctx.receiver.received.length === 1);
    const { headers, raw } = ctx.receiver.received[0]!;
    const timestamp = headers['x-service-timestamp'] as string;
    const expected = createHmac('sha256', 'sandbox-webhook-secret')
      .update(`${timestamp}.${raw}`)
      .digest('hex');
    expect(headers['x-service-signature']).toBe(expected);
    expect(headers['x-service-event-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.authorization).toBeUndefined();
  });

  it('adds HTTP Basic credentials when webhook_basic_auth is set', async () => {
    await ctx.sandbox.settings({ webhook_basic_auth: 'hook-user:hook-pass' });
    const r = await withHook();
    await step(ctx.sandbox, r.body.request_id, 'document', 'PASS');
    await until(() => ctx.receiver.received.length === 1);
    expect(ctx.receiver.received[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from('hook-user:hook-pass').toString('base64')}`,
    );
  });

  it('4. (not shown) a non-2xx reply is retried 1 minute later on the virtual clock, and logged', async () => {
    ctx.receiver.state.status = 503;
    const r = await withHook();
    await step(ctx.sandbox, r.body.request_id, 'document', 'PASS');
    await until(async () => (await ctx.sandbox.deliveries('vx.webhook')).length === 1);
    ctx.receiver.state.status = 200;
    await ctx.sandbox.advance(60);
    await until(async () => (await ctx.sandbox.deliveries('vx.webhook')).length === 2);
    const log = await ctx.sandbox.deliveries('vx.webhook');
    expect(log.map((a) => [a.attempt, a.status, a.ok])).toEqual([
      [1, 503, false],
      [2, 200, true],
    ]);
    expect(ctx.receiver.received).toHaveLength(2);
  });
});

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { modalParams, post, scan, until, useSandboxWithReceiver } from './vx-documents-support';

describe('6.2 document callbacks (backend)', () => {
  const ctx = useSandboxWithReceiver({ token: 'doc', callbacks: true });

  it('1. a POST when the document is uploaded, body per 2.4', async () => {
    await scan(ctx.sandbox, modalParams(ctx.token, 'dcamspluspass'));
    await until(() => ctx.receiver.received.length === 1);
    expect(ctx.receiver.received[0]!.body).toEqual({
      fn: 'Grace',
      ln: 'dcamspluspass',
      addr: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      dob: '19800101',
      email: 'dcamspluspass@example.test',
      reference: 'ref-dcamspluspass',
      status: 'PASS',
      additionalData: { order: '42' },
      dcams_plus: {
        document_data: expect.objectContaining({
          LastName: 'DCAMSPLUSPASS',
          DocumentType: 'DRIVERS LICENSE',
        }),
        confirmation: expect.any(Number),
        action: 'PASS',
        detail: 'ALL CHECKS PASSED',
        issues: [],
      },
      storage: { success: false },
    });
  });

  it('1. and again on the later status update of a manual review (PENDING, then FAIL ~90 s later)', async () => {
    await scan(ctx.sandbox, modalParams(ctx.token, 'dcamsplusfailmanualfail'));
    await until(() => ctx.receiver.received.length === 1);
    expect(ctx.receiver.received[0]!.body).toMatchObject({
      status: 'PENDING',
      dcams_plus: { action: 'REVIEW' },
    });
    await ctx.sandbox.advance(90);
    await until(() => ctx.receiver.received.length === 2);
    expect(ctx.receiver.received[1]!.body).toMatchObject({
      status: 'FAIL',
      dcams_plus: { action: 'FAIL', issues: ['DOCUMENT FAILED AUTHENTICATION'] },
    });
  });

  it('1. and again after the requested selfie (PENDING, then PASS)', async () => {
    await scan(ctx.sandbox, { ...modalParams(ctx.token, 'dcamspluspassselfiematch'), selfie: false });
    await until(() => ctx.receiver.received.length === 1);
    await post(`${ctx.sandbox.adminUrl}/documents/selfie`, {
      email: 'dcamspluspassselfiematch@example.test',
    });
    await until(() => ctx.receiver.received.length === 2);
    expect(ctx.receiver.received.map((r) => [r.body.status, r.body.dcams_plus.action])).toEqual([
      ['PENDING', 'PENDING'],
      ['PASS', 'PASS'],
    ]);
  });

  it('image return adds documents.front/back (base64) and leaves out dcams_plus.action', async () => {
    await ctx.sandbox.settings({ image_return: true });
    await scan(ctx.sandbox, modalParams(ctx.token, 'dcamspluspass'));
    await until(() => ctx.receiver.received.length === 1);
    const body = ctx.receiver.received[0]!.body;
    expect(body.documents.front).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(body.documents.back, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(body.dcams_plus).not.toHaveProperty('action');
  });

  it('is signed like every sandbox delivery, with HTTP Basic when webhook_basic_auth is set', async () => {
    await ctx.sandbox.settings({ webhook_basic_auth: 'cb:secret' });
    await scan(ctx.sandbox, modalParams(ctx.token, 'dcamspluspass'));
    await until(() => ctx.receiver.received.length === 1);
    const { headers, raw } = ctx.receiver.received[0]!;
    const expected = createHmac('sha256', 'sandbox-webhook-secret')
      .update(`${headers['x-service-timestamp']}.${raw}`)
      .digest('hex');
    expect(headers['x-service-signature']).toBe(expected);
    expect(headers.authorization).toBe(`Basic ${Buffer.from('cb:secret').toString('base64')}`);
  });

  it('no callback without a callback_url; refused scans send none', async () => {
    await scan(ctx.sandbox, modalParams('doc_bogus', 'dcamspluspass'));
    await ctx.sandbox.settings({ callback_url: null });
    await scan(ctx.sandbox, modalParams(ctx.token, 'dcamspluspass'));
    expect(await ctx.sandbox.deliveries('document.callback')).toEqual([]);
  });

  it('(retry policy not shown) a non-2xx reply is retried on the virtual clock and logged', async () => {
    ctx.receiver.state.status = 500;
    await scan(ctx.sandbox, modalParams(ctx.token, 'dcamsplusfail'));
    await until(async () => (await ctx.sandbox.deliveries('document.callback')).length === 1);
    ctx.receiver.state.status = 204;
    await ctx.sandbox.advance(60);
    await until(async () => (await ctx.sandbox.deliveries('document.callback')).length === 2);
    expect((await ctx.sandbox.deliveries('document.callback')).map((a) => a.status)).toEqual([500, 204]);
  });
});

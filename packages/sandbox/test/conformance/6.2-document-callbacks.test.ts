import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  docToken,
  modalParams,
  post,
  sandboxForTests,
  scan,
  startReceiver,
  until,
} from './vx-documents-support';

describe('6.2 document callbacks (backend)', () => {
  let sandbox: Awaited<ReturnType<typeof sandboxForTests>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let token: string;
  beforeAll(async () => {
    sandbox = await sandboxForTests();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await sandbox.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await sandbox.reset();
    receiver.received.length = 0;
    receiver.state.status = 200;
    await sandbox.settings({ callback_url: receiver.url });
    token = await docToken(sandbox);
  });

  it('1. a POST when the document is uploaded, body per 2.4', async () => {
    await scan(sandbox, modalParams(token, 'dcamspluspass'));
    await until(() => receiver.received.length === 1);
    expect(receiver.received[0]!.body).toEqual({
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
    await scan(sandbox, modalParams(token, 'dcamsplusfailmanualfail'));
    await until(() => receiver.received.length === 1);
    expect(receiver.received[0]!.body).toMatchObject({ status: 'PENDING', dcams_plus: { action: 'REVIEW' } });
    await sandbox.advance(90);
    await until(() => receiver.received.length === 2);
    expect(receiver.received[1]!.body).toMatchObject({
      status: 'FAIL',
      dcams_plus: { action: 'FAIL', issues: ['DOCUMENT FAILED AUTHENTICATION'] },
    });
  });

  it('1. and again after the requested selfie (PENDING, then PASS)', async () => {
    await scan(sandbox, { ...modalParams(token, 'dcamspluspassselfiematch'), selfie: false });
    await until(() => receiver.received.length === 1);
    await post(`${sandbox.adminUrl}/documents/selfie`, { email: 'dcamspluspassselfiematch@example.test' });
    await until(() => receiver.received.length === 2);
    expect(receiver.received.map((r) => [r.body.status, r.body.dcams_plus.action])).toEqual([
      ['PENDING', 'PENDING'],
      ['PASS', 'PASS'],
    ]);
  });

  it('image return adds documents.front/back (base64) and leaves out dcams_plus.action', async () => {
    await sandbox.settings({ image_return: true });
    await scan(sandbox, modalParams(token, 'dcamspluspass'));
    await until(() => receiver.received.length === 1);
    const body = receiver.received[0]!.body;
    expect(body.documents.front).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(body.documents.back, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(body.dcams_plus).not.toHaveProperty('action');
  });

  it('is signed like every sandbox delivery, with HTTP Basic when webhook_basic_auth is set', async () => {
    await sandbox.settings({ webhook_basic_auth: 'cb:secret' });
    await scan(sandbox, modalParams(token, 'dcamspluspass'));
    await until(() => receiver.received.length === 1);
    const { headers, raw } = receiver.received[0]!;
    const expected = createHmac('sha256', 'sandbox-webhook-secret')
      .update(`${headers['x-service-timestamp']}.${raw}`)
      .digest('hex');
    expect(headers['x-service-signature']).toBe(expected);
    expect(headers.authorization).toBe(`Basic ${Buffer.from('cb:secret').toString('base64')}`);
  });

  it('no callback without a callback_url; refused scans send none', async () => {
    await scan(sandbox, modalParams('doc_bogus', 'dcamspluspass'));
    await sandbox.settings({ callback_url: null });
    await scan(sandbox, modalParams(token, 'dcamspluspass'));
    expect(await sandbox.deliveries('document.callback')).toEqual([]);
  });

  it('(retry policy not shown) a non-2xx reply is retried on the virtual clock and logged', async () => {
    receiver.state.status = 500;
    await scan(sandbox, modalParams(token, 'dcamsplusfail'));
    await until(async () => (await sandbox.deliveries('document.callback')).length === 1);
    receiver.state.status = 204;
    await sandbox.advance(60);
    await until(async () => (await sandbox.deliveries('document.callback')).length === 2);
    expect((await sandbox.deliveries('document.callback')).map((a) => a.status)).toEqual([500, 204]);
  });
});

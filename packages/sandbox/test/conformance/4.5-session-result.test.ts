import { describe, expect, it } from 'vitest';
import { createSession, get, step, useVxSandbox } from './vx-documents-support';

const person = {
  fn: 'Ada',
  ln: 'Lovelace',
  addr: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  dob: '19800101',
  phone: '5555555555',
  ssn: '123456789',
  reference: 'order-7',
  additionalData: { plan: 'gold' },
};

describe('4.5 / 7.3 VX session result', () => {
  const ctx = useVxSandbox();
  const result = (id: string, t = ctx.token) =>
    get(`${ctx.sandbox.urls.vx_url}/api/session/result/${id}`, { authorization: `Bearer ${t}` });

  it('200 carries every 2.3 field; ssn, age_estimate and spoof_score stay out of the polled result', async () => {
    const r = await createSession(ctx.sandbox, ctx.token, person);
    await step(ctx.sandbox, r.body.request_id, 'document', 'PASS');
    await ctx.sandbox.advance(75);
    await step(ctx.sandbox, r.body.request_id, 'selfie', 'PASS', { data: { addr: '2 New Rd' } });
    const res = await result(r.body.request_id);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({
      fn: 'Ada',
      ln: 'Lovelace',
      addr: '2 New Rd',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      dob: '19800101',
      email: 'ada@example.test',
      phone: '5555555555',
      reference: 'order-7',
      status: 'PASS',
      request_id: r.body.request_id,
      additionalData: { plan: 'gold' },
      storage: { success: null },
      documents: null,
    });
    expect(body).not.toHaveProperty('ssn');
    expect(body.dcams_plus).toMatchObject({
      output: { vpin: { vpin: expect.stringMatching(/^VP-/), monitored: true } },
      api_processing_error: false,
      service: 'DCAMSPLUS.Selfie',
      confirmation: expect.any(Number),
      action: 'PASS',
      detail: 'ALL CHECKS PASSED',
      issues: [],
    });
    expect(body.dcams_plus.output).not.toHaveProperty('age_estimate');
    expect(body.dcams_plus.output).not.toHaveProperty('spoof_score');
    expect(body.dcams_plus.document_data).toMatchObject({
      FirstName: 'ADA',
      DocumentType: 'DRIVERS LICENSE',
    });
    const stops = body.journey.stops;
    expect(stops).toHaveLength(3);
    expect(stops[0]).toEqual({
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}$/),
      type: 'NEW REGISTRATION',
      source: '',
      status: '',
      action: '',
      detail: '',
    });
    expect(stops[1]).toMatchObject({
      type: 'Data Service',
      source: 'DCAMSPLUS',
      status: 'PASS',
      action: 'PASS',
    });
    expect(body.journey.duration).toMatch(/^00h 01m 1[5-6]s$/);
  });

  it('a failing step names its issue', async () => {
    const r = await createSession(ctx.sandbox, ctx.token, person);
    await step(ctx.sandbox, r.body.request_id, 'document', 'PASS');
    await step(ctx.sandbox, r.body.request_id, 'selfie', 'FAIL');
    const body = (await result(r.body.request_id)).body;
    expect(body.status).toBe('FAIL');
    expect(body.dcams_plus.issues).toEqual(['SELFIE DOES NOT MATCH DOCUMENT']);
  });

  it('404 NOT FOUND for an unknown request_id', async () => {
    const res = await result('00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'NOT FOUND', detail: expect.any(String) });
  });

  it('403 Forbidden without a valid token', async () => {
    const r = await createSession(ctx.sandbox, ctx.token);
    const res = await result(r.body.request_id, 'bogus');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Forbidden');
  });
});

import { describe, expect, it } from 'vitest';
import {
  createSessionServiceReadingSchema,
  linkGenerateServiceReadingSchema,
  modalParametersServiceReadingSchema,
  vpinSubscriptionServiceReadingSchema,
} from './service-reading';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the service readings: tolerant where the spec is silent, every rule with its words', () => {
  it('create_session: unknown keys, null and "" are ignored; email needs one @, state two letters', () => {
    const read = createSessionServiceReadingSchema.safeParse({
      email: ' ann@example ',
      age: '21+',
      state: '',
      phone: null,
      settings: { test_mode: true, futureFlag: true },
      webhook: { endpoint: '' },
      future: 1,
    });
    expect(read.success).toBe(true);
    expect(read.data?.email).toBe('ann@example');
    expect(read.data?.settings).toEqual({ test_mode: true });
    expect(read.data?.webhook).toBeUndefined();
    expect(
      messages(createSessionServiceReadingSchema.safeParse({ email: 'ann', age: '21', state: 'NYC' })),
    ).toEqual([
      'state: must be a two-character state code',
      'email: must look like an email address',
      'age: must be a number followed by "+", e.g. "21+"',
    ]);
  });

  it('resultMessages: grouped texts are checked, flat keys are left to the page', () => {
    const body = (resultMessages: unknown) => ({ email: 'a@b', age: '21+', resultMessages });
    expect(createSessionServiceReadingSchema.safeParse(body({ verificationSuccessTitle: 5 })).success).toBe(
      true,
    );
    expect(
      createSessionServiceReadingSchema.safeParse(body({ success: 'x' })).error?.issues[0]?.path,
    ).toEqual(['resultMessages', 'success']);
  });

  it('link/generate: JSON text of an object in additionalData, an empty dob absent, a null boolean refused', () => {
    const base = { token: 't', options: { send_email: false } };
    expect(
      linkGenerateServiceReadingSchema.safeParse({ ...base, dob: '', additionalData: '{"n":"1"}' }).success,
    ).toBe(true);
    expect(messages(linkGenerateServiceReadingSchema.safeParse({ ...base, additionalData: '[1]' }))).toEqual([
      'additionalData: must be a string holding a JSON object',
    ]);
    expect(linkGenerateServiceReadingSchema.safeParse({ ...base, qr: null }).success).toBe(false);
  });

  it('modal parameters: booleans and objects also as query-string text', () => {
    const person = {
      fn: 'A',
      ln: 'B',
      addr: '1 Main',
      city: 'X',
      state: 'NY',
      zip: '10001',
      dob: '19800101',
    };
    const read = modalParametersServiceReadingSchema.safeParse({
      ...person,
      email: 'a@b',
      token: 't',
      qr: 'true',
      additionalData: '{"k":1}',
    });
    expect(read.data).toMatchObject({ qr: true, additionalData: { k: 1 } });
  });

  it('V-PIN subscription: http only to loopback, vpin.merged required even beside an unknown kind', () => {
    const body = { url: 'http://localhost:9/hook', event_types: ['vpin.merged'], secret: 'whsec_12345' };
    expect(vpinSubscriptionServiceReadingSchema.parse(body).enabled).toBe(true);
    expect(
      vpinSubscriptionServiceReadingSchema.safeParse({ ...body, url: 'http://example.com/h' }).success,
    ).toBe(false);
    const both = vpinSubscriptionServiceReadingSchema.safeParse({
      ...body,
      event_types: ['vpin.split', 'x'],
    });
    expect(both.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['event_types.1', 'event_types']);
  });
});

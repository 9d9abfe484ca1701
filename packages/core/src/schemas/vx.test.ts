import { describe, expect, it } from 'vitest';
import {
  createSessionRequestSchema,
  createSessionResponseSchema,
  sessionNotFoundBodySchema,
  sessionPendingBodySchema,
  sessionResultSchema,
  vxDcamsPlusSchema,
  vxErrorSchema,
  vxStylesSchema,
  vxTokenErrorSchema,
  vxTokenRequestSchema,
  vxTokenResponseSchema,
  vxWebhookPayloadSchema,
} from './index';

const sessionResult = {
  fn: 'Ann',
  ln: 'Lee',
  addr: '1 Main St',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  dob: '19900101',
  email: 'ann@example.com',
  phone: '5555555555',
  reference: 'order-7',
  status: 'PENDING',
  request_id: '2f1c6a2e-8d7e-4a53-9f0b-1d2b3c4d5e6f',
  additionalData: { plan: 'gold' },
  dcams_plus: {
    document_data: { FirstName: 'ANN' },
    output: { vpin: { id: 'v1' } },
    api_processing_error: false,
    service: 'DCAMSPlus',
    confirmation: 123,
    action: 'MANUAL',
    detail: 'MORE INFORMATION IS REQUIRED',
    issues: [],
  },
  storage: { success: null },
  journey: {
    stops: [
      {
        timestamp: '2025-09-10 12:00:00.000000',
        type: 'NEW REGISTRATION',
        source: '',
        status: '',
        action: '',
        detail: '',
      },
      {
        timestamp: '2025-09-10 12:01:00.000000',
        type: 'Data Service',
        source: 'DCAMSPlus',
        status: 'PENDING',
        action: 'PENDING',
        detail: 'x',
      },
    ],
    duration: '00h 01m 00s',
  },
  documents: null,
};

describe('VX schemas', () => {
  it('parses token request, response and error', () => {
    const request = {
      client_id: 'c',
      client_secret: 's',
      audience: 'vx.test',
      grant_type: 'client_credentials',
    };
    expect(vxTokenRequestSchema.safeParse(request).success).toBe(true);
    expect(
      vxTokenRequestSchema.safeParse({ ...request, grant_type: 'password' }).error?.issues[0]?.path,
    ).toEqual(['grant_type']);
    expect(
      vxTokenResponseSchema.parse({ access_token: 'a', expires_in: 3600, token_type: 'Bearer' }).expires_in,
    ).toBe(3600);
    expect(
      vxTokenErrorSchema.safeParse({ error: 'access_denied', error_description: 'Unauthorized' }).success,
    ).toBe(true);
    expect(vxTokenErrorSchema.safeParse({ error: 'access_denied' }).success).toBe(false);
  });

  it('parses a create_session request with styles and result messages', () => {
    const body = {
      email: 'ann@example.com',
      age: '21+',
      settings: { test_mode: true, block: false },
      webhook: { endpoint: 'https://hooks.example.com/vx' },
      additionalData: { plan: 'gold' },
      styles: { colors: { brand: Array(10).fill('#abcdef') }, primaryColor: 'brand', primaryShade: 6 },
      resultMessages: { verificationSuccessTitle: 'Done' },
    };
    expect(createSessionRequestSchema.safeParse(body).success).toBe(true);
  });

  it('reports every wrong create_session field with its path', () => {
    const result = createSessionRequestSchema.safeParse({
      email: '',
      age: 'twenty',
      settings: { block: 'yes' },
      additionalData: { n: 1 },
      styles: { primaryShade: 12 },
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['email', 'age', 'settings.block', 'additionalData.n', 'styles.primaryShade']),
    );
  });

  it('allows an https webhook, or http only on localhost', () => {
    const body = (endpoint: string) => ({ email: 'a@b.co', age: '18+', webhook: { endpoint } });
    expect(createSessionRequestSchema.safeParse(body('https://hooks.example.com/vx')).success).toBe(true);
    expect(createSessionRequestSchema.safeParse(body('http://localhost:8787/hook')).success).toBe(true);
    for (const bad of [
      'http://hooks.example.com/vx',
      'http://localhost.evil.test/x',
      'javascript:alert(1)',
    ]) {
      expect(createSessionRequestSchema.safeParse(body(bad)).error?.issues[0]?.path).toEqual([
        'webhook',
        'endpoint',
      ]);
    }
  });

  it('parses the create_session response and the error bodies', () => {
    const response = {
      message: 'ok',
      detail: 'created',
      expires_in: 3600,
      request_id: 'r1',
      link: 'https://x/j/r1',
    };
    expect(createSessionResponseSchema.parse(response).link).toBe('https://x/j/r1');
    expect(createSessionResponseSchema.safeParse({ ...response, expires_in: '3600' }).success).toBe(false);
    expect(
      vxErrorSchema.safeParse({ message: 'Already Verified', detail: 'user has status pass' }).success,
    ).toBe(true);
    expect(sessionPendingBodySchema.safeParse({ message: 'IN PROGRESS', detail: 'started' }).success).toBe(
      true,
    );
    expect(sessionNotFoundBodySchema.safeParse({ message: 'NOT FOUND' }).error?.issues[0]?.path).toEqual([
      'detail',
    ]);
  });

  it('parses a session result, open dcams_plus.action and keeps unknown fields', () => {
    const parsed = sessionResultSchema.parse({ ...sessionResult, future_field: 1 });
    expect(parsed.dcams_plus?.action).toBe('MANUAL');
    expect((parsed as Record<string, unknown>).future_field).toBe(1);
    expect(parsed.journey?.stops).toHaveLength(2);
  });

  it('parses the webhook payload with ssn, age_estimate and spoof_score', () => {
    const payload = {
      ...sessionResult,
      ssn: '',
      dcams_plus: { ...sessionResult.dcams_plus, output: { vpin: {}, age_estimate: 31, spoof_score: 0.02 } },
    };
    expect(vxWebhookPayloadSchema.parse(payload).dcams_plus?.output?.spoof_score).toBe(0.02);
  });

  it('rejects a session status outside PASS/FAIL/PENDING and a wrong storage type', () => {
    const result = sessionResultSchema.safeParse({
      ...sessionResult,
      status: 'REVIEW',
      storage: { success: 'yes' },
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['status', 'storage.success']);
  });

  it('keeps the known values of open strings as examples, yet accepts others', () => {
    const action = vxDcamsPlusSchema.shape.action.unwrap();
    expect(action.meta()?.examples).toEqual(['PASS', 'FAIL', 'REVIEW', 'PENDING']);
    expect(action.safeParse('SOMETHING NEW').success).toBe(true);
    expect(action.safeParse(1).success).toBe(false);
  });

  it('checks palettes in the styles schema', () => {
    expect(vxStylesSchema.safeParse({ colors: { brand: ['#fff'] } }).error?.issues[0]?.path).toEqual([
      'colors',
      'brand',
    ]);
    expect(vxStylesSchema.safeParse({ colorScheme: 'sepia' }).success).toBe(false);
  });
});

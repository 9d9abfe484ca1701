import { describe, expect, it } from 'vitest';
import { customer } from '../../test/fixtures';
import {
  documentCallbackSchema,
  documentErrorSchema,
  documentTokenRequestSchema,
  documentTokenResponseSchema,
  linkGenerateErrorSchema,
  linkGenerateRequestSchema,
  linkGenerateResponseSchema,
  modalParametersSchema,
  resultMessagesSchema,
  userStatusNotFoundSchema,
  userStatusRequestSchema,
  userStatusSchema,
} from './index';

const callback = {
  ...customer,
  reference: 'order-7',
  status: 'PASS',
  additionalData: { plan: 'gold' },
  dcams_plus: {
    document_data: {
      FirstName: 'ANN',
      LastName: 'DCAMSPLUSPASS',
      DateOfBirth: '19900101',
      Height: '5\'-10"',
      CountryCode: 'USA',
      DocumentType: 'RESIDENCE PERMIT',
    },
    confirmation: 4242,
    action: 'PASS',
    detail: 'ALL CHECKS PASSED',
    issues: [],
  },
  storage: { success: true },
};

/** The 404 "user not found" body of user/status as 4.7 describes it. */
const notFound = {
  fn: null,
  ln: null,
  addr: null,
  city: null,
  state: null,
  zip: null,
  dob: null,
  email: null,
  reference: null,
  status: null,
  additionalData: false,
  dcams_plus: { document_data: false, confirmation: 0, action: null, detail: null, issues: false },
  storage: { success: null },
  found: false,
};

describe('document-capture schemas', () => {
  it('parses token/create request, response and error', () => {
    expect(documentTokenRequestSchema.safeParse({ user: 'u', pass: 'p', journey_id: 'j' }).success).toBe(
      true,
    );
    expect(documentTokenRequestSchema.safeParse({ user: 'u' }).error?.issues[0]?.path).toEqual(['pass']);
    const response = {
      result: 'Success',
      message: 'Token created',
      token: 'tok',
      age: '21+',
      rules: 'base',
      store_on: 'PASS',
      company_name_for_email: 'Acme',
      email_logo_link: 'https://acme.example/logo.png',
      email_logo_height: '40',
      email_logo_width: '120',
      dcams_manual_rules: '',
    };
    expect(documentTokenResponseSchema.parse(response).token).toBe('tok');
    expect(
      documentErrorSchema.safeParse({ result: 'Error', message: 'invalid age', token: '' }).success,
    ).toBe(true);
    expect(documentErrorSchema.safeParse({ result: 'Success', message: 'x' }).error?.issues[0]?.path).toEqual(
      ['result'],
    );
  });

  it('parses a callback body with unknown document type and extra fields', () => {
    const parsed = documentCallbackSchema.parse({ ...callback, newField: 'x' });
    expect(parsed.dcams_plus.document_data?.DocumentType).toBe('RESIDENCE PERMIT');
    expect((parsed as Record<string, unknown>).newField).toBe('x');
  });

  it('parses the image-return callback (no action, documents present)', () => {
    const { action: _omitted, ...dcams } = callback.dcams_plus;
    const body = { ...callback, dcams_plus: dcams, documents: { front: 'aGVsbG8=', back: 'aGVsbG8=' } };
    expect(documentCallbackSchema.parse(body).documents?.front).toBe('aGVsbG8=');
  });

  it('rejects a callback status outside PASS/PENDING/FAIL and wrong issue types', () => {
    const result = documentCallbackSchema.safeParse({
      ...callback,
      status: 'REVIEW',
      dcams_plus: { ...callback.dcams_plus, issues: 'DOB DOES NOT MATCH DOCUMENT' },
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'status',
      'dcams_plus.issues',
    ]);
  });

  it('parses user status found and the not-found shape of nulls and false', () => {
    expect(userStatusRequestSchema.safeParse({ user: 'u', pass: 'p', email: 'a@b.c' }).success).toBe(true);
    expect(userStatusSchema.parse({ ...callback, found: true }).found).toBe(true);
    expect(userStatusSchema.parse(notFound).additionalData).toBe(false);
    expect(userStatusNotFoundSchema.parse(notFound).found).toBe(false);
    expect(userStatusNotFoundSchema.safeParse({ ...callback, found: false }).success).toBe(false);
    expect(userStatusSchema.safeParse({ ...notFound, found: 'no' }).error?.issues[0]?.path).toEqual([
      'found',
    ]);
  });

  it('parses link/generate request, PASS and ERROR responses', () => {
    const request = {
      options: { send_email: false },
      token: 'tok',
      email: 'ann@example.com',
      dob: '19900101',
      qr: true,
      language: '',
      additionalData: '{"plan":"gold"}',
      resultMessages: { verificationSuccessTitle: '' },
    };
    expect(linkGenerateRequestSchema.safeParse(request).success).toBe(true);
    const bad = linkGenerateRequestSchema.safeParse({
      ...request,
      options: {},
      additionalData: 5,
    });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'options.send_email',
      'additionalData',
    ]);
    const pass = { action: 'PASS', detail: 'Link generated', link: 'https://x/l', email_sent: false };
    expect(linkGenerateResponseSchema.parse(pass).action).toBe('PASS');
    const error = { action: 'ERROR', error_message: 'Invalid token', error_description: 'expired' };
    expect(linkGenerateErrorSchema.parse(error).error_message).toBe('Invalid token');
    expect(linkGenerateErrorSchema.safeParse(pass).success).toBe(false);
  });

  it('parses modal parameters including the canned-sample region fields', () => {
    const params = {
      fn: 'Ann',
      ln: 'dcamspluspass',
      addr: '1 Main',
      city: 'NYC',
      state: 'NY',
      zip: '10001',
      dob: '19900101',
      email: 'a@b.c',
      token: 'tok',
      region: 'us',
      region_select: false,
    };
    expect(modalParametersSchema.safeParse(params).success).toBe(true);
    expect(
      modalParametersSchema.safeParse({ ...params, dob: '1990-01-01', qr: 'yes' }).error?.issues.length,
    ).toBe(2);
  });

  it('accepts flat result-message overrides only: known keys, non-blank strings (what the builders send)', () => {
    expect(resultMessagesSchema.safeParse({ verificationSuccessTitle: 'Yes' }).success).toBe(true);
    // The prose's groups are not what the vendor's samples send: a request body we send is strict.
    expect(
      resultMessagesSchema.safeParse({ success: { verificationSuccessTitle: 'Yes' } }).error?.issues[0]?.code,
    ).toBe('unrecognized_keys');
    expect(resultMessagesSchema.safeParse({ verificationFailureTitle: 3 }).error?.issues[0]?.path).toEqual([
      'verificationFailureTitle',
    ]);
    const blank = resultMessagesSchema.safeParse({ verificationFailureTitle: ' ' }).error?.issues[0];
    expect(blank?.code === 'custom' && blank.params).toEqual({ rule: 'required' });
  });
});

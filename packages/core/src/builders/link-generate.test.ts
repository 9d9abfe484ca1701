import { describe, expect, it } from 'vitest';
import { buildLinkGenerateBody, type LinkGenerateInput } from './link-generate';

const now = () => new Date('2026-01-15T12:00:00Z');
const base: LinkGenerateInput = { options: { send_email: false }, token: 'tok' };
const rulesOf = (input: unknown) => {
  const result = buildLinkGenerateBody(input as LinkGenerateInput, { now });
  return result.ok ? [] : result.error.issues.map(({ path, rule }) => `${path} ${rule}`);
};

describe('buildLinkGenerateBody', () => {
  it('sends additionalData as JSON text and keeps empty result messages', () => {
    const result = buildLinkGenerateBody(
      {
        ...base,
        email: 'ann@example.com',
        dob: '19900101',
        phone: '555-555-5555',
        qr: true,
        email_fallback: false,
        language: '',
        country: 'us',
        additionalData: { plan: 'gold' },
        styleToken: 'st',
        resultMessages: { verificationSuccessTitle: '', verificationFailureTitle: 'No' },
      },
      { now },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.additionalData).toBe('{"plan":"gold"}');
    expect(JSON.parse(result.value.additionalData!)).toEqual({ plan: 'gold' });
    expect(result.value.country).toBe('US');
    expect(result.value.resultMessages).toEqual({
      verificationSuccessTitle: '',
      verificationFailureTitle: 'No',
    });
  });

  it('accepts JSON text of an object so a built body builds again', () => {
    expect(rulesOf({ ...base, additionalData: '{"a":"b"}' })).toEqual([]);
    expect(rulesOf({ ...base, additionalData: '{oops' })).toEqual(['additionalData json']);
    expect(rulesOf({ ...base, additionalData: '[1]' })).toEqual(['additionalData type:object']);
    expect(rulesOf({ ...base, additionalData: { a: 1 } })).toEqual(['additionalData.a type:string']);
  });

  it('requires options.send_email and token', () => {
    // Fields in the order of the contract (options first); the old walker checked `options` last.
    expect(rulesOf({})).toEqual(['options required', 'token required']);
    expect(rulesOf({ options: { sendEmail: true }, token: '' })).toEqual([
      'options.sendEmail unknown-key',
      'options.send_email required',
      'token required',
    ]);
    expect(rulesOf({ options: { send_email: 'no' }, token: 't' })).toEqual([
      'options.send_email type:boolean',
    ]);
  });

  it('checks customer fields, booleans, language, country and the qr rule together', () => {
    expect(
      rulesOf({
        ...base,
        dob: '2023-01-01',
        email: 'x',
        phone: '1',
        bypassDesktopIntro: 'yes',
        language: 'eng',
        country: 'U',
        email_fallback: false,
      }),
    ).toEqual([
      'phone phone',
      'dob date',
      'email email',
      'language language',
      'bypassDesktopIntro type:boolean',
      'country country',
      'email_fallback requires',
    ]);
  });
});

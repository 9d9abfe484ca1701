import { describe, expect, it } from 'vitest';
import { modalParameters } from '../../test/fixtures';
import { buildModalParameters, type ModalParameters } from './modal-parameters';

const now = () => new Date('2026-01-15T12:00:00Z');
const valid = modalParameters;

const rulesOf = (input: unknown) => {
  const result = buildModalParameters(input as ModalParameters, { now });
  return result.ok ? [] : result.error.issues.map(({ path, rule }) => `${path} ${rule}`);
};

describe('buildModalParameters', () => {
  it('returns the parameters with every optional field of 4.8', () => {
    const input: ModalParameters = {
      ...valid,
      international: false,
      phone: '(555) 555-5555',
      reference: 'order-7',
      styleToken: 'style-1',
      qr: true,
      additionalData: { plan: 'gold' },
      resultMessages: { verificationSuccessTitle: 'Done' },
      language: 'ES',
      email_fallback: false,
      bypassDesktopIntro: true,
      region: 'us',
      region_select: false,
    };
    const result = buildModalParameters(input, { now });
    expect(result).toEqual({ ok: true, value: { ...input, language: 'es' } });
  });

  it('reports every missing required field', () => {
    expect(rulesOf({})).toEqual(
      ['fn', 'ln', 'addr', 'city', 'state', 'zip', 'dob', 'email', 'token'].map((key) => `${key} required`),
    );
    expect(rulesOf({ ...valid, fn: '', token: '  ' })).toEqual(['fn required', 'token required']);
  });

  it('checks dob, phone, email and language formats', () => {
    expect(
      rulesOf({ ...valid, dob: '20230230', phone: '555.555.5555', email: 'ann', language: 'english' }),
    ).toEqual(['phone phone', 'dob date', 'email email', 'language language']);
    expect(rulesOf({ ...valid, dob: '20260116' })).toEqual(['dob date']);
  });

  it('allows email_fallback: false only with qr: true', () => {
    expect(rulesOf({ ...valid, email_fallback: false })).toEqual(['email_fallback requires']);
    expect(rulesOf({ ...valid, email_fallback: false, qr: false })).toEqual(['email_fallback requires']);
    expect(rulesOf({ ...valid, email_fallback: false, qr: true })).toEqual([]);
    expect(rulesOf({ ...valid, email_fallback: true })).toEqual([]);
  });

  it('types booleans, additionalData values and nested result messages', () => {
    expect(
      rulesOf({
        ...valid,
        qr: 'true',
        international: 1,
        additionalData: { plan: 5, ok: 'x' },
        resultMessages: { verificationSuccessTitle: 1, nope: 'x' },
      }),
    ).toEqual([
      'additionalData.plan type:string',
      'resultMessages.nope unknown-key',
      'resultMessages.verificationSuccessTitle type:string',
      'international type:boolean',
      'qr type:boolean',
    ]);
  });

  it('rejects unknown keys such as callbacks or typos', () => {
    expect(rulesOf({ ...valid, onSuccess: () => {}, emial: 'x' })).toEqual([
      'onSuccess unknown-key',
      'emial unknown-key',
    ]);
  });

  it('rejects non-objects without throwing', () => {
    for (const bad of [null, undefined, 'x', 3, []]) expect(rulesOf(bad)[0]).toBe(' type:object');
  });
});

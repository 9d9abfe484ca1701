import { describe, expect, it } from 'vitest';
import { defaultResultMessages, type ResultMessages } from '../contract/result-messages';
import { buildResultMessages } from './result-messages';

describe('result messages', () => {
  it('has the fourteen keys with the spec defaults', () => {
    expect(Object.keys(defaultResultMessages)).toHaveLength(14);
    expect(defaultResultMessages).toMatchObject({
      verificationSuccessTitle: 'Verification Success',
      verificationSuccessSubTitle: 'You have passed verification',
      verificationFailureTitle: 'Verification Failed',
      verificationFailureSubTitle: 'Your document is pending manual review',
      verificationErrorTokenTitle: 'Bad or Expired Token',
      verificationErrorAlreadyVerifiedTitle: 'You Are Already Verified',
      verificationErrorPendingTitle: 'Your Document is Currently Pending Manual Review',
      verificationErrorVelocityTitle: 'Too Many Attempts',
    });
    for (const text of Object.values(defaultResultMessages)) expect(text.trim()).not.toBe('');
    expect(defaultResultMessages.verificationErrorTokenSubTitle).toMatch(/bad or expired token/i);
    expect(defaultResultMessages.verificationErrorVelocitySubTitle).toMatch(/attempts/);
  });

  it('cannot be changed by a careless caller', () => {
    expect(Object.isFrozen(defaultResultMessages)).toBe(true);
  });

  it('returns the defaults without overrides, as a fresh object', () => {
    const result = buildResultMessages();
    expect(result).toEqual({ ok: true, value: defaultResultMessages });
    if (result.ok) expect(result.value).not.toBe(defaultResultMessages);
  });

  it('merges partial overrides', () => {
    const result = buildResultMessages({
      verificationSuccessTitle: 'All set!',
      verificationErrorTitle: 'Oops',
    });
    expect(result.ok && result.value).toEqual({
      ...defaultResultMessages,
      verificationSuccessTitle: 'All set!',
      verificationErrorTitle: 'Oops',
    });
  });

  it('reports unknown keys, non-strings and blank texts all at once', () => {
    const result = buildResultMessages({
      verificationSucessTitle: 'typo',
      verificationFailureTitle: 3,
      verificationSuccessSubTitle: ' ',
    } as unknown as Partial<ResultMessages>);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues.map(({ path, rule }) => `${path} ${rule}`)).toEqual([
      'verificationSucessTitle unknown-key',
      'verificationSuccessSubTitle required',
      'verificationFailureTitle type:string',
    ]);
  });

  it('rejects a non-object', () => {
    const result = buildResultMessages('hello' as never);
    expect(!result.ok && result.error.issues[0]?.rule).toBe('type:object');
  });
});

import { describe, expect, it } from 'vitest';
import { buildCreateSessionBody, type CreateSessionBody } from './create-session';

const now = () => new Date('2026-01-15T12:00:00Z');
const rulesOf = (input: unknown) => {
  const result = buildCreateSessionBody(input as CreateSessionBody, { now });
  return result.ok ? [] : result.error.issues.map(({ path, rule }) => `${path} ${rule}`);
};

describe('buildCreateSessionBody', () => {
  it('returns a full body unchanged apart from normalization', () => {
    const body: CreateSessionBody = {
      email: 'ann@example.com',
      age: '21+',
      route_id: '',
      settings_id: 's1',
      brand_id: 'b1',
      settings: {
        test_mode: true,
        block: true,
        isCloseButtonShown: false,
        shouldShowContinueOnDesktop: true,
        isReactNative: false,
        isFooterShown: true,
      },
      webhook: { endpoint: 'https://hooks.example.com/vx' },
      fn: 'Ann',
      ln: 'Lee',
      addr: '1 Main',
      city: 'NYC',
      state: 'NY',
      zip: '10001',
      phone: '+1 555 555 5555',
      dob: '19900101',
      ssn: '1234',
      reference: 'order-7',
      additionalData: { plan: 'gold' },
      language: 'EN',
      styles: { colorScheme: 'dark', components: { button: { color: '#ABC' } } },
      resultMessages: { verificationErrorTitle: 'Oops' },
    };
    const result = buildCreateSessionBody(body, { now });
    expect(result).toEqual({
      ok: true,
      value: {
        ...body,
        language: 'en',
        styles: { colorScheme: 'dark', components: { button: { color: '#aabbcc' } } },
      },
    });
  });

  it('requires email and age', () => {
    expect(rulesOf({})).toEqual(['email required', 'age required']);
    expect(rulesOf({ email: 'nope', age: '21' })).toEqual(['email email', 'age format']);
  });

  it('allows an http webhook only on localhost', () => {
    expect(
      rulesOf({ email: 'a@b.co', age: '18+', webhook: { endpoint: 'http://localhost:8787/hook' } }),
    ).toEqual([]);
    expect(
      rulesOf({ email: 'a@b.co', age: '18+', webhook: { endpoint: 'http://hooks.example.com' } }),
    ).toEqual(['webhook.endpoint https-url']);
    expect(rulesOf({ email: 'a@b.co', age: '18+', webhook: {} })).toEqual(['webhook.endpoint required']);
  });

  it('accepts only boolean settings with known keys', () => {
    expect(rulesOf({ email: 'a@b.co', age: '18+', settings: { block: 'yes', testMode: true } })).toEqual([
      'settings.testMode unknown-key',
      'settings.block type:boolean',
    ]);
  });

  it('reports nested styles and result-message problems with full paths, all at once', () => {
    expect(
      rulesOf({
        email: 'a@b.co',
        age: '18+',
        dob: '19990231',
        ssn: '12-34',
        additionalData: { n: 1 },
        styles: { colors: { brand: Array(10).fill('#fff').with(3, 'red') }, logo_url: 'data:x' },
        resultMessages: { verificationSuccessTitle: '' },
      }),
    ).toEqual([
      'dob date',
      'additionalData.n type:string',
      'resultMessages.verificationSuccessTitle required',
      'ssn ssn',
      'styles.colors.brand[3] hex-color',
      'styles.logo_url https-url',
    ]);
  });
});

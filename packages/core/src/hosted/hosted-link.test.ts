import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkHostedLink } from './hosted-link';

const ORIGIN = 'https://verify.example.com';

afterEach(() => vi.unstubAllEnvs());

describe('checkHostedLink', () => {
  it('returns an https link on one of the hosted origins', () => {
    expect(checkHostedLink(`${ORIGIN}/journey/abc?t=1`, [`${ORIGIN}/`])).toBe(`${ORIGIN}/journey/abc?t=1`);
  });

  it.each([
    ['http://verify.example.com/journey/abc', /https/],
    ['https://evil.example/journey/abc', /one of hostedOrigins \(https:\/\/verify\.example\.com\)/],
    ['https://verify.example.com.evil.example/journey', /one of hostedOrigins/],
    ['https://verify.example.com:8443/journey', /one of hostedOrigins/],
    ['javascript:alert(1)', /https/],
    ['/journey/abc', /https/],
    [undefined, /https/],
  ])('refuses %j with an error naming link', (link, rule) => {
    expect(() => checkHostedLink(link, [ORIGIN], 'shop.example')).toThrow(
      expect.objectContaining({ name: 'EmbedConfigError', field: 'link', rule: expect.stringMatching(rule) }),
    );
  });

  it('accepts loopback http in development only: a development build or a page on a loopback host', () => {
    const sandbox = 'http://127.0.0.1:4011';
    expect(checkHostedLink(`${sandbox}/journey/1`, [sandbox], 'shop.example')).toBe(`${sandbox}/journey/1`);
    vi.stubEnv('NODE_ENV', 'production');
    expect(checkHostedLink(`${sandbox}/journey/1`, [sandbox], '127.0.0.1')).toBe(`${sandbox}/journey/1`);
    expect(() => checkHostedLink(`${sandbox}/journey/1`, [sandbox], 'shop.example')).toThrow(
      expect.objectContaining({ field: 'link' }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { EmbedConfigError } from './errors';
import { normalizeOrigins } from './origins';

describe('normalizeOrigins', () => {
  it('reduces URLs to their origin, lower-cased and without default port', () => {
    expect(
      normalizeOrigins([
        'https://Verify.Example.com:443/journey/1?t=x',
        'http://127.0.0.1:4011/',
        'http://localhost',
      ]),
    ).toEqual(['https://verify.example.com', 'http://127.0.0.1:4011', 'http://localhost']);
  });

  it.each([
    [[], 'allowedOrigins', 'must be a non-empty array of origins'],
    ['https://a.example' as unknown as string[], 'allowedOrigins', 'must be a non-empty array of origins'],
    [['https://a.example', 'verify.example.com'], 'allowedOrigins[1]', 'must be an http(s) URL'],
    [['*'], 'allowedOrigins[0]', 'must be an http(s) URL'],
    [['null'], 'allowedOrigins[0]', 'must be an http(s) URL'],
    [['data:text/html,hi'], 'allowedOrigins[0]', 'must be an http(s) URL'],
    [['file:///etc/passwd'], 'allowedOrigins[0]', 'must be an http(s) URL'],
    [['javascript:alert(1)'], 'allowedOrigins[0]', 'must be an http(s) URL'],
    [[42 as unknown as string], 'allowedOrigins[0]', 'must be an http(s) URL'],
  ])('rejects %j with a typed error naming %s', (input, field, rule) => {
    const error = (() => {
      try {
        normalizeOrigins(input);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(EmbedConfigError);
    expect(error).toMatchObject({ field, rule, message: `${field} ${rule}` });
  });
});

import { describe, expect, it } from 'vitest';
import { exactOrigin } from './exact-origin';

describe('exactOrigin', () => {
  it('reads the origin from the text: lower case, default port dropped, user info and path ignored', () => {
    expect(exactOrigin('https://verify.example.com')).toBe('https://verify.example.com');
    expect(exactOrigin('HTTPS://Verify.Example.com:443/journey/1?t=x')).toBe('https://verify.example.com');
    expect(exactOrigin('http://127.0.0.1:80/')).toBe('http://127.0.0.1');
    expect(exactOrigin('http://127.0.0.1:5173/journey')).toBe('http://127.0.0.1:5173');
    expect(exactOrigin('https://verify.example.com:8443')).toBe('https://verify.example.com:8443');
    expect(exactOrigin('https://user:pw@verify.example.com/x')).toBe('https://verify.example.com');
    expect(exactOrigin('http://[::1]:3000/x')).toBe('http://[::1]:3000');
  });

  it('gives nothing for what has no http(s) origin, or a host it cannot read exactly', () => {
    for (const url of [
      'about:blank',
      'data:text/html,x',
      'file:///x',
      'javascript:alert(1)',
      '',
      'verify.example.com',
      'https://verify.example.com\\@evil.test/',
      'https://',
    ])
      expect(exactOrigin(url), url).toBeUndefined();
    expect(exactOrigin(42)).toBeUndefined();
  });
});

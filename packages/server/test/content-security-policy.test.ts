import { describe, expect, it } from 'vitest';
import { ContentSecurityPolicyError, contentSecurityPolicy, veriframeTrustedTypesPolicy } from '../src/csp';

const nonce = Buffer.from('0123456789abcdef').toString('base64');
const hostedOrigin = 'https://verify.example.com';

/** The header parsed back: directive name → sources, as a browser reads it. */
const parse = (header: string) =>
  Object.fromEntries(
    header.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as ContentSecurityPolicyError;
  }
  throw new Error('expected a ContentSecurityPolicyError');
};

describe('contentSecurityPolicy', () => {
  it('writes a strict nonce policy: the hosted frame, the modal files, the proxy on the same origin', () => {
    const { directives, header } = contentSecurityPolicy({ hostedOrigin, nonce });
    expect(directives).toEqual({
      'default-src': ["'self'"],
      'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", hostedOrigin],
      'style-src': ["'self'", `'nonce-${nonce}'`, hostedOrigin],
      'style-src-attr': ["'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': [hostedOrigin],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'require-trusted-types-for': ["'script'"],
    });
    expect(parse(header)).toEqual(directives);
    expect(header.replace("style-src-attr 'unsafe-inline'", '')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('takes origins from URLs: the modal files elsewhere, a proxy on another origin, theme assets', () => {
    const { directives } = contentSecurityPolicy({
      hostedOrigin: ['https://verify.example.com/journey/', 'http://127.0.0.1:4011'],
      modalOrigin: 'https://cdn.verify.example.com/modal/v1/modal.js',
      proxyUrl: 'https://api.shop.example/veriframe',
      imageSources: ['https://assets.shop.example/logo.svg'],
      fontSources: ['https://fonts.shop.example/inter.woff2'],
      nonce,
    });
    expect(directives['frame-src']).toEqual([hostedOrigin, 'http://127.0.0.1:4011']);
    expect(directives['script-src']).toContain('https://cdn.verify.example.com');
    expect(directives['script-src']).not.toContain(hostedOrigin);
    expect(directives['style-src']).toEqual(["'self'", `'nonce-${nonce}'`, 'https://cdn.verify.example.com']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.shop.example']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https://assets.shop.example']);
    expect(directives['font-src']).toEqual(["'self'", 'https://fonts.shop.example']);
  });

  it('merges the page’s own sources once each, lists Trusted Types policies, and eval only in development', () => {
    const { directives, header } = contentSecurityPolicy({
      hostedOrigin,
      nonce,
      development: true,
      trustedTypesPolicies: ['nextjs#bundler'],
      directives: { 'img-src': ['data:', 'https://cdn.shop.example'], 'object-src': ["'self'"] },
    });
    expect(directives['script-src']).toContain("'unsafe-eval'");
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https://cdn.shop.example']);
    expect(directives['object-src']).toEqual(["'self'"]); // 'none' gives way
    expect(directives['trusted-types']).toEqual([veriframeTrustedTypesPolicy, 'nextjs#bundler']);
    expect(header).toContain('trusted-types veriframe-loader nextjs#bundler');
    const without = contentSecurityPolicy({
      hostedOrigin,
      nonce,
      trustedTypes: false,
      styleAttributes: false,
    });
    expect(without.directives['require-trusted-types-for']).toBeUndefined();
    expect(without.directives['style-src-attr']).toBeUndefined();
  });

  it('lets nobody frame the page and forms post only to its origin, unless origins are named', () => {
    const { directives, header } = contentSecurityPolicy({ hostedOrigin, nonce });
    expect(header).toContain("frame-ancestors 'none'");
    expect(header).toContain("form-action 'self'");
    const named = contentSecurityPolicy({
      hostedOrigin,
      nonce,
      frameAncestors: ["'self'", 'https://portal.shop.example/embed'],
      formActions: ['https://pay.shop.example/checkout'],
    });
    expect(named.directives['frame-ancestors']).toEqual(["'self'", 'https://portal.shop.example']);
    expect(named.directives['form-action']).toEqual(["'self'", 'https://pay.shop.example']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it.each([
    [{ hostedOrigin, nonce, frameAncestors: ['http://portal.example'] }, 'frameAncestors[0]'],
    [{ hostedOrigin, nonce, frameAncestors: ['*'] }, 'frameAncestors[0]'],
    [{ hostedOrigin, nonce, formActions: ['javascript:alert(1)'] }, 'formActions[0]'],
    [{ hostedOrigin, nonce: 'short' }, 'nonce'],
    [{ hostedOrigin, nonce: `${nonce}'; script-src *` }, 'nonce'],
    [{ hostedOrigin: 'http://verify.example.com', nonce }, 'hostedOrigin'],
    [{ hostedOrigin: [], nonce }, 'hostedOrigin'],
    [{ hostedOrigin: [hostedOrigin, 'not a url'], nonce }, 'hostedOrigin[1]'],
    [{ hostedOrigin, nonce, modalOrigin: 'javascript:alert(1)' }, 'modalOrigin'],
    [{ hostedOrigin, nonce, proxyUrl: '//evil.example' }, 'proxyUrl'],
    [{ hostedOrigin, nonce, proxyUrl: 'http://api.example' }, 'proxyUrl'],
    [{ hostedOrigin, nonce, imageSources: ['ftp://x.example'] }, 'imageSources[0]'],
    [{ hostedOrigin, nonce, directives: { 'Script Src': ['x'] } }, 'directives.Script Src'],
    [{ hostedOrigin, nonce, directives: { 'img-src': ['a; script-src *'] } }, 'directives.img-src'],
    [{ hostedOrigin, nonce, trustedTypesPolicies: ["x'; script-src *"] }, 'trustedTypesPolicies[0]'],
  ])('refuses %j, naming %s', (options, field) => {
    const error = errorOf(() => contentSecurityPolicy(options as never));
    expect(error).toBeInstanceOf(ContentSecurityPolicyError);
    expect(error.field).toBe(field);
    expect(error.message).toContain(field);
  });
});

import { describe, expect, it } from 'vitest';
import { sessionCases as cases, good, palette } from './bad-bodies';
import { countingFetch, useSandbox } from './helpers';
import { proxyFor } from './proxy-helpers';

// Malformed `POST /vx/sessions` (and `/document/link`) bodies are refused by the proxy
// with 400 naming the field and the rule, by core's builder rules, before any call reaches the service.

const { sandbox } = useSandbox({ reset: true });

describe('proxy: malformed create_session bodies', () => {
  it(`refuses ${cases.length} bad bodies with 400 naming the field and the rule, and never calls the service`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(67);
    const upstream = countingFetch();
    // With the development opt-in, so the styles and texts meet core's builder rules (the style previewer's way).
    const { call } = proxyFor(
      sandbox(),
      {},
      { browserPresentation: true, clientOptions: { fetch: upstream.fetch } },
    );
    for (const [what, fields, path] of cases) {
      const res = await call('POST', '/vx/sessions', { ...good, ...fields });
      expect(res.status, what).toBe(400);
      expect(res.json.code, what).toBe('invalid_request');
      const named = (res.json.issues as { path: string; rule: string }[]).filter(
        (issue) =>
          issue.path === path || issue.path.startsWith(`${path}.`) || issue.path.startsWith(`${path}[`),
      );
      expect(named, `${what}: ${JSON.stringify(res.json.issues)}`).not.toHaveLength(0);
      for (const issue of named) expect(issue.rule, what).toMatch(/^[\w:-]+$/);
      expect(res.json.message, what).toContain(path.split(/[.[]/)[0]);
    }
    expect(upstream.total()).toBe(0);
  });

  it('names the builder rule, e.g. https-url for a javascript: logo and language for an emoji', async () => {
    const { call } = proxyFor(sandbox(), {}, { browserPresentation: true });
    const logo = await call('POST', '/vx/sessions', { ...good, styles: { logo_url: 'javascript:alert(1)' } });
    expect(logo.json.issues).toEqual([
      {
        path: 'styles.logo_url',
        rule: 'https-url',
        message: expect.stringMatching(/^must be an absolute https:\/\//),
      },
    ]);
    const language = await call('POST', '/vx/sessions', { ...good, language: '😀' });
    expect(language.json.issues).toEqual([
      { path: 'language', rule: 'language', message: expect.any(String) },
    ]);
  });

  it('still forwards good bodies (upper-case hex and language included)', async () => {
    const upstream = countingFetch();
    const { call } = proxyFor(
      sandbox(),
      {},
      { browserPresentation: true, clientOptions: { fetch: upstream.fetch } },
    );
    const goodBodies = [
      good,
      { ...good, language: 'ES' },
      {
        ...good,
        language: 'fr',
        styles: { colors: { brand: palette('#1C7ED6') }, primaryColor: 'brand', primaryShade: 6 },
      },
      {
        ...good,
        styles: {
          logo_url: 'https://cdn.example/logo.svg',
          colorScheme: 'dark',
          defaultRadius: 'md',
          global: { backgroundColor: '#FFF', typography: { font: { family: 'Inter, sans-serif' } } },
        },
      },
      { ...good, resultMessages: { success: { verificationSuccessTitle: 'Welcome' } } },
    ];
    for (const body of goodBodies) {
      const res = await call('POST', '/vx/sessions', body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.json.request_id).toEqual(expect.any(String));
    }
    expect(upstream.total()).toBeGreaterThanOrEqual(goodBodies.length);
  });

  it('refuses a bad language or country on /document/link by the link builder rules, before any call', async () => {
    const upstream = countingFetch();
    const { call } = proxyFor(sandbox(), {}, { clientOptions: { fetch: upstream.fetch } });
    for (const [field, value] of [
      ['language', '<b>x'],
      ['language', '\u0000'],
      ['country', 'U$'],
    ] as const) {
      const res = await call('POST', '/document/link', { [field]: value });
      expect(res.status).toBe(400);
      expect(res.json.issues).toContainEqual(expect.objectContaining({ path: field }));
    }
    expect(upstream.total()).toBe(0);
  });
});

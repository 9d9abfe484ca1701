import { buildCreateSessionBody, buildLinkGenerateBody } from '@veriframe/core';
import { describe, expect, it } from 'vitest';
import { documentLinkInput, toIssues, vxSessionInput } from './inputs';

// The proxy's inputs are core's shapes plus the proxy's policy, checked by core's builders: on every body
// that breaks no policy rule (minimum age, server-chosen fields, length caps, US phone), the proxy and the
// builder must give the same verdict and name the same fields.

const good = { email: 'ada@example.com', age: '21+' };

const sessionBodies: Record<string, unknown>[] = [
  good,
  // The builders' email rule, not a second one: zod's z.email() (the proxy's old copy) refused a one-letter
  // top-level domain and a non-ASCII domain, which the builders (and the spec: "need not be real") accept.
  { ...good, email: 'ada@example.c' },
  { ...good, email: 'ada@例え.jp' },
  { ...good, email: 'ada' },
  { ...good, email: 'ada@example' },
  { ...good, dob: '19850305' },
  { ...good, dob: '20230230' },
  { ...good, dob: '18991231' },
  { ...good, ssn: '1234' },
  { ...good, ssn: '123456789' },
  { ...good, ssn: '12345' },
  { ...good, language: 'es' },
  { ...good, language: 'ES' },
  { ...good, language: 'esp' },
  { ...good, settings: { isFooterShown: false } },
  { ...good, additionalData: { plan: 'gold' } },
  { ...good, styles: { primaryShade: 6, colorScheme: 'dark' } },
  { ...good, styles: { logo_url: 'http://cdn.example/logo.png' } },
  { ...good, styles: { colour: 'red' } },
  { ...good, resultMessages: { verificationSuccessTitle: 'Welcome' } },
  { ...good, resultMessages: { verificationSuccessTitle: '  ' } },
  { ...good, fn: 'Ada', ln: 'Lovelace', state: 'NY', zip: '10001', email: 'ada@example.org' },
];

const paths = (issues: { path: string }[]) => issues.map((i) => i.path).sort();

describe('proxy inputs: derived from core, checked by the builders', () => {
  it.each(sessionBodies.map((body) => [JSON.stringify(body), body]))(
    'create_session %s: the proxy and buildCreateSessionBody agree',
    (_, body) => {
      const proxy = vxSessionInput(0).safeParse(body);
      const builder = buildCreateSessionBody(body as never);
      expect(proxy.success).toBe(builder.ok);
      if (!proxy.success && !builder.ok) {
        expect(paths(toIssues(proxy.error, body))).toEqual(paths(builder.error.issues));
        expect(toIssues(proxy.error, body).map((i) => i.rule)).toEqual(
          builder.error.issues.map((i) => i.rule),
        );
      }
      if (proxy.success && builder.ok) expect(proxy.data).toEqual(builder.value);
    },
  );

  it('names the structural, the policy and the builder issues of one body in one answer', () => {
    const body = {
      email: 'ada',
      age: '18+',
      fn: 7,
      settings: { test_mode: true },
      styles: { logo_url: 'javascript:alert(1)' },
    };
    const result = vxSessionInput(21).safeParse(body);
    expect(result.success).toBe(false);
    const issues = result.success ? [] : toIssues(result.error, body);
    expect(issues.map(({ path, rule }) => ({ path, rule }))).toEqual(
      expect.arrayContaining([
        { path: 'email', rule: 'email' },
        { path: 'age', rule: 'min-age' },
        { path: 'fn', rule: 'type:string' },
        { path: 'settings.test_mode', rule: 'server-chosen' },
        { path: 'styles.logo_url', rule: 'https-url' },
      ]),
    );
    // One issue per field: the builder's own `fn` type issue is not added beside zod's.
    expect(issues.filter((i) => i.path === 'fn')).toHaveLength(1);
  });

  it('writes array positions as the builders do (styles.colors.brand[9])', () => {
    const brand = [...Array.from({ length: 9 }, () => '#1c7ed6'), 'blue'];
    const body = { ...good, styles: { colors: { brand } } };
    const result = vxSessionInput(0).safeParse(body);
    expect(result.success).toBe(false);
    const issues = result.success ? [] : toIssues(result.error, body);
    expect(paths(issues)).toEqual(['styles.colors.brand[9]']);
  });

  it('link/generate: the proxy and buildLinkGenerateBody agree on email and country', () => {
    for (const fields of [
      { email: 'ada@example.c' },
      { email: 'ada' },
      { country: 'usa' },
      { country: 'U$' },
    ]) {
      const body = { options: { send_email: false }, ...fields };
      const proxy = documentLinkInput.safeParse(body);
      const builder = buildLinkGenerateBody({ ...body, token: 't' });
      expect(proxy.success, JSON.stringify(fields)).toBe(builder.ok);
    }
  });
});

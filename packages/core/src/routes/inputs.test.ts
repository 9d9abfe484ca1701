import { describe, expect, it } from 'vitest';
import { buildCreateSessionBody, buildLinkGenerateBody } from '../builders/index';
import { toIssues } from './input-issues';
import { documentLinkInput, vxSessionInput } from './inputs';

// The proxy's inputs are core's zod shapes plus the proxy's policy, parsed once; the browser builders check
// JSON Schemas generated from the same zod contract. On every body that breaks no policy rule (minimum age,
// server-chosen fields, length caps, US phone), the proxy and the builder must give the same verdict and name
// the same fields.

// The email is the identity's, never the browser's: the builder gets one, the proxy's input none.
const identityEmail = 'ada@example.com';
const good = { age: '21+' };

/** Each body a browser may send, and what the proxy forwards: the literal body, or `refused`. */
const sessionBodies: [Record<string, unknown>, Record<string, unknown> | 'refused'][] = [
  [good, { age: '21+' }],
  [
    { ...good, dob: '19850305' },
    { age: '21+', dob: '19850305' },
  ],
  [{ ...good, dob: '20230230' }, 'refused'],
  [{ ...good, dob: '18991231' }, 'refused'],
  [
    { ...good, ssn: '1234' },
    { age: '21+', ssn: '1234' },
  ],
  [
    { ...good, ssn: '123456789' },
    { age: '21+', ssn: '123456789' },
  ],
  [{ ...good, ssn: '12345' }, 'refused'],
  [
    { ...good, language: 'es' },
    { age: '21+', language: 'es' },
  ],
  // Normalized to lower case, as the service wants ISO 639-1.
  [
    { ...good, language: 'ES' },
    { age: '21+', language: 'es' },
  ],
  [{ ...good, language: 'esp' }, 'refused'],
  [
    { ...good, settings: { isFooterShown: false } },
    { age: '21+', settings: { isFooterShown: false } },
  ],
  [
    { ...good, additionalData: { plan: 'gold' } },
    { age: '21+', additionalData: { plan: 'gold' } },
  ],
  [
    { ...good, styles: { primaryShade: 6, colorScheme: 'dark' } },
    { age: '21+', styles: { primaryShade: 6, colorScheme: 'dark' } },
  ],
  [{ ...good, styles: { logo_url: 'http://cdn.example/logo.png' } }, 'refused'],
  [{ ...good, styles: { colour: 'red' } }, 'refused'],
  [
    { ...good, resultMessages: { verificationSuccessTitle: 'Welcome' } },
    { age: '21+', resultMessages: { verificationSuccessTitle: 'Welcome' } },
  ],
  [{ ...good, resultMessages: { verificationSuccessTitle: '  ' } }, 'refused'],
  [
    { ...good, fn: 'Ada', ln: 'Lovelace', state: 'NY', zip: '10001' },
    { age: '21+', fn: 'Ada', ln: 'Lovelace', state: 'NY', zip: '10001' },
  ],
];

const paths = (issues: { path: string }[]) => issues.map((i) => i.path).sort();

describe('proxy inputs: derived from core, in step with the builders', () => {
  it.each(sessionBodies.map(([body, sent]) => [JSON.stringify(body), body, sent]))(
    'create_session %s: the proxy forwards the expected body, and agrees with buildCreateSessionBody',
    (_, body, sent) => {
      // With the development opt-in, so `styles` and `resultMessages` are the browser's to send.
      const proxy = vxSessionInput(0, true).safeParse(body);
      const builder = buildCreateSessionBody({ ...body, email: identityEmail } as never);
      expect(proxy.success ? proxy.data : 'refused').toEqual(sent);
      expect(builder.ok ? builder.value : 'refused').toEqual(
        sent === 'refused' ? 'refused' : { ...sent, email: identityEmail },
      );
      if (!proxy.success && !builder.ok) {
        expect(paths(toIssues(proxy.error, body))).toEqual(paths(builder.error.issues));
        expect(toIssues(proxy.error, body).map((i) => i.rule)).toEqual(
          builder.error.issues.map((i) => i.rule),
        );
      }
    },
  );

  it("names the structural, the policy and core's rule issues of one body in one answer", () => {
    const body = {
      age: '18+',
      fn: 7,
      settings: { test_mode: true },
      styles: { logo_url: 'javascript:alert(1)' },
    };
    const result = vxSessionInput(21, true).safeParse(body);
    expect(result.success).toBe(false);
    const issues = result.success ? [] : toIssues(result.error, body);
    expect(issues.map(({ path, rule }) => ({ path, rule }))).toEqual(
      expect.arrayContaining([
        { path: 'age', rule: 'min-age' },
        { path: 'fn', rule: 'type:string' },
        { path: 'settings.test_mode', rule: 'server-chosen' },
        { path: 'styles.logo_url', rule: 'https-url' },
      ]),
    );
    // One issue per field.
    expect(issues.filter((i) => i.path === 'fn')).toHaveLength(1);
  });

  it('writes array positions as the builders do (styles.colors.brand[9])', () => {
    const brand = [...Array.from({ length: 9 }, () => '#1c7ed6'), 'blue'];
    const body = { ...good, styles: { colors: { brand } } };
    const result = vxSessionInput(0, true).safeParse(body);
    expect(result.success).toBe(false);
    const issues = result.success ? [] : toIssues(result.error, body);
    expect(paths(issues)).toEqual(['styles.colors.brand[9]']);
  });

  it('link/generate: email_fallback false only with qr, the one rule across fields, is the 400 of the input', () => {
    const body = { email_fallback: false };
    const refused = documentLinkInput().safeParse(body);
    const named = refused.success ? [] : toIssues(refused.error, body).map((i) => `${i.path} ${i.rule}`);
    expect(named).toEqual(['email_fallback requires']);
    expect(documentLinkInput().safeParse({ ...body, qr: true }).success).toBe(true);
  });

  it('link/generate: the proxy and buildLinkGenerateBody agree on country', () => {
    for (const fields of [{ country: 'us' }, { country: 'usa' }, { country: 'U$' }]) {
      const proxy = documentLinkInput().safeParse(fields);
      const builder = buildLinkGenerateBody({ options: { send_email: false }, ...fields, token: 't' });
      expect(proxy.success, JSON.stringify(fields)).toBe(builder.ok);
    }
  });

  it('whose data it is and what the service shows are server-chosen, unless the development opt-in', () => {
    const session = {
      email: 'victim@example.com',
      reference: 'order-1',
      age: '21+',
      styles: { logo_url: 'https://evil.example/logo.png' },
      resultMessages: { verificationSuccessTitle: 'Call +1-555-0100 to claim your refund' },
    };
    const refused = vxSessionInput(0).safeParse(session);
    const named = refused.success ? [] : toIssues(refused.error, session).map((i) => `${i.path} ${i.rule}`);
    expect(named.sort()).toEqual([
      'email server-chosen',
      'reference server-chosen',
      'resultMessages server-chosen',
      'styles server-chosen',
    ]);
    const link = { options: { send_email: true }, email: 'victim@example.org', resultMessages: {} };
    const linkRefused = documentLinkInput().safeParse(link);
    const linkNamed = linkRefused.success
      ? []
      : toIssues(linkRefused.error, link).map((i) => `${i.path} ${i.rule}`);
    expect(linkNamed.sort()).toEqual([
      'email server-chosen',
      'options.send_email server-chosen',
      'resultMessages server-chosen',
    ]);
    // The opt-in lets presentation through; whose data it is stays the server's.
    const { email: _email, reference: _reference, ...presentation } = session;
    expect(vxSessionInput(0, true).safeParse(presentation).success).toBe(true);
    expect(vxSessionInput(0, true).safeParse(session).success).toBe(false);
    expect(
      documentLinkInput(true).safeParse({ options: { send_email: true }, resultMessages: {} }).success,
    ).toBe(true);
  });
});

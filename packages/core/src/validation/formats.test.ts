import { describe, expect, it } from 'vitest';
import type { Field, Issues } from './check';
import { age, birthDate, email, httpsUrl, language, phone } from './formats';

/** Runs one field check; returns the accepted value or the rule that rejected it. */
const check = (field: Field, value: unknown) => {
  const issues: Issues = [];
  const out = field(value, 'f', issues);
  return issues.length ? issues.map((issue) => issue.rule).join() : out;
};

const fixedNow = () => new Date('2026-01-15T12:00:00Z');

describe('formats', () => {
  it('accepts the three phone forms only', () => {
    for (const ok of ['(555) 555-5555', '555-555-5555', '5555555555']) expect(check(phone, ok)).toBe(ok);
    for (const bad of ['555 555 5555', '+15555555555', '(555)555-5555', '555-5555'])
      expect(check(phone, bad)).toBe('phone');
    expect(check(phone, 5555555555)).toBe('type:string');
  });

  it('checks email syntax', () => {
    expect(check(email, 'ann@example.com')).toBe('ann@example.com');
    for (const bad of ['ann', 'ann@', 'ann@example', 'a n@example.com', '@example.com'])
      expect(check(email, bad)).toBe('email');
  });

  it('checks <number>+ ages', () => {
    for (const ok of ['18+', '21+', '120+']) expect(check(age, ok)).toBe(ok);
    for (const bad of ['21', '0+', '121+', '+21', '21 +']) expect(check(age, bad)).toBe('format');
  });

  it('accepts real past dates and rejects impossible, too old or future ones', () => {
    const dob = birthDate(fixedNow);
    expect(check(dob, '19900101')).toBe('19900101');
    expect(check(dob, '20000229')).toBe('20000229');
    expect(check(dob, '20260115')).toBe('20260115');
    for (const bad of ['20230230', '19000229', '20231301', '20230001', '1990-01-01', '1990011', '18991231']) {
      expect(check(dob, bad)).toBe('date');
    }
    expect(check(dob, '20260116')).toBe('date');
    expect(check(dob, 19900101)).toBe('type:string');
  });

  it('accepts https URLs and http only on localhost', () => {
    for (const ok of [
      'https://cdn.example.com/logo.png',
      'http://localhost:4011/logo.png',
      'http://127.0.0.1/x.woff2',
      'http://[::1]:8080/a',
    ]) {
      expect(check(httpsUrl, ok)).toBe(ok);
    }
    for (const bad of [
      'http://example.com/logo.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'JAVASCRIPT:alert(1)',
      '//example.com/logo.png',
      '/logo.png',
      'ftp://example.com/logo.png',
      'https://example.com/a"b',
      "https://example.com/a')",
      'https://example.com/a b',
      'http://localhost.evil.com/x',
    ]) {
      expect(check(httpsUrl, bad)).toBe('https-url');
    }
  });

  it('accepts ISO 639-1 codes and sends them lower case', () => {
    expect(check(language, 'en')).toBe('en');
    expect(check(language, 'ES')).toBe('es');
    for (const bad of ['eng', 'e', 'en-US', '']) expect(check(language, bad)).toBe('language');
  });
});

import { describe, expect, it } from 'vitest';
import { unsafeFontFamilies } from '../../test/fixtures';
import { checkJsonSchema, type JsonSchemaNode } from '../builders/check-json-schema';
import type { RuleName } from './rules';

/** Each rule tested here, by the old test's name: the rule's key and the JSON type it takes. */
const nodes: Record<string, JsonSchemaNode & { 'x-rule': RuleName }> = {
  phone: { type: 'string', 'x-rule': 'phone' },
  email: { type: 'string', 'x-rule': 'email' },
  age: { type: 'string', 'x-rule': 'age' },
  ssn: { type: 'string', 'x-rule': 'ssn' },
  date: { type: 'string', 'x-rule': 'date' },
  'https-url': { type: 'string', 'x-rule': 'https-url' },
  language: { type: 'string', 'x-rule': 'language' },
  'language-or-empty': { type: 'string', 'x-rule': 'language-or-empty' },
  country: { type: 'string', 'x-rule': 'country' },
  radius: { 'x-rule': 'radius' },
  'font-family': { type: 'string', 'x-rule': 'css-font-family' },
  'font-format': { type: 'string', 'x-rule': 'css-token' },
};
const now = () => new Date('2026-01-15T12:00:00Z');

/** Runs one leaf rule; returns the accepted value or the rule ids that rejected it. */
const check = (rule: string, value: unknown) => {
  const result = checkJsonSchema(nodes[rule]!, value, { now });
  return result.ok ? result.value : result.error.issues.map((issue) => issue.rule).join();
};

describe('leaf rules', () => {
  it('accepts the three phone forms only', () => {
    for (const ok of ['(555) 555-5555', '555-555-5555', '5555555555']) expect(check('phone', ok)).toBe(ok);
    for (const bad of [
      '555 555 5555',
      '+15555555555',
      '(555)555-5555',
      '555-5555',
      '555555-5555',
      '555-5555555',
    ]) {
      expect(check('phone', bad)).toBe('phone');
    }
    expect(check('phone', 5555555555)).toBe('type:string');
  });

  it('checks email syntax', () => {
    expect(check('email', 'ann@example.com')).toBe('ann@example.com');
    for (const bad of ['ann', 'ann@', 'ann@example', 'a n@example.com', '@example.com']) {
      expect(check('email', bad)).toBe('email');
    }
  });

  it('checks <number>+ ages and SSNs', () => {
    for (const ok of ['1+', '18+', '21+', '120+']) expect(check('age', ok)).toBe(ok);
    for (const bad of ['21', '0+', '121+', '+21', '21 +', '021+']) expect(check('age', bad)).toBe('format');
    for (const ok of ['1234', '123456789']) expect(check('ssn', ok)).toBe(ok);
    for (const bad of ['123', '12345', '123-45-6789']) expect(check('ssn', bad)).toBe('ssn');
  });

  it('accepts real past dates and rejects impossible, too old or future ones', () => {
    for (const ok of ['19900101', '20000229', '20260115', '19000101']) expect(check('date', ok)).toBe(ok);
    for (const bad of ['20230230', '19000229', '20231301', '20230001', '20230100', '1990-01-01', '1990011']) {
      expect(check('date', bad)).toBe('date');
    }
    expect(check('date', '18991231')).toBe('date');
    expect(check('date', '20260116')).toBe('date');
    expect(check('date', 19900101)).toBe('type:string');
  });

  it('accepts https URLs and http only on localhost', () => {
    const good = [
      'https://cdn.example.com/logo.png',
      'http://localhost:4011/a',
      'http://127.0.0.1/x.woff2',
      'http://[::1]:8080/a',
    ];
    for (const ok of good) expect(check('https-url', ok)).toBe(ok);
    for (const bad of [
      'http://example.com/logo.png',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:image/png;base64,AAAA',
      '//example.com/logo.png',
      '/logo.png',
      'ftp://example.com/logo.png',
      'https://example.com/a"b',
      "https://example.com/a')",
      'https://example.com/a b',
      'http://localhost.evil.com/x',
    ]) {
      expect(check('https-url', bad)).toBe('https-url');
    }
  });

  it('normalizes language (lower) and country (upper) codes', () => {
    expect(check('language', 'ES')).toBe('es');
    for (const bad of ['eng', 'e', 'en-US', '']) expect(check('language', bad)).toBe('language');
    expect(check('language-or-empty', '')).toBe('');
    expect(check('language-or-empty', 'x')).toBe('language');
    expect(check('country', 'usa')).toBe('USA');
    expect(check('country', 'U')).toBe('country');
  });

  it('checks radius tokens, sizes and CSS lengths', () => {
    for (const ok of ['xs', 'xl', 0, 12, '8px', '0.5rem', '.5em', '50%', '0'])
      expect(check('radius', ok)).toBe(ok);
    for (const bad of [
      'xxl',
      -1,
      Number.POSITIVE_INFINITY,
      Number.NaN,
      '8 px',
      'calc(1px)',
      '8pt',
      ['8px'],
      null,
    ]) {
      expect(check('radius', bad)).toBe('radius');
    }
  });

  it('allows only CSS-safe font families and format tokens', () => {
    expect(check('font-family', 'Noto Sans JP, sans-serif')).toBe('Noto Sans JP, sans-serif');
    for (const bad of unsafeFontFamilies) {
      expect(check('font-family', bad)).toBe('css-font-family');
    }
    expect(check('font-format', 'woff2')).toBe('woff2');
    expect(check('font-format', 'woff2")')).toBe('css-token');
  });
});

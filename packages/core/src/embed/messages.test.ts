import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHostedMessage } from './messages';

const TERMINAL = ['PASS', 'FAIL', 'ALREADY VERIFIED', 'LINK EXPIRED', 'BOT DETECTED'];
const NON_TERMINAL = ['ERROR', 'CLOSE'];
const KNOWN = [...TERMINAL, ...NON_TERMINAL];

describe('parseHostedMessage', () => {
  it.each(TERMINAL)('knows %s as terminal', (s) => {
    expect(parseHostedMessage(s)).toEqual({ type: s, terminal: true });
  });

  it.each(NON_TERMINAL)('knows %s as not terminal', (s) => {
    expect(parseHostedMessage(s)).toEqual({ type: s, terminal: false });
  });

  it.each([
    'pass',
    'Pass',
    ' PASS',
    'PASS ',
    'PASS\n',
    'ALREADY  VERIFIED',
    'ALREADY_VERIFIED',
    'LINK\u00a0EXPIRED',
    '',
    'unknown',
    'constructor',
    'toString',
  ])('treats the string %j as unknown, keeping it', (s) => {
    expect(parseHostedMessage(s)).toEqual({ type: 'unknown', data: s });
  });

  it.each([
    null,
    undefined,
    0,
    1,
    Number.NaN,
    true,
    { type: 'PASS' },
    ['PASS'],
    new String('PASS'),
    Symbol('PASS'),
    10n,
  ])('treats the non-string %s as unknown', (value) => {
    const result = parseHostedMessage(value);
    expect(result.type).toBe('unknown');
    expect(result).toHaveProperty('data', value);
  });

  it('never throws, and knows exactly the seven strings (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.constantFrom(...KNOWN)), (value) => {
        const result = parseHostedMessage(value);
        if (typeof value === 'string' && KNOWN.includes(value)) {
          expect(result).toEqual({ type: value, terminal: TERMINAL.includes(value) });
        } else {
          expect(result).toEqual({ type: 'unknown', data: value });
        }
      }),
      { numRuns: 500 },
    );
  });

  it('treats any case or padding variant of a known string as unknown (property)', () => {
    const variant = fc
      .tuple(
        fc.constantFrom(...KNOWN),
        fc.string({ maxLength: 3 }),
        fc.string({ maxLength: 3 }),
        fc.boolean(),
      )
      .map(([s, pre, post, lower]) => `${pre}${lower ? s.toLowerCase() : s}${post}`)
      .filter((s) => !KNOWN.includes(s));
    fc.assert(fc.property(variant, (s) => parseHostedMessage(s).type === 'unknown'));
  });
});

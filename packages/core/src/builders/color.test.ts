import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeHex } from '../contract/rules';
import { contrastRatio, generatePalette, luminance, paletteBaseIndex } from './color';

const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF');
const hexColor = fc
  .oneof(
    fc.string({ unit: hexDigit, minLength: 6, maxLength: 6 }),
    fc.string({ unit: hexDigit, minLength: 3, maxLength: 3 }),
  )
  .map((digits) => `#${digits}`);

describe('hex colors', () => {
  it('normalizes #rgb and #RRGGBB to lower-case #rrggbb', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex('#1C7ED6')).toBe('#1c7ed6');
    for (const bad of ['abc', '#abcd', '#ggg', 'red', '#1c7ed6 ', 7, null])
      expect(normalizeHex(bad)).toBeUndefined();
  });
});

describe('generatePalette', () => {
  it('keeps a mid-tone base at index 6 and goes from light to dark', () => {
    const result = generatePalette('#1C7ED6');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toHaveLength(10);
    expect(result.value[6]).toBe('#1c7ed6');
    expect(paletteBaseIndex('#1c7ed6')).toBe(6);
    expect(luminance(result.value[0]!)).toBeGreaterThan(0.85);
    expect(luminance(result.value[9]!)).toBeLessThan(0.03);
  });

  it('spreads white and black over ten distinct shades', () => {
    for (const base of ['#fff', '#000']) {
      const result = generatePalette(base);
      expect(result.ok && new Set(result.value).size).toBe(10);
    }
  });

  it('rejects a base that is not a hex color, naming the rule', () => {
    const result = generatePalette('red');
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error.issues).toEqual([expect.objectContaining({ path: 'baseHex', rule: 'hex-color' })]);
  });

  it('always yields ten valid hex shades, base included, strictly darker step by step', () => {
    fc.assert(
      fc.property(hexColor, (base) => {
        const result = generatePalette(base);
        if (!result.ok) return false;
        const shades = result.value;
        expect(shades).toHaveLength(10);
        for (const shade of shades) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
        expect(shades[paletteBaseIndex(base)]).toBe(normalizeHex(base));
        const lum = shades.map(luminance);
        for (let i = 1; i < 10; i++) expect(lum[i]!).toBeLessThan(lum[i - 1]!);
        return true;
      }),
      { numRuns: 400 },
    );
  });

  it('keeps the base of typical brand colors at index 5 or 6', () => {
    for (const base of ['#1c7ed6', '#fa5252', '#40c057', '#7950f2', '#e64980', '#228be6']) {
      expect([5, 6]).toContain(paletteBaseIndex(base));
    }
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG values', () => {
    expect(contrastRatio('#000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000')).toBe(21);
    expect(contrastRatio('#1c7ed6', '#1C7ED6')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('returns NaN for anything that is not a hex color', () => {
    expect(contrastRatio('black', '#fff')).toBeNaN();
    expect(contrastRatio('#fff', '')).toBeNaN();
  });
});

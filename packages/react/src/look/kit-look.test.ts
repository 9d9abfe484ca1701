import { contrastRatio } from '@veriframe/core/theme';
import { describe, expect, it } from 'vitest';

// The default look's fallback colours (kit-look.tsx, quiz-look.ts, the hosted dialog) against WCAG 2.2 AA
// 1.4.3 (text, 4.5:1) and 1.4.11 (the notice's mark, a graphic: 3:1). A theme that changes them is checked by
// the style previewer's contrast warnings (theme-check.ts).
const white = '#ffffff';
const text = '#1f2933';
const accent = '#1c5fb8';
const tones = { danger: '#b42318', warning: '#8a5300', success: '#1b7a3d' };

/** `percent` of `color` over white, as `color-mix(in srgb, color percent%, transparent)` on a white page. */
const over = (color: string, percent: number) =>
  `#${[1, 3, 5]
    .map((at) => {
      const channel = Number.parseInt(color.slice(at, at + 2), 16);
      return Math.round(255 + ((channel - 255) * percent) / 100)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;

describe('the default look passes AA contrast', () => {
  it('has body text and button text at 4.5:1 or more', () => {
    expect(contrastRatio(text, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(white, accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(accent, white)).toBeGreaterThanOrEqual(4.5); // secondary buttons, the accent as text
  });

  it.each(Object.entries(tones))(
    'keeps text readable on the %s notice, and its mark and title',
    (_, tone) => {
      expect(contrastRatio(text, over(tone, 7))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(white, tone)).toBeGreaterThanOrEqual(4.5); // the mark's ✓ ! ✕
      expect(contrastRatio(tone, over(tone, 7))).toBeGreaterThanOrEqual(4.5); // the quiz's titles in the tone
    },
  );

  it('can fail: a light grey on white does not pass', () => {
    expect(contrastRatio('#9aa5b1', white)).toBeLessThan(4.5);
  });
});

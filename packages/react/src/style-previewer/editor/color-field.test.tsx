'use client';

import { render, screen } from '@testing-library/react';
import { mantinePalettes } from '@veriframe/core/theme';
import { describe, expect, it } from 'vitest';
import { StylePreviewer } from '../StylePreviewer';
import type { ThemeDraft } from '../theme-model';
import { ColorField } from './inputs';

const picker = (label: string) =>
  (screen.getByLabelText(`${label}: color picker`) as HTMLInputElement).value.toLowerCase();

function open(styles: Record<string, unknown>) {
  const theme: ThemeDraft = { styles, resultMessages: {} };
  render(<StylePreviewer defaultValue={theme} />);
}

describe('style previewer: the swatch of an unset color shows the effective default (4.6 over Mantine)', () => {
  it('light: button text, paper and page are white, not black', () => {
    open({});
    expect(picker('Button text color')).toBe('#ffffff');
    expect(picker('Paper background')).toBe('#ffffff');
    expect(picker('Page background')).toBe('#ffffff');
  });

  it('dark: paper and page are Mantine’s dark 7; button text stays white', () => {
    open({ colorScheme: 'dark' });
    expect(picker('Paper background')).toBe(mantinePalettes.dark![7]);
    expect(picker('Page background')).toBe(mantinePalettes.dark![7]);
    expect(picker('Button text color')).toBe('#ffffff');
  });

  it('a custom dark palette moves the dark default; a set color shows itself', () => {
    const dark = [
      '#c1c2c5',
      '#a6a7ab',
      '#909296',
      '#5c5f66',
      '#373a40',
      '#2c2e33',
      '#25262b',
      '#1a1b1e',
      '#141517',
      '#101113',
    ];
    open({ colorScheme: 'dark', colors: { dark }, global: { backgroundColor: '#abc' } });
    expect(picker('Paper background')).toBe('#1a1b1e');
    expect(picker('Page background')).toBe('#aabbcc');
  });

  it('ColorField without a fallback keeps the color input’s own empty value', () => {
    render(<ColorField id="c" label="Some color" value="" onChange={() => {}} />);
    expect(picker('Some color')).toBe('#000000');
    render(<ColorField id="d" label="Other color" value="not a color" fallback="#FFF" onChange={() => {}} />);
    expect(picker('Other color')).toBe('#ffffff');
  });
});

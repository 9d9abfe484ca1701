import type { CSSProperties } from 'react';
import { roundMark } from '../look/round-mark';

// The quiz's default look, as the hosted dialog's: every value is a CSS variable with a fallback, so an app
// themes it from its own stylesheet (`--veriframe-quiz-accent: #0b7285`), and each part carries
// `data-veriframe-quiz="<part>"` for what the variables do not cover. Inline styles: no stylesheet to import.
// The kit-wide `--veriframe-accent`, `--veriframe-font` and `--veriframe-radius` theme every component at once.

const accent = 'var(--veriframe-quiz-accent, var(--veriframe-accent, #1c5fb8))';
const radius = 'var(--veriframe-quiz-radius, var(--veriframe-radius, 12px))';
const controlRadius = 'var(--veriframe-quiz-control-radius, 8px)';
const border = 'var(--veriframe-quiz-border, 1px solid rgb(15 23 42 / 0.14))';
const muted = 'var(--veriframe-quiz-muted, #52606d)';

/** Colours of the result card and the alerts, by tone. */
export const tones = {
  success: 'var(--veriframe-quiz-success, var(--veriframe-success, #1b7a3d))',
  warning: 'var(--veriframe-quiz-warning, var(--veriframe-warning, #8a5300))',
  danger: 'var(--veriframe-quiz-danger, var(--veriframe-danger, #b42318))',
} as const;
export type Tone = keyof typeof tones;

/** The tone and the mark of a service `action`: PASS reads as success, FAIL as danger, the rest as pending. */
export function toneOf(action: string): { tone: Tone; mark: string } {
  if (action === 'PASS') return { tone: 'success', mark: '✓' };
  if (action === 'FAIL') return { tone: 'danger', mark: '✕' };
  return { tone: 'warning', mark: '!' };
}

/** A row of controls that wraps on a narrow screen. */
const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' };

const tint = (color: string, percent: number) => `color-mix(in srgb, ${color} ${percent}%, transparent)`;

export const look = {
  root: {
    boxSizing: 'border-box',
    maxWidth: 'var(--veriframe-quiz-max-width, 36rem)',
    padding: 'var(--veriframe-quiz-padding, 1.25rem)',
    display: 'flex',
    flexDirection: 'column',
    gap: '1rem',
    background: 'var(--veriframe-quiz-background, #fff)',
    color: 'var(--veriframe-quiz-color, #1f2933)',
    border,
    borderRadius: radius,
    fontFamily: 'var(--veriframe-quiz-font, var(--veriframe-font, system-ui, sans-serif))',
    fontSize: 'var(--veriframe-quiz-font-size, 1rem)',
    lineHeight: 1.5,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '0.5rem',
  },
  heading: { margin: 0, fontSize: '1.25em', fontWeight: 650, lineHeight: 1.3 },
  timer: {
    display: 'inline-flex',
    gap: '0.35em',
    margin: 0,
    padding: '0.2em 0.7em',
    borderRadius: '999px',
    background: 'var(--veriframe-quiz-timer-background, rgb(15 23 42 / 0.06))',
    fontVariantNumeric: 'tabular-nums',
    fontSize: '0.9em',
  },
  form: { display: 'flex', flexDirection: 'column', gap: '1rem', margin: 0 },
  question: {
    margin: 0,
    padding: 0,
    border: 0,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '0.4rem',
  },
  legend: { padding: 0, marginBottom: '0.4rem', fontWeight: 600 },
  option: {
    display: 'flex',
    alignItems: 'center',
    gap: '0.6rem',
    minHeight: '2.75rem',
    padding: '0.4rem 0.75rem',
    boxSizing: 'border-box',
    border,
    borderRadius: controlRadius,
    cursor: 'pointer',
    overflowWrap: 'anywhere',
  },
  radio: { margin: 0, width: '1.1em', height: '1.1em', flex: 'none', accentColor: accent },
  hint: { margin: 0, color: muted, fontSize: '0.9em' },
  live: {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  actions: row,
  // The questions run long (on a phone, two screens and more) under a 90 s clock: the time left and Submit
  // stick to the bottom of the screen while the form is on it.
  footer: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    ...row,
    justifyContent: 'space-between',
    margin: '0 calc(-1 * var(--veriframe-quiz-padding, 1.25rem))',
    padding: '0.75rem var(--veriframe-quiz-padding, 1.25rem)',
    background: 'var(--veriframe-quiz-background, #fff)',
    borderTop: border,
  },
  primary: {
    font: 'inherit',
    fontWeight: 600,
    minHeight: '2.75rem',
    padding: '0.5rem 1.25rem',
    border: `1px solid ${accent}`,
    borderRadius: controlRadius,
    background: accent,
    color: 'var(--veriframe-quiz-accent-text, #fff)',
    cursor: 'pointer',
  },
  secondary: {
    font: 'inherit',
    fontWeight: 600,
    minHeight: '2.75rem',
    padding: '0.5rem 1.25rem',
    border,
    borderRadius: controlRadius,
    background: 'transparent',
    color: accent,
    cursor: 'pointer',
  },
  issues: { margin: 0, paddingInlineStart: '1.25rem', color: muted, fontSize: '0.9em' },
} satisfies Record<string, CSSProperties>;

/** A chosen answer stands out: the accent's border and a light tint of it. */
export const chosenOption: CSSProperties = { borderColor: accent, background: tint(accent, 8) };
/** A disabled button keeps its place and its kind, faded. */
export const disabledButton: CSSProperties = { opacity: 0.5, cursor: 'not-allowed' };

/** The message box of a state (an error, the time-up state, a final result) in a tone. */
export function panel(tone: Tone): CSSProperties {
  return {
    display: 'flex',
    gap: '0.75rem',
    alignItems: 'flex-start',
    margin: 0,
    padding: '0.85rem 1rem',
    borderRadius: controlRadius,
    border: `1px solid ${tint(tones[tone], 35)}`,
    background: tint(tones[tone], 7),
  };
}

/** The round mark (✓, !, ✕) at the start of a panel. */
export function mark(tone: Tone): CSSProperties {
  return { ...roundMark(tones[tone]), lineHeight: 1 };
}

export const panelTitle: CSSProperties = { margin: 0, fontWeight: 650, fontSize: '1.05em' };
export const panelText: CSSProperties = { margin: 0 };

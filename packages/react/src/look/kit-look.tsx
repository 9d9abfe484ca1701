'use client';

import type { CSSProperties, ReactNode } from 'react';
import { roundMark } from './round-mark';

// The default look of the hosted frame's screens and the document modal's button and notices, the same as the
// quiz's (quiz-look.ts): every value a CSS variable with a fallback, so an app themes it from its own
// stylesheet, and each part carries `data-veriframe-<component>="<part>"` for what the variables do not cover.
// Inline styles (set through the CSSOM, which a strict CSP allows): no stylesheet to import. The kit-wide
// variables: `--veriframe-accent`, `--veriframe-accent-text`, `--veriframe-danger`, `--veriframe-warning`,
// `--veriframe-font`, `--veriframe-radius`. Colours pass WCAG AA (4.5:1) on white and on their own tints.

const accent = 'var(--veriframe-accent, #1c5fb8)';
const tones = {
  danger: 'var(--veriframe-danger, #b42318)',
  warning: 'var(--veriframe-warning, #8a5300)',
} as const;
export type NoticeTone = keyof typeof tones;

const tint = (color: string, percent: number) => `color-mix(in srgb, ${color} ${percent}%, transparent)`;

/** A primary button: the accent, at least 44 px high (WCAG 2.5.8 asks 24 px). */
export const buttonLook: CSSProperties = {
  font: 'inherit',
  fontFamily: 'var(--veriframe-font, system-ui, sans-serif)',
  fontWeight: 600,
  minHeight: '2.75rem',
  padding: '0.5rem 1.25rem',
  border: `1px solid ${accent}`,
  borderRadius: 'var(--veriframe-control-radius, 8px)',
  background: accent,
  color: 'var(--veriframe-accent-text, #fff)',
  cursor: 'pointer',
};
/** A button that waits or cannot be used: same place and kind, faded. */
export const busyLook: CSSProperties = { opacity: 0.6, cursor: 'progress' };

/**
 * A state's message (an error, an expired link, "sign in first"): a mark, the words as the alert, and the
 * action that helps, if any. `part` names the component in `data-veriframe-<part>="notice"`.
 */
export function KitNotice({
  part,
  tone = 'danger',
  state,
  className,
  children,
  action,
  dir,
  lang,
}: {
  part: string;
  /** The text direction of the kit's texts (`rtl` for Arabic); unset follows the page. */
  dir?: 'ltr' | 'rtl' | undefined;
  /** The language of the kit's texts (the catalog's `locale`); unset follows the page. */
  lang?: string | undefined;
  tone?: NoticeTone;
  /** `data-state` of the notice, e.g. `expired`, for the app's tests and styles. */
  state: string;
  className?: string | undefined;
  children: ReactNode;
  action?: ReactNode;
}) {
  const color = tones[tone];
  return (
    <div
      className={className}
      dir={dir}
      lang={lang}
      data-tone={tone}
      {...{ [`data-veriframe-${part}`]: 'notice' }}
      style={{
        boxSizing: 'border-box',
        display: 'flex',
        gap: '0.75rem',
        alignItems: 'flex-start',
        maxWidth: '36rem',
        // After the document button: a gap; in place of a frame: none.
        margin: part === 'document' ? '0.75rem 0 0' : 0,
        padding: '0.85rem 1rem',
        borderRadius: 'var(--veriframe-radius, 12px)',
        border: `1px solid ${tint(color, 35)}`,
        background: `var(--veriframe-notice-background, ${tint(color, 7)})`,
        color: 'var(--veriframe-color, #1f2933)',
        fontFamily: 'var(--veriframe-font, system-ui, sans-serif)',
        lineHeight: 1.5,
      }}
    >
      <span aria-hidden="true" style={roundMark(color)}>
        !
      </span>
      {/* Only the words and the action are the alert, so a screen reader reads them without the mark. */}
      <div
        role="alert"
        data-state={state}
        style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '0.75rem' }}
      >
        <p style={{ margin: 0 }}>{children}</p>
        {action}
      </div>
    </div>
  );
}

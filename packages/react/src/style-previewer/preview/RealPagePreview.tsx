'use client';

import { type CSSProperties, useId, useRef, useState } from 'react';
import type { ThemeCheck } from '../theme-check';
import type { Scheme } from './preview-tokens';
import { CompareSchemesToggle, ToolbarSelect } from './preview-toolbar';
import { useFrameFit } from './use-frame-fit';

/** Every screen of the hosted journey and capture pages that the preview mode of the pages can open. */
export const realPageScreens = [
  { page: 'journey', screen: 'intro', label: 'Journey: intro' },
  { page: 'journey', screen: 'document', label: 'Journey: document scan' },
  { page: 'journey', screen: 'selfie', label: 'Journey: selfie' },
  { page: 'journey', screen: 'phone', label: 'Journey: phone check' },
  { page: 'journey', screen: 'pass', label: 'Journey: success' },
  { page: 'journey', screen: 'fail', label: 'Journey: failure' },
  { page: 'journey', screen: 'pending', label: 'Journey: in review' },
  { page: 'journey', screen: 'verified', label: 'Journey: already verified' },
  { page: 'journey', screen: 'expired', label: 'Journey: link expired' },
  { page: 'journey', screen: 'blocked', label: 'Journey: blocked device' },
  { page: 'journey', screen: 'error', label: 'Journey: system error' },
  { page: 'capture', screen: 'intro', label: 'Capture: intro' },
  { page: 'capture', screen: 'handoff', label: 'Capture: continue on phone' },
  { page: 'capture', screen: 'email-sent', label: 'Capture: email sent' },
  { page: 'capture', screen: 'scan', label: 'Capture: document scan' },
  { page: 'capture', screen: 'selfie', label: 'Capture: selfie' },
  { page: 'capture', screen: 'processing', label: 'Capture: processing' },
  { page: 'capture', screen: 'success', label: 'Capture: success' },
  { page: 'capture', screen: 'failure', label: 'Capture: failure' },
  { page: 'capture', screen: 'error-token', label: 'Capture: bad or expired token' },
  { page: 'capture', screen: 'error-already-verified', label: 'Capture: already verified' },
  { page: 'capture', screen: 'error-pending', label: 'Capture: pending review' },
  { page: 'capture', screen: 'error-velocity', label: 'Capture: too many attempts' },
  { page: 'capture', screen: 'error', label: 'Capture: system error' },
] as const;

/** Languages the sandbox's hosted pages speak (Arabic's pages are right to left). */
const realPageLanguages = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'ja', 'ar'].map((code) => {
  // Each named in itself ("Deutsch", "日本語", "العربية") by Intl rather than by a table shipped here.
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return { code, label: name.charAt(0).toUpperCase() + name.slice(1) };
});

export interface RealPageUrlOptions {
  page: 'journey' | 'capture';
  screen: string;
  language: string;
  scheme: Scheme;
  /** The built create_session JSON (`{ styles, resultMessages }`). */
  output: { styles: unknown; resultMessages: unknown };
}

/**
 * The URL of the hosted page's preview mode with a theme: the sandbox renders its real page, checks the theme
 * with the service's rules and has no session side effects. `scheme` overrides `colorScheme` so light and
 * dark can sit side by side.
 *
 * @example
 * previewPageUrl('http://127.0.0.1:4011', { page: 'journey', screen: 'intro', language: 'es', scheme: 'dark', output });
 */
export function previewPageUrl(origin: string, options: RealPageUrlOptions): string {
  const styles = { ...(options.output.styles as object), colorScheme: options.scheme };
  const query = new URLSearchParams({
    screen: options.screen,
    language: options.language,
    theme: JSON.stringify({ styles, resultMessages: options.output.resultMessages }),
  });
  return `${origin.replace(/\/+$/, '')}/preview/${options.page}?${query}`;
}

export interface RealPagePreviewProps {
  /** Origin of the hosted pages (the sandbox's frontend origin). */
  pageOrigin: string;
  check: ThemeCheck;
  defaultCompareSchemes: boolean;
  themeScheme: Scheme;
}

/** The real hosted page in frames: the theme applied on every valid edit, light and dark, desktop or phone. */
export function RealPagePreview({
  pageOrigin,
  check,
  defaultCompareSchemes,
  themeScheme,
}: RealPagePreviewProps) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const [language, setLanguage] = useState('en');
  const [compare, setCompare] = useState(defaultCompareSchemes);
  const [phone, setPhone] = useState(false);
  // While the draft is invalid the frames keep the last theme the builders accepted.
  const lastValid = useRef(check.output);
  if (check.output) lastValid.current = check.output;
  const output = lastValid.current ?? { styles: {}, resultMessages: {} };
  const { page, screen } = realPageScreens[index]!;
  const schemes: Scheme[] = compare ? ['light', 'dark'] : [themeScheme];
  // The 4.10 sample size, or a phone's; rendered at that size and scaled to the room the preview has.
  const size = phone ? { width: 375, height: 667 } : { width: 420, height: 670 };
  const row = useRef<HTMLDivElement>(null);
  const fit = useFrameFit(row, { ...size, count: schemes.length, gap: 16, caption: 24 });

  return (
    <>
      <div className="vf-sp-toolbar">
        <ToolbarSelect
          id={`${id}-screen`}
          label="Screen"
          value={index}
          onChange={(value) => setIndex(Number(value))}
        >
          {realPageScreens.map((s, i) => (
            <option key={`${s.page}-${s.screen}`} value={i}>
              {s.label}
            </option>
          ))}
        </ToolbarSelect>
        <ToolbarSelect id={`${id}-language`} label="Language" value={language} onChange={setLanguage}>
          {realPageLanguages.map((l) => (
            <option key={l.code} value={l.code}>
              {l.label}
            </option>
          ))}
        </ToolbarSelect>
        <CompareSchemesToggle checked={compare} onChange={setCompare} />
        <label className="vf-sp-choice">
          <input type="checkbox" checked={phone} onChange={(event) => setPhone(event.target.checked)} />
          Phone size (375 × 667)
        </label>
      </div>
      {!check.output && (
        <p className="vf-sp-warning" role="status">
          The real page shows the last valid theme until the problems are fixed.
        </p>
      )}
      <div
        ref={row}
        className="vf-sp-frames"
        data-phone={phone ? 'true' : 'false'}
        data-layout={fit.sideBySide ? 'side-by-side' : 'stacked'}
        data-fitted={fit.measured || undefined}
        style={{ flexWrap: fit.sideBySide ? 'nowrap' : 'wrap' }}
      >
        {schemes.map((scheme) => (
          <SchemeFrame
            key={scheme}
            scheme={scheme}
            scale={fit.scale}
            size={size}
            src={previewPageUrl(pageOrigin, { page, screen, language, scheme, output })}
          />
        ))}
      </div>
    </>
  );
}

/** One scheme's real page in a frame, drawn at `scale` of its `size`. */
function SchemeFrame({
  scheme,
  scale,
  size,
  src,
}: {
  scheme: Scheme;
  scale: number;
  size: { width: number; height: number };
  src: string;
}) {
  return (
    <figure className="vf-sp-frame">
      <figcaption>
        {scheme === 'dark' ? 'Dark' : 'Light'}
        {scale < 0.995 && <span className="vf-sp-hint"> (shown at {Math.round(scale * 100)}%)</span>}
      </figcaption>
      <div className="vf-sp-frame-box" style={{ width: size.width * scale, height: size.height * scale }}>
        <iframe
          title={`Hosted page preview, ${scheme}`}
          data-scheme={scheme}
          // A preview needs no camera: the embedding doctor skips it.
          data-veriframe-preview
          sandbox="allow-scripts"
          src={src}
          width={size.width}
          height={size.height}
          style={scaled(scale)}
        />
      </div>
    </figure>
  );
}

/** The frame drawn at `scale` from its top left corner: its page keeps the layout of its real size. */
const scaled = (scale: number): CSSProperties =>
  scale < 0.995 ? { transform: `scale(${scale})`, transformOrigin: '0 0' } : {};

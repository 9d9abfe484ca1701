'use client';

import { type RefObject, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { AssetsSection } from './editor/AssetsSection';
import type { EditorApi } from './editor/editor-api';
import { MessagesSection } from './editor/MessagesSection';
import { PalettesSection } from './editor/PalettesSection';
import { ThemeSection } from './editor/ThemeSection';
import { TransferSection } from './editor/TransferSection';
import { fieldPaths, placeIssues } from './issue-placement';
import type { HostedScreenId } from './preview/hosted-screens';
import { PreviewPanel } from './preview/PreviewPanel';
import { screenCss } from './preview/screen-css';
import { previewerCss } from './previewer-css';
import { checkTheme, type ThemeCheck, type ThemeIssue } from './theme-check';
import { type Path, setAt, starterTheme, type ThemeDraft } from './theme-model';
import { readShareHash } from './theme-transfer';

export interface StylePreviewerProps {
  /** Controlled theme: the `{ styles, resultMessages }` draft, invalid values included. */
  value?: ThemeDraft;
  /** Uncontrolled starting theme (default: a starter theme with one brand palette). */
  defaultValue?: ThemeDraft;
  /** Every edit, with the builders' verdict (`check.output` is the JSON to send, null while invalid). */
  onChange?: (value: ThemeDraft, check: ThemeCheck) => void;
  /** Read a theme from `#vf-theme=…` in the page URL once, on mount. The link is validated like an import. */
  loadFromUrlHash?: boolean;
  /** Where share links point (default: the current page). */
  shareBaseUrl?: string;
  /** The screen shown first, or 'all' of them. */
  defaultScreen?: HostedScreenId | 'all';
  /** Start with light and dark side by side. */
  defaultCompareSchemes?: boolean;
  heading?: string;
  /**
   * Origin of the real hosted pages (the sandbox's frontend origin): the preview frames their preview mode
   * with the edited theme. Without it a stand-alone mock of the screens is shown.
   */
  pageOrigin?: string;
}

/**
 * An editor for the VX `styles` (4.6) and `resultMessages` (4.9) with a live preview of the hosted
 * screens. Every value is checked by the core builders; problems show next to their field.
 */
export function StylePreviewer({
  value,
  defaultValue,
  onChange,
  loadFromUrlHash = false,
  shareBaseUrl,
  defaultScreen,
  defaultCompareSchemes,
  heading = 'Theme for the hosted pages',
  pageOrigin,
}: StylePreviewerProps) {
  const prefix = useId();
  const root = useRef<HTMLDivElement>(null);
  const [inner, setInner] = useState<ThemeDraft>(defaultValue ?? starterTheme);
  const [rejected, setRejected] = useState<ThemeIssue[] | null>(null);
  const [linkRejected, setLinkRejected] = useState(false);
  const draft = value ?? inner;
  const check = useMemo(() => checkTheme(draft), [draft]);
  const placement = useMemo(() => placeIssues(check.issues, fieldPaths(draft)), [check, draft]);

  const replace = useCallback(
    (next: ThemeDraft) => {
      if (value === undefined) setInner(next);
      onChange?.(next, checkTheme(next));
    },
    [value, onChange],
  );

  useSharedTheme(loadFromUrlHash, replace, setRejected, setLinkRejected);

  const fieldId = (path: string) => `${prefix}-${path.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  const api: EditorApi = {
    draft,
    check,
    set: (path: Path, next: unknown) => replace(setAt(draft, path, next)),
    fieldId,
    errors: (path) => placement.byField.get(path) ?? [],
  };

  return (
    <div className="vf-sp" ref={root}>
      <style>{previewerCss + screenCss}</style>
      <div className="vf-sp-layout">
        <div className="vf-sp-editor">
          <h2>{heading}</h2>
          <JumpToPreview root={root} />
          {linkRejected && rejected && (
            <p className="vf-sp-error" role="alert">
              The shared link holds an invalid theme, so it was not loaded. Its problems are listed under
              Import.
            </p>
          )}
          <ProblemSummary placed={placement.placed} fieldId={fieldId} />
          <ThemeSection api={api} />
          <PalettesSection api={api} />
          <AssetsSection api={api} />
          <MessagesSection api={api} />
          <TransferSection
            api={api}
            replace={replace}
            rejected={rejected}
            setRejected={(issues) => {
              setRejected(issues);
              setLinkRejected(false);
            }}
            shareBaseUrl={shareBaseUrl}
          />
        </div>
        <PreviewPanel
          draft={draft}
          check={check}
          defaultScreen={defaultScreen}
          defaultCompareSchemes={defaultCompareSchemes}
          pageOrigin={pageOrigin}
        />
      </div>
    </div>
  );
}

/** The theme's problems, each linked to the field that shows it, before anything is exported. */
function ProblemSummary({
  placed,
  fieldId,
}: {
  placed: ReturnType<typeof placeIssues>['placed'];
  fieldId: (path: string) => string;
}) {
  if (placed.length === 0) return null;
  return (
    <div className="vf-sp-summary" aria-labelledby={fieldId('summary')}>
      <p className="vf-sp-error" id={fieldId('summary')}>
        {placed.length === 1 ? 'One problem' : `${placed.length} problems`} to fix before export
      </p>
      <ul>
        {placed.map(({ issue, field }) => (
          <li key={`${issue.path}|${issue.rule}`}>
            {field ? <a href={`#${fieldId(field)}`}>{issue.path}</a> : <code>{issue.path}</code>}:{' '}
            {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Loads a theme shared in the page's URL hash (`#vf-theme=...`), once; an invalid one is rejected with its issues. */
function useSharedTheme(
  loadFromUrlHash: boolean,
  replace: (next: ThemeDraft) => void,
  setRejected: (issues: ThemeIssue[] | null) => void,
  setLinkRejected: (rejected: boolean) => void,
): void {
  // Only the URL the page was opened with is read, once (StrictMode runs effects twice).
  const hashRead = useRef(false);
  useEffect(() => {
    if (!loadFromUrlHash || hashRead.current || typeof window === 'undefined') return;
    hashRead.current = true;
    const shared = readShareHash(window.location.hash);
    if (!shared) return;
    if (shared.ok) replace(shared.value);
    else {
      setRejected(shared.error);
      setLinkRejected(true);
    }
  }, [loadFromUrlHash, replace, setRejected, setLinkRejected]);
}

/** One column (a phone): the preview sits under the whole editor, so a way straight to it, always on screen. */
function JumpToPreview({ root }: { root: RefObject<HTMLDivElement | null> }) {
  return (
    <button
      type="button"
      className="vf-sp-button vf-sp-button-quiet vf-sp-jump"
      onClick={() => root.current?.querySelector('.vf-sp-preview')?.scrollIntoView({ block: 'start' })}
    >
      See the preview
    </button>
  );
}

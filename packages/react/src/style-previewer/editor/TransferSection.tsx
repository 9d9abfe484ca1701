'use client';

import { useState } from 'react';
import type { ThemeIssue } from '../theme-check';
import type { ThemeDraft } from '../theme-model';
import { readThemeJson, shareLink, themeJson } from '../theme-transfer';
import type { EditorApi } from './editor-api';

export interface TransferSectionProps {
  api: EditorApi;
  /** Replaces the whole theme (import, shared link). */
  replace: (draft: ThemeDraft) => void;
  /** Issues of a rejected import or shared link, shown until the next import. */
  rejected: ThemeIssue[] | null;
  setRejected: (issues: ThemeIssue[] | null) => void;
  /** Page URL the share link starts from; defaults to the current page. */
  shareBaseUrl?: string;
}

function IssueList({ issues, id }: { issues: ThemeIssue[]; id: string }) {
  return (
    <ul className="vf-sp-error vf-sp-issues" id={id}>
      {issues.map((issue) => (
        <li key={`${issue.path}|${issue.rule}|${issue.message}`}>
          {issue.path ? <code>{issue.path}</code> : null} {issue.message}
        </li>
      ))}
    </ul>
  );
}

/** Export the create_session JSON, import one, and share the theme as a link. */
export function TransferSection({ api, replace, rejected, setRejected, shareBaseUrl }: TransferSectionProps) {
  return (
    <section className="vf-sp-section" aria-labelledby={api.fieldId('section.transfer')}>
      <h3 id={api.fieldId('section.transfer')}>Export, import and share</h3>
      <ExportField api={api} />
      <ImportField api={api} replace={replace} rejected={rejected} setRejected={setRejected} />
      <ShareField api={api} shareBaseUrl={shareBaseUrl} />
    </section>
  );
}

/** The theme as create_session's JSON, once it has no errors. */
function ExportField({ api }: { api: EditorApi }) {
  const output = api.check.output;
  const exportId = api.fieldId('transfer.export');
  return (
    <div className="vf-sp-field">
      <label className="vf-sp-label" htmlFor={exportId}>
        JSON for create_session
      </label>
      {output ? (
        <textarea
          id={exportId}
          className="vf-sp-input vf-sp-code"
          readOnly
          rows={8}
          value={themeJson(output)}
        />
      ) : (
        <p className="vf-sp-warning" id={exportId}>
          Fix the errors marked above to export the theme.
        </p>
      )}
    </div>
  );
}

/** Pasted JSON replaces the theme, or its issues are listed and the theme stays. */
function ImportField({
  api,
  replace,
  rejected,
  setRejected,
}: Pick<TransferSectionProps, 'api' | 'replace' | 'rejected' | 'setRejected'>) {
  const [importText, setImportText] = useState('');
  const [imported, setImported] = useState(false);
  const importId = api.fieldId('transfer.import');
  const importErrorsId = api.fieldId('transfer.import.errors');
  const runImport = () => {
    const result = readThemeJson(importText);
    setImported(result.ok);
    if (result.ok) {
      setRejected(null);
      replace(result.value);
    } else {
      setRejected(result.error);
    }
  };
  return (
    <div className="vf-sp-field">
      <label className="vf-sp-label" htmlFor={importId}>
        Import JSON
      </label>
      <textarea
        id={importId}
        className="vf-sp-input vf-sp-code"
        rows={4}
        value={importText}
        aria-invalid={rejected !== null}
        aria-describedby={rejected ? importErrorsId : undefined}
        placeholder='{ "styles": { … }, "resultMessages": { … } }'
        onChange={(event) => setImportText(event.target.value)}
      />
      {rejected && (
        <>
          <p className="vf-sp-error" role="alert">
            Not imported: the current theme is unchanged.
          </p>
          <IssueList issues={rejected} id={importErrorsId} />
        </>
      )}
      {imported && !rejected && (
        <p className="vf-sp-success" role="status">
          Theme imported.
        </p>
      )}
      <button type="button" className="vf-sp-button" onClick={runImport} disabled={importText.trim() === ''}>
        Import
      </button>
    </div>
  );
}

/** A link that opens the previewer on this theme, copied when the clipboard allows. */
function ShareField({ api, shareBaseUrl }: Pick<TransferSectionProps, 'api' | 'shareBaseUrl'>) {
  const [link, setLink] = useState<string | null>(null);
  const linkId = api.fieldId('transfer.link');
  const makeLink = () => {
    const base = shareBaseUrl ?? (typeof window === 'undefined' ? '' : window.location.href);
    const next = shareLink(base, api.draft);
    setLink(next);
    // Copying is a convenience: the link is shown either way, and a denied clipboard is no error.
    navigator.clipboard?.writeText(next).catch(() => undefined);
  };
  return (
    <div className="vf-sp-field">
      <button type="button" className="vf-sp-button" onClick={makeLink} disabled={!api.check.output}>
        Create share link
      </button>
      {link && (
        <>
          <label className="vf-sp-label" htmlFor={linkId}>
            Share link (copied)
          </label>
          <input id={linkId} className="vf-sp-input vf-sp-code" readOnly value={link} />
        </>
      )}
    </div>
  );
}

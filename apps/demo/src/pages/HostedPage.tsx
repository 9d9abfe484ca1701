import type { HostedMessage } from '@veriframe/core/embed';
import {
  HostedVerificationDialog,
  type KitTexts,
  useHostedVerification,
  VeriframeTexts,
} from '@veriframe/react';
import { kitLanguages, loadKitTexts } from '@veriframe/react/texts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ErrorNotice } from '../components/ErrorNotice';
import { SelectField } from '../components/SelectField';
import { sandboxFrontendOrigin } from '../config';
import { RecentEvents } from '../events/RecentEvents';
import { personLabel, reportEvent } from '../events/store';
import { usePerson } from '../people/usePerson';
import { loadSavedTheme, parseThemeJson } from '../theme/savedTheme';
import { InlineJourney, phoneScreen } from './hosted/InlineJourney';
import { OutcomeStatus } from './hosted/OutcomeStatus';
import { SessionLookup } from './hosted/SessionLookup';
import { SessionStatus } from './hosted/SessionStatus';
import { rememberSession } from './hosted/seenSessions';

type Presentation = 'inline' | 'dialog';

/** Runs `work` when the browser is idle (at most a second later). */
const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(work, { timeout: 1000 })
    : setTimeout(work, 200);

/** The kit's languages, each named in itself ("Deutsch", "العربية"); the hosted page speaks the same ones. */
const languages = kitLanguages.map((code) => {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return { code, label: name.charAt(0).toUpperCase() + name.slice(1) };
});

const messageText = (message: HostedMessage) =>
  message.type === 'unknown' ? `unknown: ${JSON.stringify(message.data)}` : message.type;

/**
 * A VX session: created through the proxy, the hosted journey in an iframe (inline or in a dialog), messages
 * through the core's gate; the service's status while the journey runs is shown as progress, and the outcome is
 * final only once the page ended the journey and a later read from the service agrees.
 */
export function HostedPage() {
  const id = useId();
  // Whose session it is: the signed-in person, chosen by the proxy's `identify` (the browser sends no email).
  const person = usePerson();
  const [firstName, setFirstName] = useState('Alex');
  const [age, setAge] = useState('21+');
  const [presentation, setPresentation] = useState<Presentation>('inline');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [language, setLanguage] = useState('en');
  // The kit's own texts (the dialog's heading and close button, the frame's messages) in the same language,
  // loaded on demand: one chunk per language, English in the main bundle.
  const [kitTexts, setKitTexts] = useState<Partial<KitTexts>>({});
  useEffect(() => {
    let current = true;
    void loadKitTexts(language).then((texts) => current && setKitTexts(texts));
    return () => {
      current = false;
    };
  }, [language]);
  const [themeText, setThemeText] = useState('');
  const [themeError, setThemeError] = useState<string | null>(null);
  const [optionsOpen, setOptionsOpen] = useState(() => !window.matchMedia('(max-width: 760px)').matches);
  const theme = parseThemeJson(themeText);
  // One body for the preload and the click: the same body is the same `Idempotency-Key`, so one session.
  const sessionBody = {
    age,
    ...(firstName ? { fn: firstName } : {}),
    ...(language !== 'en' ? { language } : {}),
    ...(theme.ok ? theme.value : {}),
    // In the dialog (also the journey in the page on a phone, full screen), its own close button is the one
    // close control: the hosted page hides its own.
    ...(presentation === 'dialog' || window.matchMedia(phoneScreen).matches
      ? { settings: { isCloseButtonShown: false } }
      : {}),
  };
  // Pointer enter or focus on "Create session" makes the session; the click shows it at once.
  const verification = useHostedVerification({ session: sessionBody });
  // Messages that passed the gate for the current session (the full log has every session's).
  const [messages, setMessages] = useState<string[]>([]);
  const requestId = verification.session?.request_id;
  const report = (message: HostedMessage) => {
    const text = messageText(message);
    // The journey page announces its end state again each time it loads (the dialog opened again, the frame
    // shown again): the same message of the same session, so the list shows it once. The log keeps every one.
    const endState = message.type !== 'unknown' && message.terminal;
    setMessages((previous) => (endState && previous.includes(text) ? previous : [...previous, text]));
    reportEvent('hosted.message', { message: text, request_id: requestId ?? null });
  };

  // Also what the frame's "Start a new session" (after LINK EXPIRED) calls.
  const newSession = async () => {
    setThemeError(theme.ok ? null : theme.error);
    if (!theme.ok) return;
    const session = await verification.start(sessionBody);
    if (session) {
      setMessages([]);
      if (presentation === 'dialog') setDialogOpen(true);
      // The demo's own bookkeeping (lists, the event log and its server round trip) waits until the browser is
      // idle: the journey page's load comes first on the click's path, as in an app without these panels.
      whenIdle(() => {
        rememberSession({ requestId: session.request_id, ownerName: person.name, ownerId: person.id });
        reportEvent('vx.session.created', {
          request_id: session.request_id,
          expires_in: session.expires_in,
          person: personLabel(person),
        });
      });
    }
  };
  // The button is aria-disabled, not disabled, while creating: it keeps focus, so the dialog can hand it back.
  const start = (event: FormEvent) => {
    event.preventDefault();
    if (verification.phase !== 'creating') void newSession();
  };

  const frameProps = {
    verification,
    onMessage: report,
    onRequestNewSession: () => void newSession(),
    title: 'Identity verification (sandbox)',
  } as const;

  return (
    <>
      <h1>Hosted verification</h1>
      <p className="lead">
        The proxy creates a VX session for the signed-in person (switch between Ada and Grace at the top: each
        sees only their own sessions); the hosted journey runs in an iframe from the sandbox's origin. A
        message from the page is only a hint, and the service's status before the journey ends is only
        progress: the outcome is final once the page ended the journey and a later read from the service
        agrees.
      </p>
      <div className="columns">
        <div>
          <form className="card" onSubmit={start} aria-labelledby={`${id}-form`}>
            <h2 id={`${id}-form`}>New session</h2>
            <div className="form-grid">
              <p className="field field-wide" data-testid="session-person">
                <span>For</span>
                <span>
                  <strong>{person.name}</strong> <span className="muted">({person.email})</span>
                </span>
              </p>
              <label className="field">
                <span>First name</span>
                <input name="fn" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
              </label>
              <SelectField label="Age to check" value={age} onChange={(v) => setAge(v)} name="age">
                <option value="18+">18+</option>
                <option value="21+">21+</option>
              </SelectField>
            </div>
            {/* Optional settings: folded on a phone, so "Create session" is within the first screen. */}
            <details
              className="options"
              open={optionsOpen}
              onToggle={(e) => setOptionsOpen(e.currentTarget.open)}
            >
              <summary>Look and language of the hosted page</summary>
              <SelectField label="Language" value={language} onChange={(v) => setLanguage(v)} name="language">
                {languages.map(({ code, label }) => (
                  <option key={code} value={code} lang={code}>
                    {label}
                  </option>
                ))}
              </SelectField>
              <label className="field">
                <span>Theme (JSON exported by the style previewer)</span>
                <textarea
                  name="theme"
                  rows={4}
                  spellCheck={false}
                  value={themeText}
                  placeholder='{ "styles": { … }, "resultMessages": { … } }'
                  onChange={(e) => setThemeText(e.target.value)}
                />
              </label>
              <div className="actions">
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => setThemeText(loadSavedTheme())}
                >
                  Use the theme from the style previewer
                </button>
                <a href="#/styles">Open the style previewer</a>
              </div>
              {themeError ? <p className="notice error">{themeError}</p> : null}
            </details>
            <fieldset style={{ marginTop: '1rem' }}>
              <legend>Show the journey</legend>
              <label className="check">
                <input
                  type="radio"
                  name="presentation"
                  value="inline"
                  checked={presentation === 'inline'}
                  onChange={() => setPresentation('inline')}
                />
                In the page
              </label>
              <label className="check">
                <input
                  type="radio"
                  name="presentation"
                  value="dialog"
                  checked={presentation === 'dialog'}
                  onChange={() => setPresentation('dialog')}
                />
                In a dialog
              </label>
            </fieldset>
            <div className="actions">
              <button
                type="submit"
                className="button"
                ref={verification.intentRef}
                aria-disabled={verification.phase === 'creating'}
                data-phase={verification.phase}
              >
                {verification.phase === 'creating' ? 'Creating…' : 'Create session'}
              </button>
              {presentation === 'dialog' && verification.session ? (
                <button type="button" className="button secondary" onClick={() => setDialogOpen(true)}>
                  Open the dialog again
                </button>
              ) : null}
            </div>
            {verification.error ? <ErrorNotice error={verification.error} /> : null}
            {verification.preloadError && verification.session ? (
              // The hover's preparation met an error (an outage, or the fault armed in the toolbar): the click
              // made this session itself, and the page says so instead of looking as if nothing happened.
              <p className="notice" role="status" data-testid="preload-error">
                Before your click, preparing the session (on hover or focus) met an error: “
                {verification.preloadError.message}”
                {verification.preloadError.status ? ` (HTTP ${verification.preloadError.status})` : ''}. The
                click then made this session itself; the event log shows the failed request, and any armed
                fault that answered it.
              </p>
            ) : null}
          </form>
          <VeriframeTexts texts={kitTexts}>
            {/* Also before the click, once a session is prepared: its journey loads hidden, the click reveals it. */}
            {presentation === 'inline' && (verification.session || verification.prerender) ? (
              <InlineJourney {...frameProps} />
            ) : null}
            {presentation === 'dialog' ? (
              <HostedVerificationDialog {...frameProps} open={dialogOpen} onOpenChange={setDialogOpen} />
            ) : null}
          </VeriframeTexts>
        </div>
        <div>
          <section className="card" aria-labelledby={`${id}-status`} data-testid="session-status">
            <h2 id={`${id}-status`}>Session</h2>
            <SessionStatus verification={verification} linkExpired={messages.includes('LINK EXPIRED')} />
            <OutcomeStatus verification={verification} />
            <h3 className="subheading">Messages from the hosted page</h3>
            {messages.length ? (
              <ol className="messages" data-testid="session-messages">
                {messages.map((m, i) => (
                  <li key={i}>
                    <code>{m}</code>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="muted" data-testid="no-session-messages">
                None yet. Only messages from the session's own frame on {sandboxFrontendOrigin} are accepted.
              </p>
            )}
          </section>
          <SessionLookup person={person} />
          <RecentEvents />
        </div>
      </div>
    </>
  );
}

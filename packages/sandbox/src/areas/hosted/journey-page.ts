import { escapeHtml } from './html';
import { hostedPageHead, resultContent } from './page-parts';
import {
  formatDuration,
  type PageLanguage,
  type PageTexts,
  pageDirection,
  type SimulateKey,
} from './page-texts';
import type { ResolvedResultMessages } from './result-messages';
import { logoMarkup, type PageTheme } from './theme';

/** What the journey page needs to render; every string is escaped here, the script only ever sets text. */
export interface JourneyPageModel {
  requestId: string;
  linkToken: string;
  /** Exact origin to post 6.3 messages to, or '*' (messages carry no data). */
  parentOrigin: string;
  /** `intro`, `resume`, or a final screen: `pass`, `fail`, `pending`, `expired`, `invalid`. */
  initial: string;
  /** Next component when resuming a started journey. */
  resume: string;
  firstName: string;
  closeShown: boolean;
  footerShown: boolean;
  theme: PageTheme;
  language: PageLanguage;
  texts: PageTexts;
  messages: ResolvedResultMessages;
  /** Preview mode (the style previewer): every screen reachable locally, no request, no message. */
  preview?: boolean;
}

const outcomeButtons: Record<string, [string, string][]> = {
  document: [
    ['PASS', ''],
    ['REVIEW', 'vf-warning'],
    ['FAIL', 'vf-danger'],
  ],
  selfie: [
    ['PASS', ''],
    ['FAIL', 'vf-danger'],
  ],
  phone: [
    ['PASS', ''],
    ['PENDING', 'vf-warning'],
    ['FAIL', 'vf-danger'],
  ],
};

function stepScreen(component: 'document' | 'selfie' | 'phone', texts: PageTexts, round = false): string {
  const buttons = (outcomeButtons[component] ?? [])
    .map(
      ([outcome, cls]) =>
        `<button type="button" class="vf-button ${cls}" data-step="${component}" data-outcome="${outcome}" data-testid="${component}-${outcome.toLowerCase()}">${escapeHtml(texts.simulate[`${component}-${outcome}` as SimulateKey] ?? outcome)}</button>`,
    )
    .join('\n        ');
  const { title, text, art } = texts.steps[component];
  return `
    <section class="vf-screen" data-screen="${component}" hidden>
      <h1 tabindex="-1">${escapeHtml(title)}</h1>
      <p>${escapeHtml(text)}</p>
      <div class="vf-illustration${round ? ' vf-round' : ''}" aria-hidden="true">${escapeHtml(art)}</div>
      <div class="vf-actions">
        ${buttons}
        <p class="vf-sandbox-note">${escapeHtml(texts.sandboxStepNote)}</p>
      </div>
    </section>`;
}

function resultScreen(
  name: string,
  icon: string,
  iconClass: string,
  title: string,
  subtitle: string,
): string {
  return `
    <section class="vf-screen vf-result" data-screen="${name}" hidden>
      ${resultContent(icon, iconClass, title, subtitle)}
    </section>`;
}

/** The hosted VX journey page (6.3): intro, document scan, selfie, phone check and the result screens. */
export function renderJourneyPage(m: JourneyPageModel): string {
  const t = m.texts;
  const greeting = m.firstName ? t.greetingNamed(m.firstName) : t.greeting;
  const msg = m.messages;
  const steps = t.introSteps
    .map(([label, detail]) => `<li><span>${escapeHtml(label)}</span><span>${escapeHtml(detail)}</span></li>`)
    .join('\n      ');
  return `<!doctype html>
<html lang="${m.language}" dir="${pageDirection(m.language)}">
${hostedPageHead('journey', t.journeyTitle, m.theme)}
<body data-request-id="${escapeHtml(m.requestId)}" data-link-token="${escapeHtml(m.linkToken)}" data-parent-origin="${escapeHtml(m.parentOrigin)}" data-initial="${escapeHtml(m.initial)}" data-resume="${escapeHtml(m.resume)}" data-text-starting="${escapeHtml(t.busyStarting)}" data-text-checking="${escapeHtml(t.busyChecking)}"${m.preview ? ' data-preview="true"' : ''} data-scheme="${m.theme.tokens.scheme}" data-state="loading">
<main class="vf-card" aria-live="polite">
  <header class="vf-header">
    ${logoMarkup(m.theme, t.brand)}
    ${m.closeShown ? `<button type="button" class="vf-close" data-testid="journey-close" aria-label="${escapeHtml(t.close)}">&times;</button>` : ''}
  </header>
  <div class="vf-progress" aria-hidden="true"><span data-progress="document"></span><span data-progress="selfie"></span><span data-progress="phone"></span></div>
  <section class="vf-screen" data-screen="intro" hidden>
    <h1 tabindex="-1" data-testid="journey-greeting">${escapeHtml(greeting)}</h1>
    <p>${escapeHtml(t.introLead(formatDuration(m.language, 2, 'minute')))}</p>
    <ul class="vf-summary">
      ${steps}
    </ul>
    <div class="vf-actions">
      <button type="button" class="vf-button" data-testid="journey-start">${escapeHtml(t.start)}</button>
    </div>
  </section>
  ${stepScreen('document', t)}
  ${stepScreen('selfie', t, true)}
  ${stepScreen('phone', t)}
  ${resultScreen('pass', '&#10003;', 'vf-ok', msg.verificationSuccessTitle, msg.verificationSuccessSubTitle)}
  ${resultScreen('fail', '&#10005;', 'vf-bad', msg.verificationFailureTitle, msg.verificationFailureSubTitle)}
  ${resultScreen('pending', '&#8987;', 'vf-wait', t.pendingTitle, t.pendingText)}
  ${resultScreen('verified', '&#10003;', 'vf-ok', msg.verificationErrorAlreadyVerifiedTitle, msg.verificationErrorAlreadyVerifiedSubTitle)}
  ${resultScreen('expired', '!', 'vf-wait', t.expiredTitle, t.expiredText(formatDuration(m.language, 1, 'hour')))}
  ${resultScreen('blocked', '!', 'vf-bad', t.blockedTitle, t.blockedText)}
  ${resultScreen('error', '!', 'vf-bad', msg.verificationErrorTitle, msg.verificationErrorSubTitle)}
  <p class="vf-busy" data-testid="journey-busy" role="status"></p>
  ${m.footerShown ? `<footer class="vf-footer">${escapeHtml(t.journeyFooter)}</footer>` : ''}
</main>
</body>
</html>`;
}

import { failureTexts } from './capture-page';
import { escapeHtml } from './html';
import { hostedPageHead, resultContent, waitingIcon } from './page-parts';
import {
  formatDuration,
  type PageLanguage,
  type PageTexts,
  pageDirection,
  type SimulateKey,
} from './page-texts';
import { qrSvg } from './qr-svg';
import {
  type DocumentModalOutcomeType,
  outcomeMessages,
  type ResolvedResultMessages,
} from './result-messages';
import { handoffIconMarkup, logoMarkup, type PageTheme } from './theme';

/** What the journey page needs to render; every string is escaped here, the script only ever sets text. */
export interface JourneyPageModel {
  requestId: string;
  linkToken: string;
  /** Exact origin to post 6.3 messages to, or '*' (messages carry no data). */
  parentOrigin: string;
  /**
   * `intro`, `resume`, the desktop's `handoff` or `email-sent` (the phone has the journey), or a final screen:
   * `pass`, `fail`, `pending`, `expired`, `invalid`.
   */
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
  /** `phone`: opened from the hand-off link (no hand-off option, no close button, no parent to post to). */
  mode?: 'desktop' | 'phone';
  /** The one-time phone link the QR code holds; '' hides "Continue on your phone" (invalid links). */
  handoffLink?: string;
  /** The desktop's hand-off screens open on "Your phone is connected" (a reload while the phone has the journey). */
  phoneOpened?: boolean;
  /** The phone page's "continue on this computer" (4.4 `shouldShowContinueOnDesktop`, shown unless false). */
  continueOnDesktopShown?: boolean;
  /**
   * 4.4 `isReactNative`: the page runs in an app's react-native-webview, on the phone. It posts 6.3 through the
   * injected `window.ReactNativeWebView` instead of `window.parent`, and offers no hand-off to a phone.
   */
  reactNative?: boolean;
}

/** The desktop's status line: the phone's state, swapped by the script as the phone moves on. */
function handoffStatus(m: JourneyPageModel, testId: string): string {
  const t = m.texts;
  const e = escapeHtml;
  return `<p class="vf-handoff-status" data-testid="${testId}" data-handoff-status role="status" data-text-opened="${e(t.handoffPhoneOpened)}" data-text-expired="${e(t.handoffExpired)}">${e(m.phoneOpened ? t.handoffPhoneOpened : t.handoffWaiting)}</p>`;
}

/** The desktop's QR screen: the code, the link as text, the phone's progress, the email option and the way back. */
function handoffScreen(m: JourneyPageModel): string {
  const t = m.texts;
  const e = escapeHtml;
  const link = m.handoffLink || 'https://example.invalid/phone/journey/preview';
  const back = `<button type="button" class="vf-button vf-secondary" data-testid="journey-handoff-back">${e(t.handoffBack)}</button>`;
  return `
  <section class="vf-screen" data-screen="handoff" hidden>
    ${handoffIconMarkup(m.theme)}
    <h1 tabindex="-1">${e(t.handoffTitle)}</h1>
    <p>${e(t.handoffQrText)}</p>
    ${qrSvg(link, t.qrLabel)}
    <p class="vf-handoff-link">${e(t.handoffLinkText)} <span data-testid="handoff-link">${e(link)}</span></p>
    <p class="vf-sandbox-note"><a class="vf-button vf-secondary" href="${e(link)}" target="_blank" rel="noopener noreferrer" data-testid="handoff-simulate-phone">${e(t.handoffSimulatePhone)}</a></p>
    ${handoffStatus(m, 'handoff-status')}
    <div class="vf-actions">
      <button type="button" class="vf-button vf-secondary" data-testid="journey-handoff-email">${e(t.handoffEmail)}</button>
      ${back}
    </div>
  </section>
  <section class="vf-screen" data-screen="email-sent" hidden>
    <div class="vf-result"><div class="vf-result-icon vf-ok" aria-hidden="true">&#9993;</div>
    <h1 tabindex="-1">${e(t.emailSentTitle)}</h1><p>${e(t.emailSentText)}</p>
    ${handoffStatus(m, 'email-sent-status')}</div>
    <div class="vf-actions">${back.replace('journey-handoff-back', 'journey-email-back')}</div>
  </section>`;
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

/** The hosted VX journey page (6.3): intro, steps, result screens, and the desktop's or the phone's hand-off screens. */
export function renderJourneyPage(m: JourneyPageModel): string {
  const t = m.texts;
  const greeting = m.firstName ? t.greetingNamed(m.firstName) : t.greeting;
  const msg = m.messages;
  /** A journey end's title and subtitle: the texts core's modal event table names for that outcome. */
  const outcomeTexts = (type: DocumentModalOutcomeType): [string, string] => {
    const { title, subtitle } = outcomeMessages(type);
    return [msg[title], msg[subtitle]];
  };
  /** A VX FAIL is final: "Verification Failed" and no reviewer promised (core's careful reading of 4.9). */
  const failedTexts = (): [string, string] => {
    const { title, subtitle } = failureTexts(m, 'FAIL');
    return [title, subtitle];
  };
  const phone = m.mode === 'phone';
  const offerPhone = !phone && !m.reactNative && (Boolean(m.handoffLink) || m.preview === true);
  const steps = t.introSteps
    .map(([label, detail]) => `<li><span>${escapeHtml(label)}</span><span>${escapeHtml(detail)}</span></li>`)
    .join('\n      ');
  return `<!doctype html>
<html lang="${m.language}" dir="${pageDirection(m.language)}">
${hostedPageHead('journey', t.journeyTitle, m.theme)}
<body data-request-id="${escapeHtml(m.requestId)}" data-link-token="${escapeHtml(m.linkToken)}" data-parent-origin="${escapeHtml(m.parentOrigin)}" data-initial="${escapeHtml(m.initial)}" data-resume="${escapeHtml(m.resume)}" data-text-starting="${escapeHtml(t.busyStarting)}" data-text-checking="${escapeHtml(t.busyChecking)}"${m.preview ? ' data-preview="true"' : ''} data-mode="${phone ? 'phone' : 'desktop'}"${m.reactNative ? ' data-bridge="react-native"' : ''}${offerPhone && m.phoneOpened ? ' data-handoff-state="opened"' : ''} data-scheme="${m.theme.tokens.scheme}" data-state="loading">
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
      ${offerPhone ? `<button type="button" class="vf-button vf-secondary" data-testid="journey-use-phone">${escapeHtml(t.journeyUsePhone)}</button>` : ''}
    </div>
  </section>
  ${stepScreen('document', t)}
  ${stepScreen('selfie', t, true)}
  ${stepScreen('phone', t)}
  ${resultScreen('pass', '&#10003;', 'vf-ok', ...outcomeTexts('success'))}
  ${resultScreen('fail', '&#10005;', 'vf-bad', ...failedTexts())}
  ${resultScreen('pending', waitingIcon, 'vf-wait', t.pendingTitle, t.pendingText)}
  ${resultScreen('more-info', waitingIcon, 'vf-wait', t.moreInfoTitle, t.moreInfoText)}
  ${resultScreen('verified', '&#10003;', 'vf-ok', ...outcomeTexts('error-already-verified'))}
  ${resultScreen('expired', '!', 'vf-wait', t.expiredTitle, t.expiredText(formatDuration(m.language, 1, 'hour')))}
  ${resultScreen('blocked', '!', 'vf-bad', t.blockedTitle, t.blockedText)}
  ${resultScreen('error', '!', 'vf-bad', ...outcomeTexts('error'))}
  ${offerPhone ? handoffScreen(m) : ''}
  ${
    phone
      ? `${resultScreen('returned', '&#8634;', 'vf-ok', t.backOnComputerTitle, t.backOnComputerText)}
  ${resultScreen('link-used', '&#10003;', 'vf-wait', t.linkUsedTitle, t.linkUsedText)}
  ${resultScreen('link-expired', '!', 'vf-wait', t.linkExpiredTitle, t.linkExpiredText)}
  ${m.continueOnDesktopShown === false ? '' : `<div class="vf-actions" data-handback hidden><button type="button" class="vf-button vf-secondary" data-testid="journey-continue-on-computer">${escapeHtml(t.continueOnComputer)}</button></div>`}
  <p class="vf-sandbox-note" data-testid="phone-note">${escapeHtml(t.phoneDoneNote)}</p>`
      : ''
  }
  <p class="vf-busy" data-testid="journey-busy" role="status"></p>
  ${m.footerShown ? `<footer class="vf-footer">${escapeHtml(t.journeyFooter)}</footer>` : ''}
</main>
</body>
</html>`;
}

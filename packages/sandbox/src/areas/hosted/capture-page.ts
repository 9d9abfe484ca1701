import { failureMessage } from '@veriframe/core';
import {
  type DocumentModalOutcomeTone,
  documentModalEvents,
  documentModalOutcomeTypes,
} from '@veriframe/core/document';
import { escapeHtml } from './html';
import { hostedPageHead, resultContent, waitingIcon } from './page-parts';
import { type PageLanguage, type PageTexts, pageDirection, resultMessageDefaults } from './page-texts';
import { qrSvg } from './qr-svg';
import {
  type DocumentModalOutcomeType,
  outcomeMessages,
  type ResolvedResultMessages,
} from './result-messages';
import { handoffIconMarkup, logoMarkup, type PageTheme } from './theme';

/** First screens of the capture page; the error states are the modal's 7.4 states, named as its callbacks. */
export type CaptureInitial =
  | 'intro'
  | 'handoff'
  | 'error'
  | 'error-token'
  | 'error-already-verified'
  | 'error-pending'
  | 'error-velocity'
  | 'link-used'
  | 'link-expired';

export interface CapturePageModel {
  /** A live page starts on a `CaptureInitial`; a preview may open any screen. */
  initial: CaptureScreen;
  /** For `error`: which parameter is wrong and why (never personal data). */
  errorDetail: string;
  parentOrigin: string;
  qr: boolean;
  emailFallback: boolean;
  messages: ResolvedResultMessages;
  theme: PageTheme;
  language: PageLanguage;
  texts: PageTexts;
  /** Preview mode (the style previewer): every screen reachable locally, no request, no callback. */
  preview?: boolean;
  /** Whether the modal's `styleToken` named a style: none given, applied, or unknown (default theme shown). */
  style?: 'default' | 'applied' | 'unknown';
  /** The one-time hand-off link the QR code holds (`/phone/<id>`), '' when there is none (errors, previews). */
  handoffLink?: string;
  /** The hand-off id the desktop polls; '' when none. */
  handoffId?: string;
  /** `phone`: the page opened from the hand-off link (no hand-off option, no parent to post to). */
  mode?: 'desktop' | 'phone';
}

function screen(name: string, inner: string): string {
  return `<section class="vf-screen" data-screen="${name}" hidden>${inner}</section>`;
}

function result(
  name: string,
  icon: string,
  cls: string,
  title: string,
  subtitle: string,
  close: string,
): string {
  return screen(
    name,
    `<div class="vf-result">${resultContent(icon, cls, title, subtitle, 'capture-')}</div>
      <div class="vf-actions"><button type="button" class="vf-button vf-secondary" data-action="close" data-testid="capture-done-${name}">${escapeHtml(close)}</button></div>`,
  );
}

/** The icon and its class of each tone of core's `documentModalEvents`, as the page paints it. */
const toneIcons: Record<DocumentModalOutcomeTone, [icon: string, iconClass: string]> = {
  success: ['&#10003;', 'vf-ok'],
  pending: [waitingIcon, 'vf-wait'], // not the hourglass emoji: machines without an emoji font draw a box
  error: ['&#10005;', 'vf-bad'],
};

/**
 * A `failure` as the kit reads it (core's `failureMessage`): FAIL is final ("Verification Failed", no reviewer
 * promised), PENDING is a manual review ("Under Review"). Texts other than the language's defaults are the
 * integrator's own and are shown as written.
 */
export function failureTexts(
  m: Pick<CapturePageModel, 'messages' | 'language' | 'texts'>,
  status: 'FAIL' | 'PENDING',
) {
  const defaults = resultMessageDefaults[m.language];
  const own = {
    verificationFailureTitle:
      m.messages.verificationFailureTitle === defaults.verificationFailureTitle
        ? undefined
        : m.messages.verificationFailureTitle,
    verificationFailureSubTitle:
      m.messages.verificationFailureSubTitle === defaults.verificationFailureSubTitle
        ? undefined
        : m.messages.verificationFailureSubTitle,
  };
  return failureMessage(status, m.messages, own, m.texts);
}

/** The hosted document-capture page shown inside the modal iframe (4.8) or opened from a generated link. */
export function renderCapturePage(m: CapturePageModel): string {
  const msg = m.messages;
  const t = m.texts;
  const e = escapeHtml;
  // The QR code holds the real hand-off link; previews (no link) show a sample code so the look can be judged.
  const link = m.handoffLink ?? '';
  const qrCode = qrSvg(link || 'https://example.invalid/phone/preview', t.qrLabel);
  // The script swaps the status text as the phone moves on; the texts come from here (one catalog).
  const statusLine = (testId: string) =>
    `<p class="vf-handoff-status" data-testid="${testId}" data-handoff-status role="status" data-text-opened="${e(t.handoffPhoneOpened)}" data-text-not-yet="${e(t.handoffNotYet)}" data-text-expired="${e(t.handoffExpired)}">${e(t.handoffWaiting)}</p>`;
  const handoff = `
      ${handoffIconMarkup(m.theme)}
      <h1 tabindex="-1">${e(t.handoffTitle)}</h1>
      ${
        m.qr
          ? `<p>${e(t.handoffQrText)}</p>${qrCode}${
              link
                ? `
      <p class="vf-handoff-link">${e(t.handoffLinkText)} <span data-testid="handoff-link">${e(link)}</span></p>
      <p class="vf-sandbox-note"><a class="vf-button vf-secondary" href="${e(link)}" target="_blank" rel="noopener noreferrer" data-testid="handoff-simulate-phone">${e(t.handoffSimulatePhone)}</a></p>`
                : ''
            }`
          : `<p>${e(t.handoffEmailText)}</p>`
      }
      ${statusLine('handoff-status')}
      <div class="vf-actions">
        ${m.qr ? `<button type="button" class="vf-button" data-action="qr" data-testid="capture-qr-done">${e(t.handoffDone)}</button>` : ''}
        ${m.emailFallback || !m.qr ? `<button type="button" class="vf-button vf-secondary" data-action="email" data-testid="capture-email">${e(t.handoffEmail)}</button>` : ''}
        <button type="button" class="vf-button vf-secondary" data-action="back" data-testid="capture-back">${e(t.handoffBack)}</button>
      </div>`;
  const done = (name: string, icon: string, cls: string, title: string, subtitle: string) =>
    result(name, icon, cls, title, subtitle, t.close);
  return `<!doctype html>
<html lang="${m.language}" dir="${pageDirection(m.language)}">
${hostedPageHead('capture', t.captureTitle, m.theme)}
<body data-initial="${e(m.initial)}" data-mode="${m.mode ?? 'desktop'}" data-handoff="${e(m.handoffId ?? '')}" data-parent-origin="${e(m.parentOrigin)}" data-error-detail="${e(m.errorDetail)}"${m.preview ? ' data-preview="true"' : ''} data-style="${m.style ?? 'default'}" data-scheme="${m.theme.tokens.scheme}" data-state="loading">
<main class="vf-card" aria-live="polite">
  <header class="vf-header">
    ${logoMarkup(m.theme, t.brand)}
    <button type="button" class="vf-close" data-action="close" data-testid="capture-close" aria-label="${e(t.close)}">&times;</button>
  </header>
  ${screen(
    'intro',
    `<h1 tabindex="-1">${e(t.captureIntroTitle)}</h1>
      <p>${e(t.captureIntroText)}</p>
      <div class="vf-illustration" aria-hidden="true">${e(t.captureIntroArt)}</div>
      <div class="vf-actions">
        <button type="button" class="vf-button" data-action="start" data-testid="capture-start">${e(t.captureStart)}</button>
        <button type="button" class="vf-button vf-secondary" data-action="phone" data-testid="capture-use-phone">${e(t.captureUsePhone)}</button>
        <p class="vf-sandbox-note">${e(t.captureNote)}</p>
      </div>`,
  )}
  ${screen('handoff', handoff)}
  ${screen(
    'email-sent',
    `<div class="vf-result"><div class="vf-result-icon vf-ok" aria-hidden="true">&#9993;</div>
      <h1 tabindex="-1">${e(t.emailSentTitle)}</h1><p>${e(t.emailSentText)}</p>
      ${statusLine('email-sent-status')}</div>
      <div class="vf-actions"><button type="button" class="vf-button vf-secondary" data-action="close" data-testid="capture-done-email">${e(t.close)}</button></div>`,
  )}
  ${screen(
    'scan',
    `<h1 tabindex="-1">${e(t.scanTitle)}</h1>
      <p>${e(t.scanText)}</p>
      <div class="vf-illustration" aria-hidden="true">${e(t.scanArt)}</div>
      <div class="vf-actions">
        <button type="button" class="vf-button" data-action="scan" data-testid="capture-scan">${e(t.scanButton)}</button>
        <button type="button" class="vf-button vf-secondary" data-action="upload" data-testid="capture-upload">${e(t.uploadButton)}</button>
      </div>`,
  )}
  ${screen(
    'selfie',
    `<h1 tabindex="-1">${e(t.steps.selfie.title)}</h1>
      <p>${e(t.selfieText)}</p>
      <div class="vf-illustration vf-round" aria-hidden="true">${e(t.steps.selfie.art)}</div>
      <div class="vf-actions"><button type="button" class="vf-button" data-action="selfie" data-testid="capture-selfie">${e(t.selfieButton)}</button></div>`,
  )}
  ${screen('processing', `<div class="vf-result"><h1 tabindex="-1">${e(t.processingTitle)}</h1><p>${e(t.processingText)}</p></div>`)}
  ${documentModalOutcomeTypes
    .map((type) => {
      // The 4.9 texts of each outcome come from core's modal event table; only the look is the page's.
      const { title, subtitle } = outcomeMessages(type);
      const text = type === 'error' ? m.errorDetail || msg[subtitle] : msg[subtitle];
      // A failure with status PENDING: under review, as the kit reads it (the FAIL reading is below).
      if (type === 'failure') {
        const review = failureTexts(m, 'PENDING');
        return done(type, ...outcomeLooks[type], review.title, review.subtitle);
      }
      return done(type, ...outcomeLooks[type], msg[title], text);
    })
    .join('\n  ')}
  ${(() => {
    // The same `failure` callback with status FAIL: final, so the refusal's cross and no reviewer promised.
    const final = failureTexts(m, 'FAIL');
    return done('failure-final', ...toneIcons.error, final.title, final.subtitle);
  })()}
  ${done('link-used', '&#10003;', 'vf-wait', t.linkUsedTitle, t.linkUsedText)}
  ${done('link-expired', '!', 'vf-wait', t.linkExpiredTitle, t.linkExpiredText)}
  ${m.mode === 'phone' ? `<p class="vf-sandbox-note" data-testid="phone-note">${e(t.phoneDoneNote)}</p>` : ''}
  <footer class="vf-footer">${e(t.captureFooter)}</footer>
</main>
</body>
</html>`;
}

/** The icon and tone class of each outcome screen (the texts are core's, {@link outcomeMessages}). */
const outcomeLooks: Record<DocumentModalOutcomeType, [icon: string, cls: string]> = {
  success: ['&#10003;', 'vf-ok'],
  failure: toneIcons[documentModalEvents.failure.resultMessage.tone],
  'error-token': ['!', 'vf-bad'],
  'error-already-verified': ['&#10003;', 'vf-ok'],
  'error-pending': toneIcons.pending,
  'error-velocity': ['!', 'vf-bad'],
  error: ['!', 'vf-bad'],
};

/** Screens of the capture page a preview can open directly. */
export const captureScreens = [
  'intro',
  'handoff',
  'email-sent',
  'scan',
  'selfie',
  'processing',
  'link-used',
  'link-expired',
  ...documentModalOutcomeTypes,
  'failure-final',
] as const;
export type CaptureScreen = (typeof captureScreens)[number];

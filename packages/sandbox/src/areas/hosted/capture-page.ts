import { escapeHtml } from './html';
import type { ResolvedResultMessages } from './result-messages';

/** First screens of the capture page; the error states are the modal's 7.4 states, named as its callbacks. */
export type CaptureInitial =
  | 'intro'
  | 'handoff'
  | 'error'
  | 'error-token'
  | 'error-already-verified'
  | 'error-pending'
  | 'error-velocity';

export interface CapturePageModel {
  initial: CaptureInitial;
  /** For `error`: which parameter is wrong and why (never personal data). */
  errorDetail: string;
  parentOrigin: string;
  qr: boolean;
  emailFallback: boolean;
  messages: ResolvedResultMessages;
}

/** A decorative QR-like grid (the sandbox has no phone hand-off; the Done button reports `onQr`). */
function qrGrid(): string {
  const cells: string[] = [];
  for (let y = 0; y < 21; y++) {
    for (let x = 0; x < 21; x++) {
      const finder = (x < 7 || x > 13) && y < 7 ? true : x < 7 && y > 13;
      const ring =
        finder &&
        (x % 14 === 0 ||
          x % 14 === 6 ||
          y % 14 === 0 ||
          y % 14 === 6 ||
          (x % 14 >= 2 && x % 14 <= 4 && y % 14 >= 2 && y % 14 <= 4));
      const on = finder ? ring : (x * 7 + y * 13 + x * y) % 3 === 0;
      cells.push(`<i class="${on ? 'on' : ''}"></i>`);
    }
  }
  return `<div class="vf-qr" role="img" aria-label="QR code">${cells.join('')}</div>`;
}

function screen(name: string, inner: string): string {
  return `<section class="vf-screen" data-screen="${name}" hidden>${inner}</section>`;
}

function result(name: string, icon: string, cls: string, title: string, subtitle: string): string {
  return screen(
    name,
    `<div class="vf-result"><div class="vf-result-icon ${cls}" aria-hidden="true">${icon}</div>
      <h1 tabindex="-1" data-testid="capture-result-title">${escapeHtml(title)}</h1>
      <p data-testid="capture-result-subtitle">${escapeHtml(subtitle)}</p></div>
      <div class="vf-actions"><button type="button" class="vf-button vf-secondary" data-action="close" data-testid="capture-done-${name}">Close</button></div>`,
  );
}

/** The hosted document-capture page shown inside the modal iframe (4.8) or opened from a generated link. */
export function renderCapturePage(m: CapturePageModel): string {
  const msg = m.messages;
  const handoff = `
      <h1 tabindex="-1">Continue on your phone</h1>
      ${m.qr ? `<p>Scan this code with your phone's camera, finish there, then press Done.</p>${qrGrid()}` : '<p>We can send a secure link to your email to finish on your phone.</p>'}
      <div class="vf-actions">
        ${m.qr ? '<button type="button" class="vf-button" data-action="qr" data-testid="capture-qr-done">Done</button>' : ''}
        ${m.emailFallback || !m.qr ? '<button type="button" class="vf-button vf-secondary" data-action="email" data-testid="capture-email">Email me a link</button>' : ''}
        <button type="button" class="vf-button vf-secondary" data-action="back" data-testid="capture-back">Use this device instead</button>
      </div>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Document verification</title>
<link rel="stylesheet" href="/capture/assets/hosted.css">
<script src="/capture/assets/capture.js" defer></script>
</head>
<body data-initial="${escapeHtml(m.initial)}" data-parent-origin="${escapeHtml(m.parentOrigin)}" data-error-detail="${escapeHtml(m.errorDetail)}" data-state="loading">
<main class="vf-card" aria-live="polite">
  <header class="vf-header">
    <span class="vf-logo" aria-hidden="true">V</span>
    <span class="vf-brand">Sandbox Verify</span>
    <button type="button" class="vf-close" data-action="close" data-testid="capture-close" aria-label="Close">&times;</button>
  </header>
  ${screen(
    'intro',
    `<h1 tabindex="-1">Verify your identity</h1>
      <p>Scan the front and back of a government-issued ID. It takes about a minute.</p>
      <div class="vf-illustration" aria-hidden="true">Driver license &middot; Passport &middot; ID card</div>
      <div class="vf-actions">
        <button type="button" class="vf-button" data-action="start" data-testid="capture-start">Scan my document</button>
        <button type="button" class="vf-button vf-secondary" data-action="phone" data-testid="capture-use-phone">Use my phone instead</button>
        <p class="vf-sandbox-note">Sandbox: the outcome follows the canned last names (see the README).</p>
      </div>`,
  )}
  ${screen('handoff', handoff)}
  ${screen(
    'email-sent',
    `<div class="vf-result"><div class="vf-result-icon vf-ok" aria-hidden="true">&#9993;</div>
      <h1 tabindex="-1">Check your email</h1><p>We sent you a link to finish on your phone.</p></div>
      <div class="vf-actions"><button type="button" class="vf-button vf-secondary" data-action="close" data-testid="capture-done-email">Close</button></div>`,
  )}
  ${screen(
    'scan',
    `<h1 tabindex="-1">Scan your document</h1>
      <p>Place your document on a dark, flat surface and fill the frame.</p>
      <div class="vf-illustration" aria-hidden="true">Front of document</div>
      <div class="vf-actions">
        <button type="button" class="vf-button" data-action="scan" data-testid="capture-scan">Scan document</button>
        <button type="button" class="vf-button vf-secondary" data-action="upload" data-testid="capture-upload">Upload a photo instead</button>
      </div>`,
  )}
  ${screen(
    'selfie',
    `<h1 tabindex="-1">Take a selfie</h1>
      <p>We compare your face with the photo on your document.</p>
      <div class="vf-illustration vf-round" aria-hidden="true">Selfie</div>
      <div class="vf-actions"><button type="button" class="vf-button" data-action="selfie" data-testid="capture-selfie">Take selfie</button></div>`,
  )}
  ${screen('processing', '<div class="vf-result"><h1 tabindex="-1">Checking your document&hellip;</h1><p>This takes a few seconds.</p></div>')}
  ${result('success', '&#10003;', 'vf-ok', msg.verificationSuccessTitle, msg.verificationSuccessSubTitle)}
  ${result('failure', '&#10005;', 'vf-bad', msg.verificationFailureTitle, msg.verificationFailureSubTitle)}
  ${result('error-token', '!', 'vf-bad', msg.verificationErrorTokenTitle, msg.verificationErrorTokenSubTitle)}
  ${result('error-already-verified', '&#10003;', 'vf-ok', msg.verificationErrorAlreadyVerifiedTitle, msg.verificationErrorAlreadyVerifiedSubTitle)}
  ${result('error-pending', '&#8987;', 'vf-wait', msg.verificationErrorPendingTitle, msg.verificationErrorPendingSubTitle)}
  ${result('error-velocity', '!', 'vf-bad', msg.verificationErrorVelocityTitle, msg.verificationErrorVelocitySubTitle)}
  ${result('error', '!', 'vf-bad', msg.verificationErrorTitle, m.errorDetail || msg.verificationErrorSubTitle)}
  <footer class="vf-footer">Sandbox Verify &middot; test mode, no real document is read</footer>
</main>
</body>
</html>`;
}

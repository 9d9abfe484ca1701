import { escapeHtml } from './html';
import type { ResolvedResultMessages } from './result-messages';

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
  primaryColor: string | null;
  messages: ResolvedResultMessages;
}

const outcomeButtons: Record<string, [string, string, string][]> = {
  document: [
    ['PASS', 'Simulate: document is authentic', ''],
    ['REVIEW', 'Simulate: send to manual review', 'vf-warning'],
    ['FAIL', 'Simulate: document fails', 'vf-danger'],
  ],
  selfie: [
    ['PASS', 'Simulate: selfie matches', ''],
    ['FAIL', 'Simulate: selfie does not match', 'vf-danger'],
  ],
  phone: [
    ['PASS', 'Simulate: phone confirmed', ''],
    ['PENDING', 'Simulate: more information required', 'vf-warning'],
    ['FAIL', 'Simulate: phone check fails', 'vf-danger'],
  ],
};

function stepScreen(component: string, title: string, text: string, art: string, round = false): string {
  const buttons = (outcomeButtons[component] ?? [])
    .map(
      ([outcome, label, cls]) =>
        `<button type="button" class="vf-button ${cls}" data-step="${component}" data-outcome="${outcome}" data-testid="${component}-${outcome.toLowerCase()}">${escapeHtml(label)}</button>`,
    )
    .join('\n        ');
  return `
    <section class="vf-screen" data-screen="${component}" hidden>
      <h1 tabindex="-1">${escapeHtml(title)}</h1>
      <p>${escapeHtml(text)}</p>
      <div class="vf-illustration${round ? ' vf-round' : ''}" aria-hidden="true">${escapeHtml(art)}</div>
      <div class="vf-actions">
        ${buttons}
        <p class="vf-sandbox-note">Sandbox: choose the outcome this step reports.</p>
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
      <div class="vf-result-icon ${iconClass}" aria-hidden="true">${icon}</div>
      <h1 tabindex="-1" data-testid="result-title">${escapeHtml(title)}</h1>
      <p data-testid="result-subtitle">${escapeHtml(subtitle)}</p>
    </section>`;
}

/** The hosted VX journey page (6.3): intro, document scan, selfie, phone check and the result screens. */
export function renderJourneyPage(m: JourneyPageModel): string {
  const greeting = m.firstName
    ? `Hi ${m.firstName}, let's verify your identity`
    : "Let's verify your identity";
  const msg = m.messages;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Identity verification</title>
<link rel="stylesheet" href="/journey/assets/hosted.css">
<script src="/journey/assets/journey.js" defer></script>
</head>
<body data-request-id="${escapeHtml(m.requestId)}" data-link-token="${escapeHtml(m.linkToken)}" data-parent-origin="${escapeHtml(m.parentOrigin)}" data-initial="${escapeHtml(m.initial)}" data-resume="${escapeHtml(m.resume)}" data-primary="${escapeHtml(m.primaryColor ?? '')}" data-state="loading">
<main class="vf-card" aria-live="polite">
  <header class="vf-header">
    <span class="vf-logo" aria-hidden="true">V</span>
    <span class="vf-brand">Sandbox Verify</span>
    ${m.closeShown ? '<button type="button" class="vf-close" data-testid="journey-close" aria-label="Close">&times;</button>' : ''}
  </header>
  <div class="vf-progress" aria-hidden="true"><span data-progress="document"></span><span data-progress="selfie"></span><span data-progress="phone"></span></div>
  <section class="vf-screen" data-screen="intro" hidden>
    <h1 tabindex="-1" data-testid="journey-greeting">${escapeHtml(greeting)}</h1>
    <p>It takes about two minutes. You will need:</p>
    <ul class="vf-summary">
      <li><span>1. Document</span><span>Driver license, passport or ID card</span></li>
      <li><span>2. Selfie</span><span>A quick photo of your face</span></li>
      <li><span>3. Phone</span><span>A check of your phone number</span></li>
    </ul>
    <div class="vf-actions">
      <button type="button" class="vf-button" data-testid="journey-start">Start verification</button>
    </div>
  </section>
  ${stepScreen('document', 'Scan your ID document', 'Place the front of your document in the frame, in good light.', 'ID document')}
  ${stepScreen('selfie', 'Take a selfie', 'Look straight at the camera; we compare it with your document photo.', 'Selfie', true)}
  ${stepScreen('phone', 'Confirm your phone', 'We check that the phone number belongs to you.', 'Phone check')}
  ${resultScreen('pass', '&#10003;', 'vf-ok', msg.verificationSuccessTitle, msg.verificationSuccessSubTitle)}
  ${resultScreen('fail', '&#10005;', 'vf-bad', msg.verificationFailureTitle, msg.verificationFailureSubTitle)}
  ${resultScreen('pending', '&#8987;', 'vf-wait', 'Verification in review', 'We need a little more time. You will hear from us once the review is complete.')}
  ${resultScreen('verified', '&#10003;', 'vf-ok', msg.verificationErrorAlreadyVerifiedTitle, msg.verificationErrorAlreadyVerifiedSubTitle)}
  ${resultScreen('expired', '!', 'vf-wait', 'This link has expired', 'Verification links are valid for one hour. Please request a new one.')}
  ${resultScreen('blocked', '!', 'vf-bad', 'Verification unavailable', 'Too many verification attempts were made from this device. Please try again later.')}
  ${resultScreen('error', '!', 'vf-bad', msg.verificationErrorTitle, msg.verificationErrorSubTitle)}
  <p class="vf-busy" data-testid="journey-busy" role="status"></p>
  ${m.footerShown ? '<footer class="vf-footer">Sandbox Verify &middot; test mode, no real data is checked</footer>' : ''}
</main>
</body>
</html>`;
}

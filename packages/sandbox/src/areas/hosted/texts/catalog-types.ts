import type { ResolvedResultMessages } from '../result-messages';

// The shape of a hosted-page catalog (one file per language beside this one; English is the source of every
// key). Apart from the catalogs so they can import it without a cycle through `page-texts.ts`.

/** Outcome buttons of the sandbox's journey steps (`<step>-<outcome>`). */
export type SimulateKey =
  | 'document-PASS'
  | 'document-REVIEW'
  | 'document-FAIL'
  | 'selfie-PASS'
  | 'selfie-FAIL'
  | 'phone-PASS'
  | 'phone-PENDING'
  | 'phone-FAIL';

/** The fixed texts of the journey and capture pages (the 4.9 texts are in `resultMessages`). */
export interface PageTexts {
  close: string;
  brand: string;
  busyStarting: string;
  busyChecking: string;
  journeyTitle: string;
  greeting: string;
  greetingNamed: (firstName: string) => string;
  /** `duration` arrives formatted by `Intl` ("2 minutes", "2 Minuten", "دقيقتان"). */
  introLead: (duration: string) => string;
  introSteps: [label: string, detail: string][];
  start: string;
  steps: Record<'document' | 'selfie' | 'phone', { title: string; text: string; art: string }>;
  simulate: Record<SimulateKey, string>;
  sandboxStepNote: string;
  pendingTitle: string;
  pendingText: string;
  /** A journey that ended PENDING without a review: more information is needed that it cannot collect. */
  moreInfoTitle: string;
  moreInfoText: string;
  /**
   * The document modal's title for a `failure` (core's `documentModalEvents`: tone `pending`, 4.9 "pending
   * manual review"), unless the integrator set `verificationFailureTitle`. The kit's `pendingReviewTitle`.
   */
  pendingReviewTitle: string;
  /** The line under "Verification Failed" for a final FAIL unless the integrator set one: core's `failedSubTitle`. */
  failedSubTitle: string;
  expiredTitle: string;
  /** `duration` arrives formatted by `Intl` ("1 hour", "1 Stunde", "ساعة"). */
  expiredText: (duration: string) => string;
  blockedTitle: string;
  blockedText: string;
  journeyFooter: string;
  captureTitle: string;
  captureIntroTitle: string;
  captureIntroText: string;
  captureIntroArt: string;
  captureStart: string;
  captureUsePhone: string;
  captureNote: string;
  handoffTitle: string;
  handoffQrText: string;
  handoffEmailText: string;
  handoffDone: string;
  handoffEmail: string;
  handoffBack: string;
  qrLabel: string;
  handoffLinkText: string;
  handoffSimulatePhone: string;
  handoffWaiting: string;
  handoffPhoneOpened: string;
  handoffNotYet: string;
  handoffExpired: string;
  phoneDoneNote: string;
  /** Journey intro: the secondary button that opens the QR screen (4.4 hand-off). */
  journeyUsePhone: string;
  /** Journey phone page: the way back to the desktop (hidden by `shouldShowContinueOnDesktop: false`). */
  continueOnComputer: string;
  backOnComputerTitle: string;
  backOnComputerText: string;
  linkUsedTitle: string;
  linkUsedText: string;
  linkExpiredTitle: string;
  linkExpiredText: string;
  emailSentTitle: string;
  emailSentText: string;
  scanTitle: string;
  scanText: string;
  scanArt: string;
  scanButton: string;
  uploadButton: string;
  selfieButton: string;
  selfieText: string;
  processingTitle: string;
  processingText: string;
  captureFooter: string;
}

/**
 * One language's catalog: the page texts and the default 4.9 texts. Typed in full, so a key added to English
 * fails `tsc` in every catalog that lacks it (and `texts/catalogs.test.ts` says which).
 */
export interface PageCatalog {
  page: PageTexts;
  resultMessages: ResolvedResultMessages;
}

import type { ResultMessages } from '@veriframe/core';

// The kit's own texts (not the service's): English by default, every one replaceable through
// `<VeriframeProvider texts={…}>`, `<VeriframeTexts>` or the component's own prop. Numbers go through `Intl`
// for `locale`. Other languages are separate imports, one file each (`@veriframe/react/texts/fr`, or
// `loadKitTexts(language)` of `@veriframe/react/texts`), so the default entry carries English only.

/** Every fixed text of the kit's components, and the locale its numbers are formatted for. */
export interface KitTexts {
  /**
   * BCP 47 locale for `Intl` number formatting (countdown, answer counts). With `dir`, also the `lang` of the
   * components' own elements, so a screen reader speaks the texts in their language.
   */
  locale: string;
  /**
   * Text direction of these texts, set as `dir` (and `locale` as `lang`) on the components' own elements (the
   * dialog, the quiz, the frame's and the document button's notices). Unset (English's default): the page's
   * direction and language. Every catalog sets it (`rtl` in Arabic).
   */
  dir?: 'ltr' | 'rtl';
  quizTitle: string;
  quizStart: string;
  quizStartAgain: string;
  quizNeedsInput: string;
  /** Label before the countdown, e.g. "Time left:". */
  quizTimeLeft: string;
  quizTimeUp: string;
  quizSubmit: string;
  /** Live-region milestones of the countdown. */
  quizAnnounceTimeUp: string;
  quizAnnounceSeconds: (seconds: string) => string;
  quizAnnounceMinute: string;
  /** Numbers arrive formatted for `locale`. */
  quizUnanswered: (count: string) => string;
  quizAnswersCorrect: (correct: string, asked: string) => string;
  /** Under a final result when the service asked no questions (REVIEW without a quiz, for example). */
  quizNotAsked: string;
  /** Shown when the proxy answers 401 `unauthenticated`: the app has not signed this person in. */
  quizSignIn: string;
  /** Title of the final result for the service's `action` (PASS, FAIL, REVIEW, PENDING…), in plain words. */
  quizOutcome: (action: string) => string;
  /** The "time is up" state: the service closed the questions (their 90 s passed). */
  quizTimeUpTitle: string;
  quizTimeUpBody: string;
  /** The answers could not be sent (network or service trouble); they are kept for another try. */
  quizSendFailed: string;
  /** The questions could not be started (network, service or a refused request). */
  quizStartFailed: string;
  /** The service no longer accepts answers to these questions (unknown or already used quiz). */
  quizClosed: string;
  /** Too many tries in a short time. */
  quizRateLimited: string;
  quizTryAgain: string;
  documentModalButton: string;
  /** Shown when the proxy answers 401 `unauthenticated`. */
  documentModalSignIn: string;
  hostedFrameTitle: string;
  hostedDialogHeading: string;
  hostedDialogClose: string;
  hostedLinkExpired: string;
  hostedNewSession: string;
  /** Shown when the proxy answers 401 `unauthenticated`. */
  hostedSignIn: string;
  /** Shown instead of the frame when the link is not https or not on one of `hostedOrigins`. */
  hostedUntrustedLink: string;
  /** Shown instead of the frame when the app's `hostedOrigins` is missing or wrong (the console has the details). */
  hostedUnavailable: string;
  /** Beside the button after the modal's files or token could not be loaded; the button retries. */
  documentModalLoadFailed: string;
  /**
   * The document modal's result texts (4.9) in this language: what `useDocumentModal`'s `message` shows under
   * the app's own `resultMessages`. Unset (English): core's `defaultResultMessages`. Every catalog sets it.
   */
  documentModalResultMessages?: ResultMessages;
  /**
   * The title of a document `failure` (pending manual review) unless `verificationFailureTitle` is set. Unset
   * (English): `pendingReviewTitle`, "Under Review". Every catalog sets it.
   */
  documentModalPendingReviewTitle?: string;
  /**
   * The line under "Verification Failed" for a final FAIL (no review follows) unless
   * `verificationFailureSubTitle` is set. Unset (English): core's `defaultFailedSubTitle`. Every catalog sets it.
   */
  documentModalFailedSubTitle?: string;
}

/** The knowledge quiz's texts, and the locale its numbers are formatted for. */
export type QuizTexts = Pick<KitTexts, Extract<keyof KitTexts, 'locale' | 'dir' | `quiz${string}`>>;
/** The document-modal button's text (`locale` from a catalog, for `lang`). */
export type DocumentModalTexts = Pick<KitTexts, Extract<keyof KitTexts, 'dir' | `documentModal${string}`>> &
  Partial<Pick<KitTexts, 'locale'>>;
/** The hosted frame's and dialog's texts (`locale` from a catalog, for `lang`). */
export type HostedTexts = Pick<KitTexts, Extract<keyof KitTexts, 'dir' | `hosted${string}`>> &
  Partial<Pick<KitTexts, 'locale'>>;

/**
 * The `dir` and `lang` attributes of a component's own element: both from a catalog (each sets `dir`), neither
 * for English's defaults, which follow the page (an app's own texts without `dir` are the page's language too).
 *
 * @example
 * <section {...languageAttributes(texts)}>…</section> // dir="rtl" lang="ar" with the Arabic catalog
 */
export function languageAttributes(texts: Partial<Pick<KitTexts, 'dir' | 'locale'>>): {
  dir?: 'ltr' | 'rtl';
  lang?: string;
} {
  return texts.dir ? { dir: texts.dir, ...(texts.locale ? { lang: texts.locale } : {}) } : {};
}
/**
 * One language's catalog: every key, `dir` included. A catalog typed with it fails `tsc` when English gains a
 * key it lacks (and `kit-catalogs.test.ts` names the key).
 */
export type KitTextsCatalog = Required<KitTexts>;

// English, one object per component: a bundle with one component carries that component's texts only (each
// component reads its defaults through `useKitTextsFor`, never `englishKitTexts`).

/** The knowledge quiz's English texts. */
export const englishQuizTexts: QuizTexts = {
  locale: 'en',
  quizTitle: 'Knowledge questions',
  quizStart: 'Start the questions',
  quizStartAgain: 'Start again',
  quizNeedsInput: 'KnowledgeQuiz needs an initialResult or a request to start the quiz.',
  quizTimeLeft: 'Time left:',
  quizTimeUp: 'Time is up: the answers given so far were sent to be checked.',
  quizSubmit: 'Submit answers',
  quizAnnounceTimeUp: 'Time is up.',
  quizAnnounceSeconds: (seconds) => `${seconds} seconds left.`,
  quizAnnounceMinute: '1 minute left.',
  quizUnanswered: (count) => `Answer every question to submit (${count} left).`,
  quizAnswersCorrect: (correct, asked) => `${correct} of ${asked} answers correct`,
  quizNotAsked: 'The service asked no questions for this person: the result above is final.',
  quizSignIn: 'You need to sign in before you can answer the questions.',
  quizOutcome: (action) =>
    ({ PASS: 'Passed', FAIL: 'Not passed', REVIEW: 'Sent for review', PENDING: 'Pending' })[action] ?? action,
  quizTimeUpTitle: 'Time is up',
  quizTimeUpBody: 'These questions were open for a limited time. Start again to get new ones.',
  quizSendFailed: 'Your answers could not be sent. They are still here: submit them again.',
  quizStartFailed: 'The questions could not be started. Try again in a moment.',
  quizClosed: 'These questions can no longer be answered. Start again to get new ones.',
  quizRateLimited: 'Too many tries in a short time. Wait a minute, then try again.',
  quizTryAgain: 'Try again',
};

/** The document-modal button's English text. */
export const englishDocumentModalTexts: DocumentModalTexts = {
  documentModalButton: 'Verify my document',
  documentModalSignIn: 'You need to sign in before you can verify your document.',
  documentModalLoadFailed:
    'The document check could not be loaded. Check your connection, then press the button to try again.',
};

/** The hosted frame's and dialog's English texts. */
export const englishHostedTexts: HostedTexts = {
  hostedFrameTitle: 'Identity verification',
  hostedDialogHeading: 'Verify your identity',
  hostedDialogClose: 'Close',
  hostedLinkExpired: 'This verification link has expired.',
  hostedNewSession: 'Start a new session',
  hostedSignIn: 'You need to sign in before you can verify your identity.',
  hostedUntrustedLink: 'This verification page cannot be shown: its address is not one this site trusts.',
  hostedUnavailable: 'Identity verification is not available on this page right now. Please try again later.',
};

// A pure call rather than a spread: bundlers keep a module-level spread (it could run getters), and with it
// every component's texts in every bundle.
/**
 * The English texts (the default), all of them.
 *
 * @example
 * <VeriframeProvider texts={{ ...englishKitTexts, locale: 'en-GB' }}>…</VeriframeProvider>
 */
export const englishKitTexts: KitTexts = /* @__PURE__ */ Object.assign(
  {},
  englishQuizTexts,
  englishDocumentModalTexts,
  englishHostedTexts,
);

/**
 * A number for `locale` (`Intl.NumberFormat`), e.g. digits of another script.
 *
 * @example
 * formatNumber('en', 1234); // '1,234'
 */
export function formatNumber(locale: string, value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}

/**
 * A countdown as minutes:seconds with the locale's digits (`Intl.NumberFormat`, seconds two digits).
 *
 * @example
 * formatCountdown('en', 65); // '1:05'
 */
export function formatCountdown(locale: string, seconds: number): string {
  const minutes = new Intl.NumberFormat(locale).format(Math.floor(seconds / 60));
  const rest = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }).format(seconds % 60);
  return `${minutes}:${rest}`;
}

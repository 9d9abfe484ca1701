// The result-message texts (spec 4.9): the one list of their keys and their default texts. Plain data, so the
// root entry carries it without zod; the zod contract (`resultMessagesSchema`) takes its keys from here.

/** Texts shown to the user at the end of a document scan or VX journey (spec 4.9). Sent flat. */
export interface ResultMessages {
  verificationSuccessTitle: string;
  verificationSuccessSubTitle: string;
  verificationFailureTitle: string;
  verificationFailureSubTitle: string;
  verificationErrorTokenTitle: string;
  verificationErrorTokenSubTitle: string;
  verificationErrorAlreadyVerifiedTitle: string;
  verificationErrorAlreadyVerifiedSubTitle: string;
  verificationErrorPendingTitle: string;
  verificationErrorPendingSubTitle: string;
  verificationErrorVelocityTitle: string;
  verificationErrorVelocitySubTitle: string;
  /** VX system error (create_session sample); default chosen here, the spec shows none. */
  verificationErrorTitle: string;
  verificationErrorSubTitle: string;
}

// Plain literals only (no template with a variable): with the pure annotation below a bundler can drop the
// whole object from bundles that do not use it.

/**
 * The defaults of spec 4.9. Rows the spec only describes ("text that ...") are written out as sentences;
 * the two VX system-error texts have no default in the spec and are chosen here.
 *
 * @example
 * defaultResultMessages.verificationSuccessTitle; // 'Verification Success'
 */
export const defaultResultMessages: Readonly<ResultMessages> = /* @__PURE__ */ Object.freeze({
  verificationSuccessTitle: 'Verification Success',
  verificationSuccessSubTitle: 'You have passed verification',
  verificationFailureTitle: 'Verification Failed',
  verificationFailureSubTitle: 'Your document is pending manual review',
  verificationErrorTokenTitle: 'Bad or Expired Token',
  verificationErrorTokenSubTitle: 'This scan uses a bad or expired token. Please contact customer service.',
  verificationErrorAlreadyVerifiedTitle: 'You Are Already Verified',
  verificationErrorAlreadyVerifiedSubTitle:
    'You have already passed verification and cannot upload a document. Please call customer service.',
  verificationErrorPendingTitle: 'Your Document is Currently Pending Manual Review',
  verificationErrorPendingSubTitle: 'Another document cannot be provided now. Please call customer service.',
  verificationErrorVelocityTitle: 'Too Many Attempts',
  verificationErrorVelocitySubTitle: 'You have exceeded the allowed attempts. Please call customer service.',
  verificationErrorTitle: 'Something Went Wrong',
  verificationErrorSubTitle: 'A system error stopped the verification. Please try again later.',
});

/**
 * The title the kits show for a document `failure` (4.9 "pending manual review") unless the integrator set
 * `verificationFailureTitle`: 4.9's "Verification Failed" above "pending manual review" contradicts itself.
 *
 * @example
 * defaultPendingReviewTitle; // 'Under Review'
 */
export const defaultPendingReviewTitle = 'Under Review';

/**
 * The line under "Verification Failed" when the outcome is a final FAIL (no manual review follows) and the
 * integrator set no `verificationFailureSubTitle` of their own: 4.9's default subtitle ("Your document is pending
 * manual review") would tell the person a reviewer is coming when none is.
 *
 * @example
 * defaultFailedSubTitle; // 'We could not confirm your identity.'
 */
export const defaultFailedSubTitle = 'We could not confirm your identity.';

/**
 * One language's result texts (one module each in `result-message-texts/`): every 4.9 key, the
 * pending-review title and the final-failure subtitle. The React kit's catalogs and the sandbox's hosted pages both read them from here.
 */
export interface ResultMessageTexts {
  messages: Readonly<Record<ResultMessageKey, string>>;
  pendingReviewTitle: string;
  /** The subtitle of a final FAIL ({@link defaultFailedSubTitle} in English). */
  failedSubTitle: string;
}

/** The fourteen result-message keys, in the order of {@link defaultResultMessages}. */
export type ResultMessageKey = keyof ResultMessages;

/**
 * The fourteen keys: the twelve of 4.9 plus the two VX system-error keys of the create_session sample.
 *
 * @example
 * resultMessageKeys.includes('verificationSuccessTitle'); // true
 */
export const resultMessageKeys = /* @__PURE__ */ Object.keys(defaultResultMessages) as ResultMessageKey[];

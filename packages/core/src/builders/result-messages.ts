import { build, fail, type Issues, typed } from '../validation/check';
import type { BuildResult } from '../validation/error';

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

const callUs = 'Please call customer service.';

/**
 * The defaults of spec 4.9. Rows the spec only describes ("text that ...") are written out as sentences;
 * the two VX system-error texts have no default in the spec and are chosen here.
 *
 * @example
 * defaultResultMessages.verificationSuccessTitle; // 'Verification Success'
 */
export const defaultResultMessages: Readonly<ResultMessages> = Object.freeze({
  verificationSuccessTitle: 'Verification Success',
  verificationSuccessSubTitle: 'You have passed verification',
  verificationFailureTitle: 'Verification Failed',
  verificationFailureSubTitle: 'Your document is pending manual review',
  verificationErrorTokenTitle: 'Bad or Expired Token',
  verificationErrorTokenSubTitle:
    'This scan instance is using a bad or expired token. Please contact customer service.',
  verificationErrorAlreadyVerifiedTitle: 'You Are Already Verified',
  verificationErrorAlreadyVerifiedSubTitle: `You have already passed verification and cannot upload another document. ${callUs}`,
  verificationErrorPendingTitle: 'Your Document is Currently Pending Manual Review',
  verificationErrorPendingSubTitle: `Another document cannot be provided at this time. ${callUs}`,
  verificationErrorVelocityTitle: 'Too Many Attempts',
  verificationErrorVelocitySubTitle: `You have exceeded the number of allowed attempts. ${callUs}`,
  verificationErrorTitle: 'Something Went Wrong',
  verificationErrorSubTitle: 'A system error stopped the verification. Please try again later.',
});

/**
 * Checks a partial `resultMessages` object: known keys only, string values, no blank text unless
 * `allowEmpty` (link/generate accepts empty strings). Returns only the keys given.
 */
export const readMessageOverrides = (
  input: unknown,
  path: string,
  issues: Issues,
  allowEmpty = false,
): Partial<ResultMessages> | undefined => {
  const source = typed<Record<string, unknown>>(input, 'object', path, issues);
  if (!source) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    const where = path ? `${path}.${key}` : key;
    if (!Object.hasOwn(defaultResultMessages, key)) fail(issues, where, 'unknown-key', 'unknown message key');
    else if (typeof value !== 'string') typed(value, 'string', where, issues);
    else if (!allowEmpty && !value.trim()) fail(issues, where, 'required', 'must not be empty');
    else out[key] = value;
  }
  return out;
};

/**
 * All fourteen result messages: the defaults merged with your overrides.
 *
 * @example
 * const result = buildResultMessages({ verificationSuccessTitle: 'All set!' });
 * if (result.ok) result.value.verificationFailureTitle; // 'Verification Failed'
 */
export const buildResultMessages = (overrides?: Partial<ResultMessages>): BuildResult<ResultMessages> =>
  build((issues) => ({
    ...defaultResultMessages,
    ...(overrides === undefined ? {} : readMessageOverrides(overrides, '', issues)),
  }));

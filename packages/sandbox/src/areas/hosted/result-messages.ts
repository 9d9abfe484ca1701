/** The 4.9 texts with their defaults (the spec paraphrases some subtitles; these are the sandbox's wording). */
export const defaultResultMessages = {
  verificationSuccessTitle: 'Verification Success',
  verificationSuccessSubTitle: 'You have passed verification',
  verificationFailureTitle: 'Verification Failed',
  verificationFailureSubTitle: 'Your document is pending manual review',
  verificationErrorTokenTitle: 'Bad or Expired Token',
  verificationErrorTokenSubTitle: 'This scan uses a bad or expired token. Please contact customer service.',
  verificationErrorAlreadyVerifiedTitle: 'You Are Already Verified',
  verificationErrorAlreadyVerifiedSubTitle:
    'You have already passed verification and cannot upload another document. Please call customer service.',
  verificationErrorPendingTitle: 'Your Document is Currently Pending Manual Review',
  verificationErrorPendingSubTitle:
    'Another document cannot be provided right now. Please call customer service.',
  verificationErrorVelocityTitle: 'Too Many Attempts',
  verificationErrorVelocitySubTitle:
    'You have exceeded the number of attempts allowed. Please call customer service.',
  verificationErrorTitle: 'Something Went Wrong',
  verificationErrorSubTitle: 'A system error stopped the verification. Please try again later.',
} as const;

export type ResultMessageKey = keyof typeof defaultResultMessages;
export type ResolvedResultMessages = Record<ResultMessageKey, string>;

const groups = ['success', 'failure', 'error'] as const;

/**
 * Resolves a client's `resultMessages` (grouped as in 4.9, `{ success: {...}, failure: {...}, error: {...} }`;
 * flat keys are tolerated too) over the defaults of the page's language. Empty strings and non-strings fall
 * back to the default.
 */
export function resolveResultMessages(
  input: unknown,
  defaults: ResolvedResultMessages = defaultResultMessages,
): ResolvedResultMessages {
  const resolved: ResolvedResultMessages = { ...defaults };
  if (typeof input !== 'object' || input === null) return resolved;
  const sources = [input, ...groups.map((g) => (input as Record<string, unknown>)[g])];
  for (const source of sources) {
    if (typeof source !== 'object' || source === null) continue;
    for (const key of Object.keys(defaultResultMessages) as ResultMessageKey[]) {
      const value = (source as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') resolved[key] = value;
    }
  }
  return resolved;
}

/** Checks a `resultMessages` value: an object whose known keys, when present, are strings (empty allowed). */
export function resultMessagesIssue(input: unknown, field = 'resultMessages'): string | null {
  if (input === undefined || input === null) return null;
  if (typeof input !== 'object' || Array.isArray(input)) return `${field}: must be an object`;
  const record = input as Record<string, unknown>;
  for (const group of groups) {
    const g = record[group];
    if (g === undefined) continue;
    if (typeof g !== 'object' || g === null || Array.isArray(g))
      return `${field}.${group}: must be an object`;
    for (const [key, value] of Object.entries(g)) {
      if (key in defaultResultMessages && typeof value !== 'string') {
        return `${field}.${group}.${key}: must be a string`;
      }
    }
  }
  return null;
}

/** A document-capture token (spec 4.7 token/create), as the proxy's `POST {base}/document/token` answers it. */
export interface DocumentToken {
  token: string;
  /** ISO 8601 text, or a Unix time in seconds or milliseconds. */
  expires_at?: string | number;
  /**
   * The customer email the proxy chose for this person (its `identify`'s identity). The modal passes it
   * to the vendor as `email`, over the page's own parameter, so the backend callback maps to the right person.
   */
  email?: string;
  /**
   * The reference the proxy issued with that email (empty when the person has none). The modal passes it as
   * `reference` over the page's own: the proxy's callback receiver accepts only the pair it issued.
   */
  reference?: string;
}

/** Spec 5 and 8: a document-capture token lives 6 hours. */
export const TOKEN_LIFETIME_MS = 6 * 60 * 60 * 1000;

/**
 * When `expires_at` ends, in ms. A missing or unreadable value counts as the full 6 h from `now`: renewing
 * a little early is harmless, trusting a token too long is not.
 *
 * @example
 * tokenExpiry(undefined, now); // now + 6 h
 * tokenExpiry(1_700_000_000, now); // seconds are read as seconds (capped at now + 6 h)
 */
export function tokenExpiry(expiresAt: DocumentToken['expires_at'], now: number): number {
  const latest = now + TOKEN_LIFETIME_MS;
  // NaN (unreadable) and 0 fall back to the full lifetime; Infinity is capped like any other value.
  return (
    Math.min(
      typeof expiresAt === 'number'
        ? expiresAt < 1e12
          ? expiresAt * 1000
          : expiresAt
        : Date.parse(expiresAt ?? ''),
      latest,
    ) || latest
  );
}

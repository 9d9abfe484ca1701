import { fail } from '../validation/walk';

export type { BuildOptions } from '../validation/walk';

// Pieces shared by the body builders (modal parameters, create_session, link/generate).

/**
 * Customer fields common to the three bodies, in the text form of `parse` (codes in `rules`), all optional
 * here: a body refines them by naming a key again (`fn:t!` makes `fn` a required non-blank text).
 * `s` string, `p` phone, `d` date, `e` email, `m` string map, `l` language, `M` result-message overrides.
 */
export const customerSpec =
  'fn:s ln:s addr:s city:s state:s zip:s phone:p dob:d email:e reference:s additionalData:m language:l resultMessages:M ';

/**
 * `email_fallback: false` only with `qr: true` (4.8); checked on the accepted values.
 *
 * @example
 * checkFallback({ email_fallback: false }); // issue: email_fallback requires
 */
export const checkFallback = (body: unknown) => {
  const { email_fallback, qr } = (body ?? {}) as Record<string, unknown>;
  if (email_fallback === false && qr !== true) fail('email_fallback', 'requires');
  return body;
};

import { type Context, fail, type Reader, read, type Spec, stringMap } from '../validation/read';
import { messagesSpec } from './result-messages';

// Pieces shared by the body builders (modal parameters, create_session, link/generate).

/** Options of the builders that check a date of birth. */
export interface BuildOptions {
  /** Clock for the "not in the future" rule; defaults to the current time. */
  now?: () => Date;
}

/**
 * `resultMessages` inside a body: only the keys given (the service fills the rest), checked lazily.
 *
 * @example
 * const spec = { resultMessages: messageOverrides(true) }; // link/generate: empty strings allowed
 */
export const messageOverrides =
  (allowEmpty?: boolean): Reader =>
  (value, path, ctx) =>
    read(value, messagesSpec(allowEmpty), path, ctx);

// Specs are built by functions, not at module level, so a bundler drops them from bundles that do not use
// the builders (module-level calls and spreads count as side effects).

/**
 * Customer fields common to the three bodies, all optional here (the modal makes most of them required).
 *
 * @example
 * const spec = { ...customerSpec(), fn: 'text!' };
 */
export const customerSpec = (): Record<string, Spec> => ({
  fn: 'string',
  ln: 'string',
  addr: 'string',
  city: 'string',
  state: 'string',
  zip: 'string',
  phone: 'phone',
  dob: 'date',
  email: 'email',
  reference: 'string',
  additionalData: stringMap,
  language: 'language',
  resultMessages: messageOverrides(),
});

/**
 * `email_fallback: false` only with `qr: true` (4.8); checked on the accepted values.
 *
 * @example
 * checkFallback({ email_fallback: false }, ctx); // issue: email_fallback requires
 */
export const checkFallback = (body: unknown, ctx: Context) => {
  const { email_fallback, qr } = (body ?? {}) as Record<string, unknown>;
  if (email_fallback === false && qr !== true) {
    fail(ctx, 'email_fallback', 'requires', 'false is allowed only with qr: true');
  }
  return body;
};

import { at, type Field, fail, type Issues } from '../validation/check';
import { readMessageOverrides } from './result-messages';

// Pieces shared by the body builders (modal parameters, create_session, link/generate).

/** Options shared by the builders that check a date of birth. */
export interface BuildOptions {
  /** Clock for the "not in the future" rule; defaults to the current time. */
  now?: () => Date;
}

export const clock = (options?: BuildOptions) => options?.now ?? (() => new Date());

/** `resultMessages` inside a body: only the keys given (the service's own defaults fill the rest). */
export const messages =
  (allowEmpty: boolean): Field =>
  (value, path, issues) =>
    readMessageOverrides(value, path, issues, allowEmpty);

/** `email_fallback: false` only with `qr: true` (4.8); checked on the accepted values. */
export const checkFallback = (body: Record<string, unknown> | undefined, path: string, issues: Issues) => {
  if (body?.email_fallback === false && body.qr !== true) {
    fail(issues, at(path, 'email_fallback'), 'requires', 'false is allowed only with qr: true');
  }
};

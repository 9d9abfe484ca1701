import { type Field, fail, matching, typed } from './check';

// Field formats shared by several builders (spec 4.4, 4.6, 4.7, 4.8).

/** `(555) 555-5555`, `555-555-5555` or `5555555555` (4.8). */
export const phone = matching(
  /^(?:\(\d{3}\) \d{3}-\d{4}|\d{3}-\d{3}-\d{4}|\d{10})$/,
  'phone',
  'expected (555) 555-5555, 555-555-5555 or 5555555555',
);

/** Practical address syntax: one `@`, no spaces, a dot in the domain, at most 254 characters. */
export const email = matching(
  /^(?=.{3,254}$)[^\s@]+@[^\s@]+\.[^\s@]+$/,
  'email',
  'expected an email address',
);

/** Age to check, `<number>+` (4.4), 1 to 120. */
export const age = matching(/^(?:[1-9]\d?|1[01]\d|120)\+$/, 'format', 'expected <number>+ from 1+ to 120+');

/**
 * A real calendar date `YYYYMMDD` (rejects 20230230), from 1900 on and not after `now`.
 * `now` is read lazily so tests can pin it.
 */
export const birthDate =
  (now: () => Date): Field =>
  (value, path, issues) => {
    const text = typed<string>(value, 'string', path, issues);
    if (text === undefined) return undefined;
    const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
    const [year, month, day] = match ? match.slice(1).map(Number) : [];
    const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
    if (!match || date.getUTCMonth() + 1 !== month || date.getUTCDate() !== day || year! < 1900) {
      return fail(issues, path, 'date', 'expected a real date YYYYMMDD from 1900 on');
    }
    return date.getTime() > now().getTime() ? fail(issues, path, 'date', 'must not be in the future') : text;
  };

const localHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * An absolute https URL; http only for localhost, 127.0.0.1 and [::1]. Every other scheme (`javascript:`,
 * `data:`, ...) is rejected, and so are quotes, parentheses, backslashes and whitespace, which could break
 * out of a CSS `url()` or an HTML attribute.
 */
export const httpsUrl: Field = (value, path, issues) => {
  const text = typed<string>(value, 'string', path, issues);
  if (text === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = /[\s"'()\\<>`]/.test(text) ? undefined : new URL(text);
  } catch {}
  const ok =
    url?.protocol === 'https:' ||
    (url?.protocol === 'http:' && localHosts.includes(url.hostname.toLowerCase()));
  return ok ? text : fail(issues, path, 'https-url', 'expected an https URL (http only for localhost)');
};

/** ISO 639-1 language code, two letters; upper case is accepted and sent lower case. */
export const language: Field = (value, path, issues) => {
  const text = matching(/^[a-z]{2}$/i, 'language', 'expected an ISO 639-1 code such as en')(
    value,
    path,
    issues,
  );
  return typeof text === 'string' ? text.toLowerCase() : undefined;
};

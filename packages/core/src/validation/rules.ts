import type { Context } from './read';

/**
 * A leaf rule: a pattern the string must match, or a check returning `true` (keep), `false` (reject) or a
 * normalized replacement; the message; the rule id reported when it differs from the rule's name; and the
 * JSON type the value must have first (default `string`, `''` = any).
 */
export type Rule = [
  check?: RegExp | ((value: never, ctx: Context) => unknown),
  message?: string,
  id?: string,
  type?: string,
];

const localHosts = ['localhost', '127.0.0.1', '[::1]'];

/** Absolute https URL (http only on localhost); no quotes, parentheses, backslashes or spaces (CSS `url()`). */
const isHttpsUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return (
      !/[\s"'()\\<>`]/.test(text) &&
      (url.protocol === 'https:' || (url.protocol === 'http:' && localHosts.includes(url.hostname)))
    );
  } catch {
    return false;
  }
};

/** A real calendar date `YYYYMMDD` (20230230 is not), from 1900 on, not after now. */
const isPastDate = (text: string, ctx: Context): boolean => {
  const date = new Date(Date.UTC(+text.slice(0, 4), +text.slice(4, 6) - 1, +text.slice(6)));
  return (
    /^(19|[2-9]\d)\d{6}$/.test(text) &&
    date.toISOString().slice(0, 10).replace(/-/g, '') === text &&
    date <= ctx.now()
  );
};

/**
 * `#rgb` or `#rrggbb` → lower-case `#rrggbb`; undefined for anything else.
 *
 * @example
 * normalizeHex('#ABC'); // '#aabbcc'
 */
export const normalizeHex = (value: unknown): string | undefined => {
  const digits =
    typeof value === 'string' && /^#([\da-f]{3}){1,2}$/i.test(value) ? value.slice(1).toLowerCase() : '';
  return digits ? `#${digits[3] ? digits : digits.replace(/./g, '$&$&')}` : undefined;
};

/** ISO 639-1: two letters, sent lower case. */
const iso639 = (text: string) => /^[a-z]{2}$/i.test(text) && text.toLowerCase();

/** Every leaf rule of the builders, by name. */
export const rules: Record<string, Rule> = {
  string: [],
  boolean: [undefined, undefined, undefined, 'boolean'],
  text: [/\S/, 'must not be empty', 'required'],
  email: [/^(?=.{3,254}$)[^\s@]+@[^\s@]+\.[^\s@]+$/, 'expected an email address'],
  phone: [
    /^(\(\d{3}\) \d{3}-|\d{3}-\d{3}-|\d{6})\d{4}$/,
    'expected (555) 555-5555, 555-555-5555 or 5555555555',
  ],
  age: [/^([1-9]\d?|1[01]\d|120)\+$/, 'expected 1+ to 120+', 'format'],
  ssn: [/^\d{4}(\d{5})?$/, 'expected 4 or 9 digits'],
  date: [isPastDate, 'expected a real past date YYYYMMDD from 1900 on'],
  'https-url': [isHttpsUrl, 'expected an https URL (http only on localhost)'],
  language: [iso639, 'expected ISO 639-1, like en'],
  'language-or-empty': [(text: string) => !text || iso639(text), 'expected ISO 639-1 or empty', 'language'],
  country: [(text: string) => /^[a-z]{2,3}$/i.test(text) && text.toUpperCase(), 'expected ISO 3166 letters'],
  'hex-color': [(text: string) => normalizeHex(text) ?? false, 'expected #rgb or #rrggbb'],
  radius: [
    (value: unknown) =>
      typeof value === 'number'
        ? value >= 0 && value < 1e6
        : typeof value === 'string' && /^(xs|sm|md|lg|xl|0|(\d+|\d*\.\d+)(px|rem|em|%))$/.test(value),
    'expected xs..xl, a number >= 0 or a CSS length like 8px',
    undefined,
    '',
  ],
  shade: [
    (n: number) => Number.isInteger(n) && n >= 0 && n <= 9,
    'expected an integer 0-9',
    'range',
    'number',
  ],
  'icon-size': [(n: number) => n > 0 && n <= 100, 'expected 1-100 pixels', 'range', 'number'],
  scheme: [/^(light|dark)$/, 'expected light or dark', 'enum'],
  'font-family': [
    /^[\p{L}\p{N} _,.-]+$/u,
    'only letters, digits, spaces and _ , . - allowed',
    'css-font-family',
  ],
  'font-format': [/^[\w-]+$/, 'expected a font format like woff2', 'css-token'],
};

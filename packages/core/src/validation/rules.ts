import { at, fail, isType, now, type Read, type RuleTable } from './walk';

export type { Rule } from './walk';

/**
 * `#rgb` or `#rrggbb` → lower-case `#rrggbb`; undefined for anything else.
 *
 * @example
 * normalizeHex('#ABC'); // '#aabbcc'
 */
export const normalizeHex = (value: unknown): string | undefined =>
  typeof value === 'string' && /^#([\da-f]{3}){1,2}$/i.test(value)
    ? (value[4] ? value : value.replace(/\w/g, '$&$&')).toLowerCase()
    : undefined;

/** ISO 639-1: two letters, sent lower case. */
const iso639 = (text: string) => /^[a-z]{2}$/i.test(text) && text.toLowerCase();

/**
 * An object used as a map: every value read with rule `code`, keys free (`__proto__` stays a plain key).
 * A value that fails stays as undefined: the build fails anyway.
 *
 * @example
 * mapOf({ plan: 'gold', n: 1 }, 'additionalData', 's', read); // { plan: 'gold', n: undefined }, issue at additionalData.n
 */
const mapOf = (value: unknown, path: string, code: string, read: Read) =>
  isType(value, 'object', path) &&
  Object.fromEntries(
    Object.entries(value as object).map(([key, item]) => [key, read(item, code, at(path, key))]),
  );

/**
 * The rules that know no builder, by the one-letter code the specs use. Leaf rules are tuples (see `Rule`);
 * readers are functions for the shapes a tuple cannot say. The builders add the rules that know their
 * shapes (`M`, `N`, `Y` in builders/body-read.ts). Only literals and functions here: nothing runs when the
 * module loads.
 */
export const rules: RuleTable = {
  s: [],
  b: (value, path) => isType(value, 'boolean', path) && value,
  t: ['required', /\S/],
  e: ['email', /^(?=.{3,254}$)[^\s@]+@[^\s@]+\.[^\s@]+$/],
  p: ['phone', /^(\(\d{3}\) \d{3}-|\d{3}-\d{3}-|\d{6})\d{4}$/],
  a: ['format', /^([1-9]\d?|1[01]\d|120)\+$/],
  n: ['ssn', /^\d{4}(\d{5})?$/],
  // A real calendar date YYYYMMDD (20230230 is not), from 1900 on, not after now.
  d: [
    'date',
    (text: string) => {
      const iso = text.replace(/(....)(..)/, '$1-$2-');
      const date = new Date(iso);
      return /^(19|[2-9]\d)\d{6}$/.test(text) && date.toJSON()?.startsWith(iso) && date <= now();
    },
  ],
  // Absolute https URL (http only on localhost): the host, then only a port, a path, a query or a fragment
  // free of quotes, parentheses, backslashes and spaces (the URL ends up in a CSS `url()`).
  u: [
    'https-url',
    /^(https:\/\/[\w.-]+|http:\/\/(localhost|127\.0\.0\.1|\[::1\]))(:\d+)?([/?#][^\s"'()\\<>`]*)?$/i,
  ],
  l: ['language', iso639],
  L: ['language', (text: string) => !text || iso639(text)],
  c: ['country', (text: string) => /^[a-z]{2,3}$/i.test(text) && text.toUpperCase()],
  h: ['hex-color', normalizeHex],
  r: [
    'radius',
    (value: unknown) =>
      typeof value === 'number'
        ? value >= 0 && value < 1e6
        : typeof value === 'string' && /^(xs|sm|md|lg|xl|0|(\d+|\d*\.\d+)(px|rem|em|%))$/.test(value),
    '',
  ],
  S: ['range', (n: number) => n >= 0 && n <= 9 && n % 1 === 0, 'number'],
  i: ['range', (n: number) => n > 0 && n <= 100, 'number'],
  k: ['enum', /^(light|dark)$/],
  f: ['css-font-family', /^[\p{L}\p{N} _,.-]+$/u],
  F: ['css-token', /^[\w-]+$/],
  m: (value, path, read) => mapOf(value, path, 's', read),
  // link/generate `additionalData`: an object of strings (or JSON text of one, so a built body rebuilds),
  // sent as JSON text.
  J: (value, path, read) => {
    try {
      value = typeof value === 'string' ? JSON.parse(value) : value;
    } catch {
      return fail(path, 'json');
    }
    const map = read(value, 'm', path);
    return map && JSON.stringify(map);
  },
  // A palette: exactly ten hex colors; holes of sparse arrays count as missing colors.
  A: (value, path, read) => {
    const shades =
      isType(value, 'array', path) &&
      Array.from(value as unknown[], (shade, i) => read(shade, 'h', `${path}[${i}]`));
    if (shades && shades.length !== 10) fail(path, 'palette-length');
    return shades;
  },
  // `colors`: a palette per name.
  P: (value, path, read) => mapOf(value, path, 'A', read),
};

// The rules of the request bodies (spec 4.4, 4.6, 4.7, 4.8, 4.9), each written once: its id (what an issue
// reports in `rule`), its check, its normalizer and what it wants in words. Plain code without zod, so the
// browser builders apply the very same rules as the zod contract (`@veriframe/core/schemas`), which names
// them by key (`x-rule` in the generated JSON Schemas). Only literals and functions: nothing runs on load.
import type { Result } from '../result';

/** What a rule may need from the caller: the clock of the "date of birth not in the future" rule. */
export interface RuleContext {
  now: () => Date;
}

/** The clock of the real world, for callers that pass none. */
export const systemClock: RuleContext = { now: () => new Date() };

/**
 * One rule. `check` gets a value already of the node's JSON type (a string for `email`, an object for
 * `palette-ref`); `normalize` gives the value to send (`#ABC` → `#aabbcc`); `at` is where inside the value
 * the issue is reported (`primaryColor` for the styles object's `palette-ref`).
 */
export interface Rule {
  readonly id: string;
  readonly message: string;
  readonly check: (value: never, context: RuleContext) => boolean;
  readonly normalize?: (value: never) => unknown;
  readonly at?: string;
  /** Checked on the input before anything else; when it fails, nothing inside the value is checked. */
  readonly before?: boolean;
}

/** Mantine's built-in palette names, accepted as `primaryColor` without a custom palette. */
export const builtInColorNames = [
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;

const hexPattern = /^#([\da-f]{3}){1,2}$/i;

/**
 * `#rgb` or `#rrggbb` → lower-case `#rrggbb`; undefined for anything else.
 *
 * @example
 * normalizeHex('#ABC'); // '#aabbcc'
 */
export const normalizeHex = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !hexPattern.test(value)) return undefined;
  const long = value.length === 4 ? value.replace(/\w/g, '$&$&') : value;
  return long.toLowerCase();
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A real calendar date `YYYYMMDD` (20230230 is not), from 1900 on, not after `now`. */
const isPastDate = (text: string, context: RuleContext): boolean => {
  if (!/^(19|[2-9]\d)\d{6}$/.test(text)) return false;
  const iso = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  const date = new Date(iso);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) && date <= context.now();
};

const isLanguage = (text: string) => /^[a-z]{2}$/i.test(text);
const lowerCase = (text: string) => text.toLowerCase();

// Absolute https URL (http only on localhost): the host, then only a port, a path, a query or a fragment free
// of quotes, parentheses, backslashes and spaces (the URL ends up in a CSS `url()` or an attribute).
const httpsUrlPattern =
  /^(https:\/\/[\w.-]+|http:\/\/(localhost|127\.0\.0\.1|\[::1\]))(:\d+)?([/?#][^\s"'()\\<>`]*)?$/i;
const radiusPattern = /^(xs|sm|md|lg|xl|0|(\d+|\d*\.\d+)(px|rem|em|%))$/;

/** The rules by the key the contract names them with (`x-rule`); `id` is what an issue reports. */
export const rules = {
  'non-blank': {
    id: 'required',
    message: 'is required and must not be blank',
    check: (text: string) => /\S/.test(text),
  },
  email: {
    id: 'email',
    message: 'must be an email address (one @, a dot in the domain, at most 254 characters)',
    check: (text: string) => /^(?=.{3,254}$)[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text),
  },
  phone: {
    id: 'phone',
    message: 'must be a phone number as (555) 555-5555, 555-555-5555 or 5555555555',
    check: (text: string) => /^(\(\d{3}\) \d{3}-|\d{3}-\d{3}-|\d{6})\d{4}$/.test(text),
  },
  age: {
    id: 'format',
    message: 'must be an age as <number>+, from 1+ to 120+ (for example 21+)',
    check: (text: string) => /^([1-9]\d?|1[01]\d|120)\+$/.test(text),
  },
  ssn: {
    id: 'ssn',
    message: 'must be 4 or 9 digits',
    check: (text: string) => /^\d{4}(\d{5})?$/.test(text),
  },
  date: {
    id: 'date',
    message: 'must be a real date as YYYYMMDD, from 1900 on, not in the future',
    check: isPastDate,
  },
  'https-url': {
    id: 'https-url',
    message:
      'must be an absolute https:// URL (http:// only on localhost) without quotes, parentheses, backslashes or spaces',
    check: (text: string) => httpsUrlPattern.test(text),
  },
  language: {
    id: 'language',
    message: 'must be an ISO 639-1 code of two letters (for example en or es)',
    check: isLanguage,
    normalize: lowerCase,
  },
  // link/generate (4.7) also sends an empty language.
  'language-or-empty': {
    id: 'language',
    message: 'must be an ISO 639-1 code of two letters (for example en or es), or empty',
    check: (text: string) => text === '' || isLanguage(text),
    normalize: lowerCase,
  },
  country: {
    id: 'country',
    message: 'must be an ISO 3166 country code of two or three letters (for example US)',
    check: (text: string) => /^[a-z]{2,3}$/i.test(text),
    normalize: (text: string) => text.toUpperCase(),
  },
  'hex-color': {
    id: 'hex-color',
    message: 'must be a hex color as #rgb or #rrggbb (for example #1c7ed6)',
    check: (text: string) => hexPattern.test(text),
    normalize: normalizeHex,
  },
  'palette-length': {
    id: 'palette-length',
    message: 'must be a palette of exactly ten hex colors',
    check: (palette: unknown[]) => palette.length === 10,
  },
  // `primaryColor` names one of the styles' palettes or a built-in color.
  'palette-ref': {
    id: 'palette-ref',
    at: 'primaryColor',
    message:
      'must name a palette of colors or a built-in color (dark, gray, red, pink, grape, violet, indigo, blue, cyan, teal, green, lime, yellow, orange)',
    check: ({ primaryColor, colors }: Record<string, unknown>) =>
      typeof primaryColor !== 'string' ||
      (builtInColorNames as readonly string[]).includes(primaryColor) ||
      (isRecord(colors) && Object.hasOwn(colors, primaryColor)),
  },
  // A map (`additionalData`, `colors`) may not use the key `__proto__`: zod's records drop it without a word,
  // so it would vanish between the browser and the service. Refused by name instead.
  'plain-keys': {
    id: 'reserved-key',
    at: '__proto__',
    before: true,
    message: 'cannot be used as a key (JavaScript objects drop __proto__)',
    check: (map: unknown) => typeof map !== 'object' || map === null || !Object.hasOwn(map, '__proto__'),
  },
  // Any JSON type: a number of pixels or a token or CSS length.
  radius: {
    id: 'radius',
    message:
      'must be one of xs, sm, md, lg, xl, a number of pixels (0 or more), or a CSS length such as 8px, 0.5rem, 1em or 50%',
    check: (value: unknown) =>
      typeof value === 'number'
        ? value >= 0 && value < 1e6
        : typeof value === 'string' && radiusPattern.test(value),
  },
  shade: {
    id: 'range',
    message: 'must be a whole number from 0 to 9',
    check: (n: number) => Number.isInteger(n) && n >= 0 && n <= 9,
  },
  'icon-size': {
    id: 'range',
    message: 'must be a number above 0 and at most 100 (the icon fits within 100 by 100 pixels)',
    check: (n: number) => n > 0 && n <= 100,
  },
  'color-scheme': {
    id: 'enum',
    message: 'must be light or dark',
    check: (text: string) => text === 'light' || text === 'dark',
  },
  'css-font-family': {
    id: 'css-font-family',
    message: 'must be font family names of letters, digits, spaces and _ , . - only',
    check: (text: string) => /^[\p{L}\p{N} _,.-]+$/u.test(text),
  },
  'css-token': {
    id: 'css-token',
    message: 'must be one word of letters, digits, _ or - (for example truetype or woff2)',
    check: (text: string) => /^[\w-]+$/.test(text),
  },
  // 4.8: `email_fallback: false` only together with `qr: true`.
  'fallback-needs-qr': {
    id: 'requires',
    at: 'email_fallback',
    message: 'may be false only together with qr: true',
    check: ({ email_fallback, qr }: Record<string, unknown>) => email_fallback !== false || qr === true,
  },
} satisfies Record<string, Rule>;

/** The key of a rule in {@link rules}, as the contract names it (`x-rule`). */
export type RuleName = keyof typeof rules;

/**
 * Text decodings a value may arrive in (`x-decode`): link/generate's `additionalData` is an object sent as
 * JSON text; given as text, it is parsed, checked as the object, and sent as text again.
 */
export const decodings = {
  json: {
    id: 'json',
    message: 'must be JSON text of an object of strings',
    decode: (text: string): Result<unknown, 'malformed'> => {
      try {
        return { ok: true, value: JSON.parse(text) };
      } catch {
        return { ok: false, error: 'malformed' };
      }
    },
    encode: (value: unknown): string => JSON.stringify(value),
  },
} as const;

/** The key of a decoding in {@link decodings} (`x-decode`). */
export type DecodingName = keyof typeof decodings;

/** Messages of the structural ids, which no rule of the table reports. */
const structuralMessages: Record<string, string> = {
  required: 'is required and must not be blank',
  'unknown-key': 'is not a known key here (check the spelling)',
  unreadable: 'could not be read (a getter or proxy threw)',
};

/**
 * The message of an issue: what the rule id at `path` wants ("fails rule radius" says nothing
 * about the allowed values). The rule id stays in `issue.rule` for code.
 *
 * @example
 * describeRule('radius', 'defaultRadius');
 * // 'must be one of xs, sm, md, lg, xl, a number of pixels (0 or more), or a CSS length such as 8px, …'
 */
export function describeRule(rule: string, path = ''): string {
  if (rule.startsWith('type:')) return `must be of JSON type ${rule.slice(5)}`;
  // Two rules report `range`: the path tells the shade from the icon size.
  if (rule === 'range') return (/primaryShade$/.test(path) ? rules.shade : rules['icon-size']).message;
  if (rule === 'json') return decodings.json.message;
  const named = Object.values(rules).find((entry: Rule) => entry.id === rule);
  return structuralMessages[rule] ?? named?.message ?? `fails rule ${rule}`;
}

// What each rule wants, in words a person fixing the field can act on (issue 15: "fails rule radius" says
// nothing about the allowed values). The rule id stays in `issue.rule` for code; this is only the message.

const wants: Record<string, string> = {
  required: 'is required and must not be blank',
  'unknown-key': 'is not a known key here (check the spelling)',
  date: 'must be a real date as YYYYMMDD, from 1900 on, not in the future',
  phone: 'must be a phone number as (555) 555-5555, 555-555-5555 or 5555555555',
  email: 'must be an email address (one @, a dot in the domain, at most 254 characters)',
  format: 'must be an age as <number>+, from 1+ to 120+ (for example 21+)',
  ssn: 'must be 4 or 9 digits',
  language: 'must be an ISO 639-1 code of two letters (for example en or es)',
  country: 'must be an ISO 3166 country code of two or three letters (for example US)',
  requires: 'may be false only together with qr: true',
  json: 'must be JSON text of an object of strings',
  'https-url':
    'must be an absolute https:// URL (http:// only on localhost) without quotes, parentheses, backslashes or spaces',
  'hex-color': 'must be a hex color as #rgb or #rrggbb (for example #1c7ed6)',
  'palette-length': 'must be a palette of exactly ten hex colors',
  'palette-ref':
    'must name a palette of colors or a built-in color (dark, gray, red, pink, grape, violet, indigo, blue, cyan, teal, green, lime, yellow, orange)',
  enum: 'must be light or dark',
  radius:
    'must be one of xs, sm, md, lg, xl, a number of pixels (0 or more), or a CSS length such as 8px, 0.5rem, 1em or 50%',
  'css-font-family': 'must be font family names of letters, digits, spaces and _ , . - only',
  'css-token': 'must be one word of letters, digits, _ or - (for example truetype or woff2)',
  unreadable: 'could not be read (a getter or proxy threw)',
};

/**
 * The message of an issue: what the rule at `path` wants.
 *
 * @example
 * describeRule('radius', 'defaultRadius');
 * // 'must be one of xs, sm, md, lg, xl, a number of pixels (0 or more), or a CSS length such as 8px, …'
 */
export function describeRule(rule: string, path = ''): string {
  if (rule.startsWith('type:')) return `must be of JSON type ${rule.slice(5)}`;
  if (rule === 'range') {
    return /primaryShade$/.test(path)
      ? 'must be a whole number from 0 to 9'
      : 'must be a number above 0 and at most 100 (the icon fits within 100 by 100 pixels)';
  }
  return wants[rule] ?? `fails rule ${rule}`;
}

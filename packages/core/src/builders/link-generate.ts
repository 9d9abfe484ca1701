import {
  boolean,
  build,
  type Field,
  fail,
  filled,
  matching,
  object,
  string,
  stringMap,
} from '../validation/check';
import type { BuildResult } from '../validation/error';
import { birthDate, email, language, phone } from '../validation/formats';
import type { ResultMessages } from './result-messages';
import { type BuildOptions, checkFallback, clock, messages } from './shared';

/** Body of document-capture `link/generate` (spec 4.7), as sent: `additionalData` is JSON text. */
export interface LinkGenerateBody {
  options: { send_email: boolean };
  token: string;
  reference?: string;
  fn?: string;
  ln?: string;
  addr?: string;
  city?: string;
  state?: string;
  zip?: string;
  phone?: string;
  dob?: string;
  email?: string;
  email_fallback?: boolean;
  bypassDesktopIntro?: boolean;
  qr?: boolean;
  /** ISO 639-1 or empty. */
  language?: string;
  /** ISO 3166 alpha-2 or alpha-3, sent upper case. */
  country?: string;
  additionalData?: string;
  styleToken?: string;
  /** Empty strings allowed here (4.7). */
  resultMessages?: Partial<ResultMessages>;
}

/** What `buildLinkGenerateBody` accepts: `additionalData` as an object (or JSON text of one). */
export type LinkGenerateInput = Omit<LinkGenerateBody, 'additionalData'> & {
  additionalData?: Record<string, string> | string;
};

/** Object of strings → JSON text. JSON text of such an object is accepted too, so a built body rebuilds. */
const additionalDataJson: Field = (value, path, issues) => {
  let source = value;
  if (typeof value === 'string') {
    try {
      source = JSON.parse(value);
    } catch {
      return fail(issues, path, 'json', 'expected an object or JSON text of one');
    }
  }
  const map = stringMap(source, path, issues);
  return map && JSON.stringify(map);
};

const country = matching(/^[a-z]{2,3}$/i, 'country', 'expected an ISO 3166 alpha-2 or alpha-3 code');

/**
 * Checks a link/generate body (spec 4.7): `options.send_email` and `token` required, customer fields typed,
 * `additionalData` given as an object and sent as a JSON string, `resultMessages` with empty strings allowed.
 *
 * @example
 * const body = buildLinkGenerateBody({ options: { send_email: false }, token, email: 'ann@example.com', additionalData: { plan: 'gold' } });
 * if (body.ok) body.value.additionalData; // '{"plan":"gold"}'
 */
export const buildLinkGenerateBody = (
  input: LinkGenerateInput,
  options?: BuildOptions,
): BuildResult<LinkGenerateBody> =>
  build((issues) => {
    const out = object(
      input,
      '',
      issues,
      {
        options: (value, path, list) => object(value, path, list, { send_email: boolean }, ['send_email']),
        token: filled,
        reference: string,
        fn: string,
        ln: string,
        addr: string,
        city: string,
        state: string,
        zip: string,
        phone,
        dob: birthDate(clock(options)),
        email,
        email_fallback: boolean,
        bypassDesktopIntro: boolean,
        qr: boolean,
        language: (value, path, list) => (value === '' ? '' : language(value, path, list)),
        country: (value, path, list) => (country(value, path, list) as string | undefined)?.toUpperCase(),
        additionalData: additionalDataJson,
        styleToken: string,
        resultMessages: messages(true),
      },
      ['options', 'token'],
    );
    checkFallback(out, '', issues);
    return out;
  });

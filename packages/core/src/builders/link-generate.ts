import type { BuildResult } from '../validation/error';
import { build, fail } from '../validation/walk';
import { read } from './body-read';
import type { ResultMessages } from './result-messages';
import { type BuildOptions, checkFallback, customerSpec } from './shared';

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

/**
 * `L` language or empty, `c` country, `J` additionalData as JSON text, `N` result messages with empty
 * strings allowed (rules in `parse` text form).
 */
const linkSpec =
  `options{send_email:b!} token:t! ${customerSpec}email_fallback:b bypassDesktopIntro:b qr:b language:L ` +
  'country:c additionalData:J styleToken:s resultMessages:N';

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
  build(() => {
    const body = read(input, linkSpec);
    // `options` is an object spec, which the walker treats as optional: require it here.
    if (body && (input as { options?: unknown }).options === undefined) fail('options', 'required');
    return checkFallback(body);
  }, options);

import type { BuildResult } from '../validation/error';
import { build } from '../validation/walk';
import { read } from './body-read';
import type { ResultMessages } from './result-messages';
import { type BuildOptions, checkFallback, customerSpec } from './shared';

/** Parameters of the embedded document modal (spec 4.8), as passed to the vendor constructor. */
export interface ModalParameters {
  fn: string;
  ln: string;
  addr: string;
  city: string;
  state: string;
  zip: string;
  /** `YYYYMMDD`, a real date, not in the future. */
  dob: string;
  email: string;
  /** Document-capture token from token/create (valid 6 hours). */
  token: string;
  international?: boolean;
  /** `(555) 555-5555`, `555-555-5555` or `5555555555`. */
  phone?: string;
  reference?: string;
  styleToken?: string;
  qr?: boolean;
  additionalData?: Record<string, string>;
  resultMessages?: Partial<ResultMessages>;
  /** ISO 639-1, sent lower case. */
  language?: string;
  /** `false` needs `qr: true`. */
  email_fallback?: boolean;
  bypassDesktopIntro?: boolean;
  /** Only in the vendor's canned-response sample; passed through. */
  region?: string;
  region_select?: boolean;
}

/** `t!` required non-blank text, `d!` required date, `e!` required email, `b` boolean, `s` string. */
const modalSpec =
  `${customerSpec}fn:t! ln:t! addr:t! city:t! state:t! zip:t! dob:d! email:e! token:t! international:b ` +
  'styleToken:s qr:b email_fallback:b bypassDesktopIntro:b region:s region_select:b';

/**
 * Checks the modal parameters (spec 4.8) and returns the object to pass to the vendor constructor, or every
 * problem at once.
 *
 * @example
 * const params = buildModalParameters({
 *   fn: 'Ann', ln: 'Lee', addr: '1 Main St', city: 'New York', state: 'NY', zip: '10001',
 *   dob: '19900101', email: 'ann@example.com', token: tokenFromServer, phone: '555-555-5555',
 * });
 * if (!params.ok) showErrors(params.error.issues);
 */
export const buildModalParameters = (
  input: ModalParameters,
  options?: BuildOptions,
): BuildResult<ModalParameters> => build(() => checkFallback(read(input, modalSpec)), options);

import { boolean, build, matching, object, string, stringMap } from '../validation/check';
import type { BuildResult } from '../validation/error';
import { age, birthDate, email, httpsUrl, language } from '../validation/formats';
import type { ResultMessages } from './result-messages';
import { type BuildOptions, clock, messages } from './shared';
import { readStyles, type VxStyles } from './styles';

/** Body of VX `create_session` (spec 4.4). */
export interface CreateSessionBody {
  email: string;
  /** `<number>+`, for example `21+`. */
  age: string;
  route_id?: string;
  settings_id?: string;
  brand_id?: string;
  settings?: {
    test_mode?: boolean;
    block?: boolean;
    isCloseButtonShown?: boolean;
    shouldShowContinueOnDesktop?: boolean;
    isReactNative?: boolean;
    isFooterShown?: boolean;
  };
  /** https URL; http only for localhost (local development with the sandbox). */
  webhook?: { endpoint: string };
  fn?: string;
  ln?: string;
  addr?: string;
  city?: string;
  state?: string;
  zip?: string;
  phone?: string;
  dob?: string;
  ssn?: string;
  reference?: string;
  additionalData?: Record<string, string>;
  language?: string;
  styles?: VxStyles;
  resultMessages?: Partial<ResultMessages>;
}

const settingKeys = [
  'test_mode',
  'block',
  'isCloseButtonShown',
  'shouldShowContinueOnDesktop',
  'isReactNative',
  'isFooterShown',
];

/**
 * Checks a create_session body (spec 4.4): required `email` and `age`, typed optional fields, boolean
 * settings with known keys, an https webhook, `styles` through `buildStyles` and `resultMessages` through
 * the result-messages rules (nested paths such as `styles.colors.brand[3]`).
 *
 * @example
 * const body = buildCreateSessionBody({ email: 'ann@example.com', age: '21+', settings: { test_mode: true } });
 * if (body.ok) await fetch('/api/veriframe/vx/sessions', { method: 'POST', body: JSON.stringify(body.value) });
 */
export const buildCreateSessionBody = (
  input: CreateSessionBody,
  options?: BuildOptions,
): BuildResult<CreateSessionBody> =>
  build((issues) =>
    object(
      input,
      '',
      issues,
      {
        email,
        age,
        route_id: string,
        settings_id: string,
        brand_id: string,
        settings: (value, path, list) =>
          object(value, path, list, Object.fromEntries(settingKeys.map((key) => [key, boolean]))),
        webhook: (value, path, list) => object(value, path, list, { endpoint: httpsUrl }, ['endpoint']),
        fn: string,
        ln: string,
        addr: string,
        city: string,
        state: string,
        zip: string,
        phone: string,
        dob: birthDate(clock(options)),
        ssn: matching(/^\d{4}$|^\d{9}$/, 'ssn', 'expected 4 or 9 digits'),
        reference: string,
        additionalData: stringMap,
        language,
        styles: readStyles,
        resultMessages: messages(false),
      },
      ['email', 'age'],
    ),
  );

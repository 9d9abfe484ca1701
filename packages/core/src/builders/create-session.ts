import type { BuildResult } from '../validation/error';
import { build } from '../validation/walk';
import { read } from './body-read';
import type { ResultMessages } from './result-messages';
import { type BuildOptions, customerSpec } from './shared';
import type { VxStyles } from './styles-shape';

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
  /** 4 or 9 digits. */
  ssn?: string;
  reference?: string;
  additionalData?: Record<string, string>;
  language?: string;
  styles?: VxStyles;
  resultMessages?: Partial<ResultMessages>;
}

/** `a` age `<number>+`, `b` boolean, `u` https URL, `n` SSN, `Y` styles (rules in `parse` text form). */
const createSessionSpec =
  `${customerSpec}email:e! age:a! route_id:s settings_id:s brand_id:s settings{test_mode:b block:b ` +
  'isCloseButtonShown:b shouldShowContinueOnDesktop:b isReactNative:b isFooterShown:b} webhook{endpoint:u!} ' +
  // The spec gives VX `phone` no format (the modal's three forms are not required here).
  'phone:s ssn:n styles:Y';

/**
 * Checks a create_session body (spec 4.4): required `email` and `age`, typed optional fields, boolean
 * settings with known keys, an https webhook, `styles` through the styles rules and `resultMessages` through
 * the result-messages rules (nested paths such as `styles.colors.brand[3]`).
 *
 * @example
 * const body = buildCreateSessionBody({ email: 'ann@example.com', age: '21+', settings: { test_mode: true } });
 * if (body.ok) await fetch('/api/veriframe/vx/sessions', { method: 'POST', body: JSON.stringify(body.value) });
 */
export const buildCreateSessionBody = (
  input: CreateSessionBody,
  options?: BuildOptions,
): BuildResult<CreateSessionBody> => build(() => read(input, createSessionSpec), options);

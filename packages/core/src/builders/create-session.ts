import type { BuildResult } from '../validation/error';
import { build, read } from '../validation/read';
import type { ResultMessages } from './result-messages';
import { type BuildOptions, customerSpec } from './shared';
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
  /** 4 or 9 digits. */
  ssn?: string;
  reference?: string;
  additionalData?: Record<string, string>;
  language?: string;
  styles?: VxStyles;
  resultMessages?: Partial<ResultMessages>;
}

const createSessionSpec = () => ({
  ...customerSpec(),
  email: 'email!',
  age: 'age!',
  route_id: 'string',
  settings_id: 'string',
  brand_id: 'string',
  settings: {
    test_mode: 'boolean',
    block: 'boolean',
    isCloseButtonShown: 'boolean',
    shouldShowContinueOnDesktop: 'boolean',
    isReactNative: 'boolean',
    isFooterShown: 'boolean',
  },
  webhook: { endpoint: 'https-url!' },
  // The spec gives VX `phone` no format (the modal's three forms are not required here).
  phone: 'string',
  ssn: 'ssn',
  styles: readStyles,
});

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
): BuildResult<CreateSessionBody> => build((ctx) => read(input, createSessionSpec(), '', ctx), options);

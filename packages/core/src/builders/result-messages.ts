import type { BuildResult } from '../validation/error';
import { build } from '../validation/walk';
import { read } from './body-read';
import { defaultResultMessages, type ResultMessages } from './default-result-messages';

export { defaultResultMessages, type ResultMessages } from './default-result-messages';

/**
 * All fourteen result messages: the defaults merged with your overrides. Unknown keys, non-strings and blank
 * texts are rejected.
 *
 * @example
 * const result = buildResultMessages({ verificationSuccessTitle: 'All set!' });
 * if (result.ok) result.value.verificationFailureTitle; // 'Verification Failed'
 */
export const buildResultMessages = (overrides?: Partial<ResultMessages>): BuildResult<ResultMessages> =>
  build(() => ({
    ...defaultResultMessages,
    ...(overrides !== undefined && (read(overrides, 'M') as object)),
  }));

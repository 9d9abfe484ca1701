import { defaultResultMessages, type ResultMessages } from '../contract/result-messages';
import type { BuildResult } from '../contract/validation-error';
import { checkJsonSchema } from './check-json-schema';
import { resultMessagesJsonSchema } from './generated/result-messages';

/**
 * All fourteen result messages: the defaults merged with your overrides. Unknown keys, non-strings and blank
 * texts are rejected.
 *
 * @example
 * const result = buildResultMessages({ verificationSuccessTitle: 'All set!' });
 * if (result.ok) result.value.verificationFailureTitle; // 'Verification Failed'
 */
export const buildResultMessages = (overrides?: Partial<ResultMessages>): BuildResult<ResultMessages> => {
  if (overrides === undefined) return { ok: true, value: { ...defaultResultMessages } };
  const checked = checkJsonSchema<Partial<ResultMessages>>(resultMessagesJsonSchema, overrides);
  return checked.ok ? { ok: true, value: { ...defaultResultMessages, ...checked.value } } : checked;
};

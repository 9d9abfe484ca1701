// Pure, no React: Server Components may import it (the package's client modules carry 'use client').
import {
  type DocumentModalEventType,
  defaultResultMessages,
  documentModalEvents,
  type ResultMessages,
} from '@veriframe/core';

/**
 * Title and subtitle that match `type` (success, failure and the 7.4 error states), or `null`.
 *
 * @example
 * resultMessageFor('error-velocity'); // { title: 'Too Many Attempts', subtitle: 'You have exceeded ...' }
 * resultMessageFor('success', { verificationSuccessTitle: 'All set' })?.title; // 'All set'
 */
export function resultMessageFor(
  type: DocumentModalEventType | undefined,
  overrides?: Partial<ResultMessages>,
): { title: string; subtitle: string } | null {
  const keys = type && documentModalEvents[type].resultMessage;
  if (!keys) return null;
  const messages: Partial<ResultMessages> = { ...defaultResultMessages, ...overrides };
  const title = messages[keys.title];
  return title ? { title, subtitle: messages[keys.subtitle] ?? '' } : null;
}

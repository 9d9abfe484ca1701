// Pure, no React: Server Components may import it (the package's client modules carry 'use client').
import { type DocumentModalEventType, defaultResultMessages, type ResultMessages } from '@veriframe/core';
import { callbackName } from '../callback-name';

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
  const messages: Record<string, string | undefined> = { ...defaultResultMessages, ...overrides };
  const key = type && `verification${callbackName(type).slice(2)}`;
  const title = key && messages[`${key}Title`];
  return title ? { title, subtitle: messages[`${key}SubTitle`] ?? '' } : null;
}

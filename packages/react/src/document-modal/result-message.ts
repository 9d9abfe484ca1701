// Pure, no React: Server Components may import it (the package's client modules carry 'use client').

import {
  defaultFailedSubTitle,
  defaultPendingReviewTitle,
  defaultResultMessages,
  failureMessage,
  type ResultMessages,
} from '@veriframe/core';
import {
  type DocumentModalEventType,
  type DocumentModalOutcomeTone,
  documentModalEvents,
} from '@veriframe/core/document';
import type { KitTexts } from '../texts/kit-texts';

/** The title the kit shows for a `failure` event unless `verificationFailureTitle` is overridden. */
// Core's constant re-exported, not copied into a second one: the default bundles stay as they were.
export { defaultPendingReviewTitle as pendingReviewTitle };

/** A result message to show: its texts and its tone (`pending` for a manual review, which is no refusal). */
export interface ResultMessage {
  title: string;
  subtitle: string;
  tone: DocumentModalOutcomeTone;
}

export interface ResultMessageOptions {
  /**
   * Default true: a `failure` event whose status is not FAIL ("Your document is pending manual review", 4.9)
   * reads as pending, titled {@link pendingReviewTitle} unless you override `verificationFailureTitle`. False:
   * 4.9's own default texts ("Verification Failed") with the `error` tone, whatever the status.
   */
  failureAsPending?: boolean;
  /**
   * The status the `failure` event came with (6.2 `onFailure`; the sandbox sends FAIL or PENDING). FAIL is
   * final: "Verification Failed" above a line that promises no reviewer (core's `failureMessage`), unless you
   * set `verificationFailureSubTitle`. PENDING or none: the review reading above.
   */
  status?: unknown;
  /**
   * The kit's texts of the person's language (a catalog, e.g. `await loadKitTexts('fr')`): its 4.9 texts and
   * pending-review title come under `overrides`. English (core's defaults) when absent.
   */
  texts?: Pick<
    KitTexts,
    'documentModalResultMessages' | 'documentModalPendingReviewTitle' | 'documentModalFailedSubTitle'
  >;
}

/**
 * Title, subtitle and tone that match `type` (success, failure and the 7.4 error states), or `null`.
 *
 * @example
 * resultMessageFor('error-velocity'); // { title: 'Too Many Attempts', subtitle: 'You have exceeded ...', tone: 'error' }
 * resultMessageFor('success', { verificationSuccessTitle: 'All set' })?.title; // 'All set'
 * resultMessageFor('failure'); // { title: 'Under Review', subtitle: 'Your document is pending manual review', tone: 'pending' }
 * resultMessageFor('failure', {}, { status: 'FAIL' }); // { title: 'Verification Failed', subtitle: 'We could not confirm your identity.', tone: 'error' }
 * resultMessageFor('failure', {}, { failureAsPending: false })?.title; // 'Verification Failed'
 * resultMessageFor('failure', {}, { texts: await loadKitTexts('fr') })?.title; // "En cours d'examen"
 */
export function resultMessageFor(
  type: DocumentModalEventType | undefined,
  overrides?: Partial<ResultMessages>,
  { failureAsPending = true, status, texts }: ResultMessageOptions = {},
): ResultMessage | null {
  const keys = type && documentModalEvents[type].resultMessage;
  if (!keys) return null;
  const messages: Partial<ResultMessages> = {
    ...defaultResultMessages,
    ...texts?.documentModalResultMessages,
    ...overrides,
  };
  if (type === 'failure' && !failureAsPending)
    return { title: messages[keys.title] ?? '', subtitle: messages[keys.subtitle] ?? '', tone: 'error' };
  // 4.9's default "Verification Failed" above "pending manual review" contradicts itself: core reads it by status.
  if (type === 'failure') {
    return failureMessage(status, messages as ResultMessages, overrides, {
      pendingReviewTitle: texts?.documentModalPendingReviewTitle ?? defaultPendingReviewTitle,
      failedSubTitle: texts?.documentModalFailedSubTitle ?? defaultFailedSubTitle,
    });
  }
  const title = messages[keys.title];
  return title ? { title, subtitle: messages[keys.subtitle] ?? '', tone: keys.tone } : null;
}

import { defaultResultMessages, type ResultMessages } from '@veriframe/core';
import {
  type DocumentModalOutcomeTone,
  documentModalEvents,
  type documentModalOutcomeTypes,
} from '@veriframe/core/document';
import { pendingReviewTitle } from '../../document-modal/result-message';

// The hosted screens a user meets (capture journey and the result states of 4.9), in the order they come.

export const hostedScreens = [
  { id: 'intro', label: 'Intro' },
  { id: 'document', label: 'Document capture' },
  { id: 'selfie', label: 'Selfie' },
  { id: 'success', label: 'Success' },
  { id: 'failure', label: 'Failure' },
  { id: 'error-token', label: 'Error: bad or expired token' },
  { id: 'error-already-verified', label: 'Error: already verified' },
  { id: 'error-pending', label: 'Error: pending review' },
  { id: 'error-velocity', label: 'Error: too many attempts' },
  { id: 'error-system', label: 'Error: system error' },
] as const;

export type HostedScreenId = (typeof hostedScreens)[number]['id'];

/** A result screen: the resultMessages keys (4.9) of its title and subtitle, and its tone. */
interface ResultScreen {
  title: keyof ResultMessages;
  subTitle: keyof ResultMessages;
  /** Core's tone: `pending` (a manual review waits, no refusal) is painted in the warning colour. */
  tone: DocumentModalOutcomeTone;
}

/** The screen of a modal event that ends a scan: its keys and its tone, from core's event table. */
const screenOf = (event: (typeof documentModalOutcomeTypes)[number]): ResultScreen => {
  const { title, subtitle, tone } = documentModalEvents[event].resultMessage;
  return { title, subTitle: subtitle, tone };
};

/** Result screens, each the result message of one modal event (core's `documentModalEvents`). */
export const resultScreens: Partial<Record<HostedScreenId, ResultScreen>> = {
  success: screenOf('success'),
  failure: screenOf('failure'),
  'error-token': screenOf('error-token'),
  'error-already-verified': screenOf('error-already-verified'),
  'error-pending': screenOf('error-pending'),
  'error-velocity': screenOf('error-velocity'),
  'error-system': screenOf('error'),
};

/**
 * A result screen's title as the kit shows it (`resultMessageFor`): a `failure` reads "Under Review" unless the
 * designer wrote a failure title of their own.
 */
export function resultTitle(screen: ResultScreen, messages: Readonly<ResultMessages>): string {
  const title = messages[screen.title];
  return screen.title === 'verificationFailureTitle' && title === defaultResultMessages[screen.title]
    ? pendingReviewTitle
    : title;
}

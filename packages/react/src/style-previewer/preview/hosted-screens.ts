import { documentModalEvents, type documentModalOutcomeTypes, type ResultMessages } from '@veriframe/core';

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
  tone: 'success' | 'failure' | 'warning';
}

/** The screen of a modal event that ends a scan: its keys from core's event table, and a tone. */
const screenOf = (
  event: (typeof documentModalOutcomeTypes)[number],
  tone: ResultScreen['tone'],
): ResultScreen => {
  const { title, subtitle } = documentModalEvents[event].resultMessage;
  return { title, subTitle: subtitle, tone };
};

/** Result screens, each the result message of one modal event (core's `documentModalEvents`). */
export const resultScreens: Partial<Record<HostedScreenId, ResultScreen>> = {
  success: screenOf('success', 'success'),
  failure: screenOf('failure', 'failure'),
  'error-token': screenOf('error-token', 'failure'),
  'error-already-verified': screenOf('error-already-verified', 'success'),
  'error-pending': screenOf('error-pending', 'warning'),
  // As the real capture page shows it: a refusal, not a wait.
  'error-velocity': screenOf('error-velocity', 'failure'),
  'error-system': screenOf('error', 'failure'),
};

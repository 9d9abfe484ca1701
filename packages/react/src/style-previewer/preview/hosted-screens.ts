import type { ResultMessages } from '@veriframe/core';

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

/** Result screens: which resultMessages keys (4.9) give their title and subtitle, and their tone. */
export const resultScreens: Partial<
  Record<
    HostedScreenId,
    { title: keyof ResultMessages; subTitle: keyof ResultMessages; tone: 'success' | 'failure' | 'warning' }
  >
> = {
  success: { title: 'verificationSuccessTitle', subTitle: 'verificationSuccessSubTitle', tone: 'success' },
  failure: { title: 'verificationFailureTitle', subTitle: 'verificationFailureSubTitle', tone: 'failure' },
  'error-token': {
    title: 'verificationErrorTokenTitle',
    subTitle: 'verificationErrorTokenSubTitle',
    tone: 'failure',
  },
  'error-already-verified': {
    title: 'verificationErrorAlreadyVerifiedTitle',
    subTitle: 'verificationErrorAlreadyVerifiedSubTitle',
    tone: 'success',
  },
  'error-pending': {
    title: 'verificationErrorPendingTitle',
    subTitle: 'verificationErrorPendingSubTitle',
    tone: 'warning',
  },
  'error-velocity': {
    title: 'verificationErrorVelocityTitle',
    subTitle: 'verificationErrorVelocitySubTitle',
    // As the real capture page shows it: a refusal, not a wait.
    tone: 'failure',
  },
  'error-system': { title: 'verificationErrorTitle', subTitle: 'verificationErrorSubTitle', tone: 'failure' },
};

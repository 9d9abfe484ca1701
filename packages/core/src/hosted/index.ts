// The entry `@veriframe/core/hosted`, hosted verification (VX): the session's body (4.4), the observer, its
// outcome machine and its polling policy, the frame and the dialog. No zod, no framework.

export {
  buildCreateSessionBody,
  type CreateSessionBody,
  type CreateSessionInput,
} from '../builders/create-session';
export {
  closedHostedDialog,
  type HostedDialogEvent,
  type HostedDialogState,
  hostedDialogRendersPanel,
  nextHostedDialog,
} from './dialog-machine';
export {
  checkHostedFrame,
  HostedFrame,
  type HostedFrameCheck,
  type HostedFrameConnection,
  type HostedFrameSnapshot,
  maxHeldMessages,
} from './hosted-frame';
export { checkHostedLink } from './hosted-link';
export { HostedVerificationObserver } from './hosted-verification';
export { type IntentOptions, preconnect, watchIntent } from './intent';
export type { FrameConnection, HostedVerificationOptions } from './options';
export {
  type HostedVerificationPhase,
  type HostedVerificationTransition,
  hostedTransitions,
  nextHostedPhase,
} from './outcome-machine';
export { nextPollDelay, type PollBackoff, type PollSituation } from './poll-policy';
export type {
  HostedSession,
  HostedVerificationClient,
  HostedVerificationSnapshot,
  OutcomeDisagreement,
  ProxyRequestOptions,
  SessionProgress,
  SessionResult,
  TerminalPageMessage,
  VerificationOutcome,
} from './types';

import type { MessageGateOptions } from '../embed/gate';
import type { HostedMessage } from '../embed/messages';
import type { PollBackoff } from './poll-policy';
import type { HostedVerificationClient } from './types';

/** What a {@link HostedVerificationObserver} is given (`new HostedVerificationObserver(options)`, `setOptions`). */
export interface HostedVerificationOptions {
  /** The proxy client (`POST /vx/sessions`, `GET /vx/sessions/:id`). */
  client: HostedVerificationClient;
  /** Default body of create_session (spec 4.4), e.g. `{ email, age: '21+' }`. */
  session?: Record<string, unknown>;
  /** Default 1 s, ×1.5, at most 10 s. */
  poll?: PollBackoff;
  /** Origins of the hosted page, preconnected on the first sign of intent (`<link rel="preconnect">`). */
  hostedOrigins?: readonly string[];
  /** How long after the page's PASS or FAIL the service may stay without that result. Default 30 s. */
  confirmWithinMs?: number;
  /** Clock and timers, for tests; default `Date.now`, `setTimeout`, `clearTimeout`. */
  now?: () => number;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/** Gate options for {@link HostedVerificationObserver.connectFrame}: the observer adds its own handler. */
export type FrameConnection = Omit<MessageGateOptions, 'onMessage' | 'onUnknown'> & {
  /** Every message that passed the gate (origin and source checked), known or not. */
  onMessage?: (message: HostedMessage) => void;
};

import { createMessageGate } from '../embed/gate';
import type { HostedMessage } from '../embed/messages';
import type { FrameConnection } from './options';
import type { HostedVerificationSnapshot } from './types';

/** The part of the observer a frame connection uses (its public API). */
interface FrameListener {
  getSnapshot(): Pick<HostedVerificationSnapshot<unknown>, 'session'>;
  reportMessage(type: string): void;
}

/**
 * Listens for the current session's frame through the core's message gate (exact origin, the frame's own
 * window) and feeds what passes to `reportMessage`. Returns the function that stops listening. What
 * {@link HostedVerificationObserver.connectFrame} does.
 *
 * @example
 * const disconnect = connectHostedFrame(verification, { allowedOrigins: [origin], getSource: () => iframe.contentWindow });
 */
export function connectHostedFrame(
  verification: FrameListener,
  { onMessage, ...gate }: FrameConnection,
): () => void {
  const requestId = verification.getSnapshot().session?.request_id;
  const handle = (message: HostedMessage) => {
    // A frame still showing an older session's link speaks for that session, not this one.
    if (message.type !== 'unknown' && verification.getSnapshot().session?.request_id === requestId)
      verification.reportMessage(message.type);
    onMessage?.(message);
  };
  const listener = createMessageGate({ ...gate, onMessage: handle, onUnknown: handle });
  listener.start();
  return () => listener.stop();
}

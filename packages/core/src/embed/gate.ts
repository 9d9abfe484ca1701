import { inspect } from '../devtools/bus';
import type { GateDecision } from '../devtools/events';
import { fail } from './errors';
import { type KnownHostedMessage, parseHostedMessage, type UnknownHostedMessage } from './messages';
import { normalizeOrigins } from './origins';

/** Where the gate listens: a window (the default is the global one; none on a server). */
export type MessageTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface MessageGateOptions {
  /** Origins of the hosted pages, e.g. `['https://verify.example.com']`; compared exactly after normalizing. */
  allowedOrigins: readonly string[];
  /** The frame's own window (`iframe.contentWindow`); a message from any other window is dropped. */
  getSource: () => MessageEventSource | null | undefined;
  /** Receives the seven known strings; a terminal outcome at most once per session. */
  onMessage: (message: KnownHostedMessage, event: MessageEvent) => void;
  /** Receives anything else the frame posted (from the right origin and window). */
  onUnknown?: (message: UnknownHostedMessage, event: MessageEvent) => void;
  /** Window to listen on; defaults to `globalThis.window`. */
  target?: MessageTarget | null;
}

export interface MessageGate {
  /** Starts listening; calling it again while started does nothing. */
  start(): void;
  /** Stops listening; idempotent. The session (terminal already delivered or not) is kept. */
  stop(): void;
  /** Starts a new frame session, e.g. when the frame loads a new link, so a terminal outcome is delivered again. */
  reset(): void;
}

/**
 * Listens for the hosted page's messages and lets through only those whose `event.origin` equals a
 * configured origin exactly and whose `event.source` is the frame's own window.
 *
 * @example
 * const gate = createMessageGate({
 *   allowedOrigins: ['https://verify.example.com'],
 *   getSource: () => iframe.contentWindow,
 *   onMessage: (m) => { if (m.terminal) showOutcome(m.type); },
 * });
 * gate.start();
 */
export const createMessageGate = (options: MessageGateOptions): MessageGate => {
  const origins = normalizeOrigins(options.allowedOrigins);
  if (typeof options.getSource !== 'function') fail('getSource', 'must be a function');
  if (typeof options.onMessage !== 'function') fail('onMessage', 'must be a function');
  const target = options.target === undefined ? globalThis.window : options.target;
  let terminalDelivered = false;

  // Tells an attached inspector (devtools) what was decided and why; nothing when none is attached.
  const decided = (event: MessageEvent, decision: GateDecision) =>
    inspect(() => ({ kind: 'gate', decision, allowedOrigins: origins, event }));
  const handleMessage = (event: MessageEvent) => {
    const frameWindow = options.getSource();
    if (!frameWindow || event.source !== frameWindow) return decided(event, 'other-window');
    if (!origins.includes(event.origin)) return decided(event, 'other-origin');
    const message = parseHostedMessage(event.data);
    if (message.type === 'unknown') {
      decided(event, 'not-6.3');
      options.onUnknown?.(message, event);
      return;
    }
    if (message.terminal) {
      if (terminalDelivered) return decided(event, 'after-final');
      terminalDelivered = true;
    }
    decided(event, 'accepted');
    options.onMessage(message, event);
  };
  const listener = handleMessage as EventListener;

  let listening = false;
  return {
    start() {
      if (listening) return;
      listening = true;
      target?.addEventListener('message', listener);
    },
    stop() {
      listening = false;
      target?.removeEventListener('message', listener);
    },
    reset() {
      terminalDelivered = false;
    },
  };
};

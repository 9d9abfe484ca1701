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
  for (const k of ['getSource', 'onMessage'] as const)
    if (typeof options[k] !== 'function') fail(k, 'must be a function');
  let done = false;
  const target = options.target === undefined ? globalThis.window : options.target;
  const handle = (e: MessageEvent) => {
    const src = options.getSource();
    if (src && e.source === src && origins.includes(e.origin)) {
      const m = parseHostedMessage(e.data);
      if (m.type === 'unknown') options.onUnknown?.(m, e);
      else if (!(m.terminal && done)) {
        done ||= m.terminal;
        options.onMessage(m, e);
      }
    }
  };
  // A listener added twice with the same function is added once (DOM rule), so start is idempotent.
  return {
    start: () => target?.addEventListener('message', handle as EventListener),
    stop: () => target?.removeEventListener('message', handle as EventListener),
    reset: () => {
      done = false;
    },
  };
};

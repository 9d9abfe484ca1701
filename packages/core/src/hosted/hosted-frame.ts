import { createMessageGate } from '../embed/gate';
import type { HostedMessage } from '../embed/messages';
import { normalizeOrigins } from '../embed/origins';
import { FlowStore } from '../flow/store';
import { checkHostedLink } from './hosted-link';

/** How many messages of a hidden (prerendered) page are kept for its reveal: the latest ones. */
export const maxHeldMessages = 8;

/**
 * What a frame may show for a link: the page, or why not (`misconfigured` origins, an `untrusted-link`), or
 * nothing yet (`host-unknown`: only the page's host can decide, and it is not known yet).
 */
export interface HostedFrameCheck {
  problem: 'misconfigured' | 'untrusted-link' | 'host-unknown' | null;
  /** The typed error behind the problem (it names the field and the rule), for the app's developer. */
  error: Error | null;
}

/**
 * Whether a frame may load `link` for these hosted origins. Origins that fail `normalizeOrigins` are
 * `misconfigured` (nothing loads whose messages nobody may trust); a link off those origins or not https is an
 * `untrusted-link` (the camera is never given to it). Plain http to a loopback host is accepted on a loopback
 * page only, so the answer depends on `pageHostname`: by default the browser's own; `null` where it is not
 * known (a server render, and the browser's hydration of it, which must decide alike), where such a link is
 * `host-unknown` and shows nothing until the browser knows its host.
 *
 * @example
 * checkHostedFrame('https://verify.example.com/journey/1', ['https://verify.example.com']); // { problem: null, error: null }
 * checkHostedFrame('https://evil.example/journey/1', ['https://verify.example.com']).problem; // 'untrusted-link'
 * checkHostedFrame('http://127.0.0.1:4011/journey/1', ['http://127.0.0.1:4011'], null).problem; // 'host-unknown' in a production build
 */
export function checkHostedFrame(
  link: string | undefined,
  origins: readonly string[] | Error,
  pageHostname: string | null | undefined = globalThis.location?.hostname,
): HostedFrameCheck {
  try {
    if (origins instanceof Error) throw origins;
    normalizeOrigins(origins);
  } catch (error) {
    return { problem: 'misconfigured', error: error as Error };
  }
  if (!link) return { problem: null, error: null };
  const refusal = (hostname: string) => {
    try {
      checkHostedLink(link, origins, hostname);
      return null;
    } catch (error) {
      return error as Error;
    }
  };
  // '' rather than undefined: `checkHostedLink` would read `location` itself, which a server does not have.
  const error = refusal(pageHostname ?? '');
  if (!error) return { problem: null, error: null };
  if (pageHostname === null && refusal('localhost') === null) return { problem: 'host-unknown', error: null };
  return { problem: 'untrusted-link', error };
}

/** The part of `HostedVerificationObserver` a frame uses. */
interface FrameObserver {
  connectFrame(connection: {
    allowedOrigins: readonly string[];
    getSource: () => MessageEventSource | null | undefined;
    onMessage?: (message: HostedMessage) => void;
  }): () => void;
  reportMessage(type: string): void;
}

export interface HostedFrameConnection {
  /** The link the frame loads. */
  link: string;
  /** Loaded ahead of the click and not seen (a prerender): its messages are held for the reveal. */
  hidden: boolean;
  allowedOrigins: readonly string[];
  /** The frame's own window (`iframe.contentWindow`). */
  getSource: () => MessageEventSource | null | undefined;
  /** The observer that turns the session's messages into its outcome, if any. */
  observer?: FrameObserver;
  /** Every message that passed the gate (held ones at the reveal), known or not. */
  onMessage: (message: HostedMessage) => void;
}

export interface HostedFrameSnapshot {
  /** The link whose page said LINK EXPIRED: a UI offers a new session instead of that frame. */
  expiredLink: string | undefined;
}

/**
 * The hosted page's frame lifecycle beside the DOM, on `FlowStore`: one message gate per link; while the
 * frame is hidden (a prerender) its 6.3 messages are held, the latest {@link maxHeldMessages} only, and
 * delivered at the reveal as if posted then (a CLOSE is dropped: nobody can have pressed it in an inert page);
 * a LINK EXPIRED marks its link expired. A UI renders from the snapshot and calls `connect` for each link.
 *
 * @example
 * const frame = new HostedFrame();
 * const stop = frame.connect({ link, hidden: false, allowedOrigins, getSource: () => iframe.contentWindow, observer, onMessage });
 * frame.subscribe(() => frame.getSnapshot().expiredLink === link && showRenewButton());
 */
export class HostedFrame extends FlowStore<HostedFrameSnapshot> {
  /** What the hidden page posted before its reveal, for that link. */
  #held: { link: string; messages: HostedMessage[] } | undefined;

  constructor() {
    super({ expiredLink: undefined });
  }

  /** Listens for the frame of `link` (hidden or shown); returns the function that stops listening. */
  connect({
    link,
    hidden,
    allowedOrigins,
    getSource,
    observer,
    onMessage,
  }: HostedFrameConnection): () => void {
    if (hidden) {
      const messages: HostedMessage[] = [];
      this.#held = { link, messages };
      // Only 6.3 messages, and only the latest few: a page that talks while nobody clicks must not grow this.
      const hold = (message: HostedMessage) => {
        if (message.type === 'unknown') return;
        messages.push(message);
        if (messages.length > maxHeldMessages) messages.shift();
      };
      const gate = createMessageGate({ allowedOrigins, getSource, onMessage: hold, onUnknown: hold });
      gate.start();
      return () => gate.stop();
    }
    const early = this.#held?.link === link ? this.#held.messages : [];
    this.#held = undefined;
    const deliver = (message: HostedMessage) => {
      if (message.type === 'LINK EXPIRED') this.publish({ expiredLink: link });
      onMessage(message);
    };
    let stop: () => void;
    if (observer) stop = observer.connectFrame({ allowedOrigins, getSource, onMessage: deliver });
    else {
      const gate = createMessageGate({ allowedOrigins, getSource, onMessage: deliver, onUnknown: deliver });
      gate.start();
      stop = () => gate.stop();
    }
    for (const message of early) {
      if (message.type === 'CLOSE') continue;
      if (message.type !== 'unknown') observer?.reportMessage(message.type);
      deliver(message);
    }
    return stop;
  }
}

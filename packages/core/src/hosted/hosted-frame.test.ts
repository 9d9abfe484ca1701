// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostedMessage } from '../embed/messages';
import { checkHostedFrame, HostedFrame, maxHeldMessages } from './hosted-frame';

const ORIGIN = 'https://verify.example.com';
const LINK = `${ORIGIN}/journey/abc`;
let iframe: HTMLIFrameElement;

beforeEach(() => {
  iframe = document.createElement('iframe');
  document.body.append(iframe);
});
afterEach(() => document.body.replaceChildren());

/** The frame's page posting `data`, as the browser delivers it (its origin, its window). */
const post = (data: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin: ORIGIN, source: iframe.contentWindow }));

function connect(frame: HostedFrame, hidden: boolean, link = LINK) {
  const delivered: HostedMessage['type'][] = [];
  const reported: string[] = [];
  const stop = frame.connect({
    link,
    hidden,
    allowedOrigins: [ORIGIN],
    getSource: () => iframe.contentWindow,
    observer: {
      connectFrame: ({ onMessage }) => {
        const listener = (event: MessageEvent) => {
          if (event.source !== iframe.contentWindow) return;
          reported.push(String(event.data));
          onMessage?.({ type: event.data, terminal: false } as HostedMessage);
        };
        window.addEventListener('message', listener);
        return () => window.removeEventListener('message', listener);
      },
      reportMessage: (type) => reported.push(type),
    },
    onMessage: (message) => delivered.push(message.type),
  });
  return { delivered, reported, stop };
}

describe('HostedFrame', () => {
  it("holds a hidden page's messages and delivers them at the reveal, without CLOSE or unknown ones", () => {
    const frame = new HostedFrame();
    const hidden = connect(frame, true);
    post('ERROR');
    post('CLOSE');
    post({ not: 'a 6.3 message' });
    expect(hidden.delivered).toEqual([]);
    hidden.stop();
    const shown = connect(frame, false);
    expect(shown.delivered).toEqual(['ERROR']);
    expect(shown.reported).toEqual(['ERROR']);
    shown.stop();
  });

  it(`keeps only the latest ${maxHeldMessages} held messages`, () => {
    const frame = new HostedFrame();
    const hidden = connect(frame, true);
    for (let i = 0; i < maxHeldMessages + 4; i++) post('ERROR');
    hidden.stop();
    const shown = connect(frame, false);
    expect(shown.delivered).toHaveLength(maxHeldMessages);
    shown.stop();
  });

  it('delivers nothing held for another link', () => {
    const frame = new HostedFrame();
    const hidden = connect(frame, true, `${ORIGIN}/journey/old`);
    post('ERROR');
    hidden.stop();
    const shown = connect(frame, false);
    expect(shown.delivered).toEqual([]);
    shown.stop();
  });

  it('marks the link expired on LINK EXPIRED, held or live', () => {
    const frame = new HostedFrame();
    const shown = connect(frame, false);
    expect(frame.getSnapshot().expiredLink).toBeUndefined();
    post('LINK EXPIRED');
    expect(frame.getSnapshot().expiredLink).toBe(LINK);
    shown.stop();
  });
});

describe('checkHostedFrame', () => {
  it('decides purely: misconfigured origins, an untrusted link, or the page', () => {
    expect(checkHostedFrame(LINK, [ORIGIN])).toEqual({ problem: null, error: null });
    expect(checkHostedFrame(undefined, [ORIGIN])).toEqual({ problem: null, error: null });
    expect(checkHostedFrame('https://evil.example/journey/abc', [ORIGIN]).problem).toBe('untrusted-link');
    expect(checkHostedFrame(LINK, ['not an origin']).problem).toBe('misconfigured');
    expect(checkHostedFrame(LINK, new Error('hostedOrigins: required')).problem).toBe('misconfigured');
    // The same answer for the same input, wherever it runs: a server render and the browser agree.
    expect(checkHostedFrame(LINK, [ORIGIN])).toEqual(checkHostedFrame(LINK, [ORIGIN]));
  });

  it('in a production build, a loopback http link waits for the page host: unknown (server, hydration) shows nothing', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const local = 'http://127.0.0.1:4011';
      const link = `${local}/journey/abc`;
      expect(checkHostedFrame(link, [local], null)).toEqual({ problem: 'host-unknown', error: null });
      expect(checkHostedFrame(link, [local], '127.0.0.1')).toEqual({ problem: null, error: null });
      expect(checkHostedFrame(link, [local], 'shop.example').problem).toBe('untrusted-link');
      // Only a link some page would accept waits: one off the origins is refused whoever asks.
      expect(checkHostedFrame('http://evil.test/journey/abc', [local], null).problem).toBe('untrusted-link');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

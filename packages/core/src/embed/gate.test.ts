// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbedConfigError } from './errors';
import { createMessageGate, type MessageGate } from './gate';

const ORIGIN = 'https://verify.example.com';
let frame: HTMLIFrameElement;
let other: HTMLIFrameElement;
let gate: MessageGate | undefined;

beforeEach(() => {
  frame = document.createElement('iframe');
  other = document.createElement('iframe');
  document.body.append(frame, other);
});
afterEach(() => {
  gate?.stop();
  gate = undefined;
  document.body.replaceChildren();
});

const post = (data: unknown, origin = ORIGIN, source: Window | null = frame.contentWindow) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

function setup(allowedOrigins: string[] = [ORIGIN]) {
  const onMessage = vi.fn();
  const onUnknown = vi.fn();
  gate = createMessageGate({ allowedOrigins, getSource: () => frame.contentWindow, onMessage, onUnknown });
  gate.start();
  return { onMessage, onUnknown, gate };
}

describe('createMessageGate', () => {
  it('delivers a known message from the frame on an allowed origin, with the event', () => {
    const { onMessage } = setup();
    post('CLOSE');
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage.mock.calls[0]![0]).toEqual({ type: 'CLOSE', terminal: false });
    expect(onMessage.mock.calls[0]![1]).toBeInstanceOf(MessageEvent);
  });

  it('matches a configured URL with a path by its origin', () => {
    const { onMessage } = setup(['https://VERIFY.example.com/journey/abc?t=1']);
    post('ERROR');
    expect(onMessage).toHaveBeenCalledWith({ type: 'ERROR', terminal: false }, expect.anything());
  });

  it.each([
    'https://verify.example.com.evil.test',
    'https://evil.verify.example.com',
    'http://verify.example.com',
    'https://verify.example.com:444',
    'https://verify.example.co',
    'null',
    '',
  ])('drops a message from the other origin %j', (origin) => {
    const { onMessage, onUnknown } = setup();
    post('PASS', origin);
    expect(onMessage).not.toHaveBeenCalled();
    expect(onUnknown).not.toHaveBeenCalled();
  });

  it('drops a message from another window on the right origin, and one without a source', () => {
    const { onMessage } = setup();
    post('PASS', ORIGIN, other.contentWindow);
    post('PASS', ORIGIN, window);
    post('PASS', ORIGIN, null);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('drops everything while the frame has no window', () => {
    const onMessage = vi.fn();
    gate = createMessageGate({ allowedOrigins: [ORIGIN], getSource: () => null, onMessage });
    gate.start();
    window.dispatchEvent(new MessageEvent('message', { data: 'PASS', origin: ORIGIN, source: null }));
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('sends anything else from the frame to onUnknown, never to onMessage', () => {
    const { onMessage, onUnknown } = setup();
    post({ type: 'PASS' });
    post('pass');
    post(7);
    expect(onMessage).not.toHaveBeenCalled();
    expect(onUnknown.mock.calls.map((c) => c[0])).toEqual([
      { type: 'unknown', data: { type: 'PASS' } },
      { type: 'unknown', data: 'pass' },
      { type: 'unknown', data: 7 },
    ]);
  });

  it('delivers one terminal outcome per session; reset starts a new one', () => {
    const { onMessage, gate } = setup();
    post('PASS');
    post('PASS');
    post('FAIL');
    post('CLOSE');
    expect(onMessage.mock.calls.map((c) => c[0].type)).toEqual(['PASS', 'CLOSE']);
    gate.reset();
    post('LINK EXPIRED');
    post('BOT DETECTED');
    expect(onMessage.mock.calls.map((c) => c[0].type)).toEqual(['PASS', 'CLOSE', 'LINK EXPIRED']);
  });

  it('start and stop are idempotent; a stopped gate hears nothing', () => {
    const { onMessage, gate } = setup();
    gate.start();
    post('ERROR');
    expect(onMessage).toHaveBeenCalledTimes(1);
    gate.stop();
    gate.stop();
    post('ERROR');
    expect(onMessage).toHaveBeenCalledTimes(1);
    gate.start();
    post('ERROR');
    expect(onMessage).toHaveBeenCalledTimes(2);
  });

  it('listens on the given target instead of the global window', () => {
    const target = new EventTarget();
    const onMessage = vi.fn();
    gate = createMessageGate({
      allowedOrigins: [ORIGIN],
      getSource: () => frame.contentWindow,
      onMessage,
      target,
    });
    gate.start();
    post('ERROR');
    expect(onMessage).not.toHaveBeenCalled();
    target.dispatchEvent(
      new MessageEvent('message', { data: 'ERROR', origin: ORIGIN, source: frame.contentWindow }),
    );
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it('rejects bad options with a typed error naming the field', () => {
    const ok = { allowedOrigins: [ORIGIN], getSource: () => null, onMessage: () => {} };
    expect(() => createMessageGate({ ...ok, allowedOrigins: ['https://a.example', 'nope'] })).toThrow(
      expect.objectContaining({ name: 'EmbedConfigError', field: 'allowedOrigins[1]' }),
    );
    expect(() => createMessageGate({ ...ok, getSource: undefined as never })).toThrow(EmbedConfigError);
    expect(() => createMessageGate({ ...ok, onMessage: 'x' as never })).toThrow(
      'onMessage must be a function',
    );
  });

  it('never accepts an origin that differs from every configured one (property)', () => {
    const onMessage = vi.fn();
    gate = createMessageGate({
      allowedOrigins: [ORIGIN, 'http://127.0.0.1:4011'],
      getSource: () => frame.contentWindow,
      onMessage,
    });
    gate.start();
    const allowed = [ORIGIN, 'http://127.0.0.1:4011'];
    const variant = fc
      .tuple(fc.constantFrom(...allowed), fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), fc.nat())
      .chain(([o, pre, post, cut]) =>
        fc.constantFrom(
          `${pre}${o}`,
          `${o}${post}`,
          `${pre}${o}${post}`,
          o.slice(0, cut % o.length),
          o.slice(cut % o.length),
          o.toUpperCase(),
          `${o}/`,
          `${o}.`,
        ),
      )
      .filter((o) => !allowed.includes(o));
    fc.assert(
      fc.property(variant, (origin) => {
        gate!.reset();
        post('PASS', origin);
        return onMessage.mock.calls.length === 0;
      }),
      { numRuns: 300 },
    );
    post('PASS', ORIGIN);
    expect(onMessage).toHaveBeenCalledTimes(1);
  });
});

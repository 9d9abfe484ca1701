// The recorder on core's real inspector bus: real gates on real message events (jsdom), a real proxy client.

import { createProxyClient } from '@veriframe/core/client';
import { createMessageGate } from '@veriframe/core/embed';
import { afterEach, describe, expect, it } from 'vitest';
import { devtoolsRecorder } from './recorder';

const ORIGIN = 'https://verify.example.com';
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
});

const frames = (count: number) =>
  Array.from({ length: count }, () => document.body.appendChild(document.createElement('iframe')));

const gateFor = (frame: HTMLIFrameElement, allowedOrigins = [ORIGIN]) => {
  const gate = createMessageGate({
    allowedOrigins,
    getSource: () => frame.contentWindow,
    onMessage: () => {},
  });
  gate.start();
  stops.push(() => gate.stop());
};

const post = (data: unknown, origin: string, source: Window | null) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

/** Waits for the recorder's next change matching `done`. */
const until = (done: () => boolean) =>
  new Promise<void>((resolve) => {
    if (done()) return resolve();
    const stop = devtoolsRecorder().subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });

const codes = () =>
  devtoolsRecorder()
    .getSnapshot()
    .findings.map((f) => f.code);

describe('devtoolsRecorder', () => {
  it('a message one gate accepted is no finding for the gate of another frame', async () => {
    devtoolsRecorder();
    const [shown, hidden] = frames(2);
    gateFor(shown as HTMLIFrameElement);
    gateFor(hidden as HTMLIFrameElement);
    post('FAIL', ORIGIN, (shown as HTMLIFrameElement).contentWindow);
    const decisions = devtoolsRecorder()
      .getSnapshot()
      .messages.map((m) => m.decision);
    expect(decisions).toEqual(['accepted', 'other-window']);
    // Every gate has decided once the dispatch is over: the recorder settles after it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(codes()).not.toContain('message-from-other-window');
    // A 6.3 message no gate accepted is one: from a window that is no gate's frame.
    const [stranger] = frames(1);
    post('PASS', ORIGIN, (stranger as HTMLIFrameElement).contentWindow);
    await until(() => codes().includes('message-from-other-window'));
    const found = devtoolsRecorder()
      .getSnapshot()
      .findings.filter((f) => f.code === 'message-from-other-window');
    expect(found).toHaveLength(1);
    expect(found[0]?.cause).toContain('a PASS message came from a window that is not the verification frame');
  });

  it('names the origin the frame posted from when hostedOrigins lists another', () => {
    const [frame] = frames(1);
    gateFor(frame as HTMLIFrameElement, ['https://configured.example.com']);
    post('PASS', ORIGIN, (frame as HTMLIFrameElement).contentWindow);
    const found = devtoolsRecorder()
      .getSnapshot()
      .findings.find((f) => f.code === 'wrong-hosted-origin');
    expect(found?.cause).toBe(
      `the verification frame posted PASS from ${ORIGIN}, but hostedOrigins lists https://configured.example.com: the gate dropped it, so the flow never hears the outcome`,
    );
  });

  it('a proxy that cannot be reached, with the call in the list', async () => {
    devtoolsRecorder({ proxyBasePath: 'http://127.0.0.1:9' });
    const client = createProxyClient('http://127.0.0.1:9');
    await expect(client.post('/vx/sessions', { age: '21' })).rejects.toMatchObject({ code: 'network_error' });
    const { calls, findings } = devtoolsRecorder().getSnapshot();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/vx/sessions',
      status: 0,
      code: 'network_error',
    });
    expect(findings.find((f) => f.code === 'proxy-unreachable')?.cause).toBe(
      'POST /vx/sessions: the proxy could not be reached (http://127.0.0.1:9/vx/sessions), no answer at all',
    );
  });
});

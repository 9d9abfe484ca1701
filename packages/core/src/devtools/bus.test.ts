// @vitest-environment jsdom
// The inspector bus as the devtools panel uses it: real gate decisions on real message events, real proxy calls
// against a real HTTP server, a real flow store.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createProxyClient } from '../client/proxy-client';
import { createMessageGate } from '../embed/gate';
import { FlowStore } from '../flow/store';
import { inspect, subscribeInspector } from './bus';
import type { InspectorEvent, ProxyInspectorEvent } from './events';

const ORIGIN = 'https://verify.example.com';
let stop: (() => void) | undefined;
const events: InspectorEvent[] = [];
const attach = () => {
  stop = subscribeInspector((event) => events.push(event));
};
afterEach(() => {
  stop?.();
  events.length = 0;
  document.body.replaceChildren();
});

describe('inspect', () => {
  it('builds nothing while no inspector is attached', () => {
    let built = 0;
    inspect(() => {
      built += 1;
      return { kind: 'doctor', findings: [] };
    });
    expect(built).toBe(0);
  });

  it('stamps each event with the time and survives a throwing inspector', () => {
    const off = subscribeInspector(() => {
      throw new Error('inspector bug');
    });
    attach();
    inspect(() => ({ kind: 'doctor', findings: [] }));
    off();
    expect(events).toEqual([{ kind: 'doctor', findings: [], at: expect.any(Number) }]);
  });
});

describe('the message gate tells its decision and the reason', () => {
  it('accepted, another origin (which), another window, not 6.3, after a final outcome', () => {
    const frame = document.createElement('iframe');
    const other = document.createElement('iframe');
    document.body.append(frame, other);
    const gate = createMessageGate({
      allowedOrigins: [ORIGIN],
      getSource: () => frame.contentWindow,
      onMessage: () => {},
    });
    gate.start();
    attach();
    const post = (data: unknown, origin = ORIGIN, source = frame.contentWindow) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    post('PASS');
    post('PASS', 'https://evil.example');
    post('PASS', ORIGIN, other.contentWindow);
    post({ hello: 1 });
    post('FAIL');
    gate.stop();
    expect(events.map((e) => e.kind === 'gate' && [e.decision, e.event.origin, e.event.data])).toEqual([
      ['accepted', ORIGIN, 'PASS'],
      ['other-origin', 'https://evil.example', 'PASS'],
      ['other-window', ORIGIN, 'PASS'],
      ['not-6.3', ORIGIN, { hello: 1 }],
      ['after-final', ORIGIN, 'FAIL'],
    ]);
    expect(events[1]).toMatchObject({ allowedOrigins: [ORIGIN] });
  });
});

describe('flow stores tell each snapshot', () => {
  it('names the flow by its class, from its first snapshot on', () => {
    class CounterFlow extends FlowStore<{ count: number }> {
      increment() {
        this.publish({ count: this.getSnapshot().count + 1 });
      }
    }
    attach();
    const flow = new CounterFlow({ count: 0 });
    flow.increment();
    expect(events).toMatchObject([
      { kind: 'flow', flow, flowName: 'CounterFlow', snapshot: { count: 0 } },
      { kind: 'flow', flow, flowName: 'CounterFlow', snapshot: { count: 1 } },
    ]);
  });
});

describe('the proxy client tells each call', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/budget')
        response
          .writeHead(429, {
            'content-type': 'application/json',
            'retry-after': '30',
            'x-request-id': 'req-1',
          })
          .end(JSON.stringify({ code: 'rate_limited', message: 'Too many sessions', status: 429 }));
      else
        response
          .writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' })
          .end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('route, status, problem, request id, Retry-After, replay, and a proxy not reached', async () => {
    attach();
    const client = createProxyClient(base);
    // biome-ignore lint/suspicious/noExplicitAny: routes outside the contract, on this test server
    const loose = client as any;
    await expect(loose.get('/budget')).rejects.toMatchObject({ code: 'rate_limited' });
    await loose.post('/replayed', {});
    const closed = createProxyClient('http://127.0.0.1:9') as typeof loose;
    await expect(closed.get('/hosted/session')).rejects.toMatchObject({ code: 'network_error' });
    // Core hands over what the call saw; the inspector reads status and headers from it.
    const [budget, replayed, unreachable] = events as ProxyInspectorEvent[];
    expect(budget).toMatchObject({ kind: 'proxy', method: 'GET', path: '/budget' });
    expect(budget?.response?.status).toBe(429);
    expect(budget?.response?.headers.get('x-request-id')).toBe('req-1');
    expect(budget?.error).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 30 });
    expect(replayed).toMatchObject({ method: 'POST', path: '/replayed', error: undefined });
    expect(replayed?.response?.headers.get('idempotent-replayed')).toBe('true');
    expect(unreachable).toMatchObject({ path: '/hosted/session', response: undefined });
    expect(unreachable?.error).toMatchObject({ code: 'network_error' });
    expect(events.every((e) => e.kind === 'proxy' && e.startedAt <= Date.now())).toBe(true);
  });
});

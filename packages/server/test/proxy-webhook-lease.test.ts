import { describe, expect, it, vi } from 'vitest';
import { createProxy, type ProxyOptions } from '../src/proxy/create-proxy';
import { signedRequest, unreachableServiceConfig } from './helpers';

// The claim's lease is a `createProxy` option. After a crash mid-handler the redelivery waits
// out the lease; a handler that hangs here stands for that crash (its claim is never completed nor released).

const secret = 'sandbox-webhook-secret';
const body = JSON.stringify({ status: 'PASS', request_id: 'req_lease' });

function hangingProxy(webhooks: ProxyOptions['webhooks'] = {}) {
  let clock = Date.parse('2026-01-01T00:00:00.000Z');
  let runs = 0;
  const proxy = createProxy({
    config: unreachableServiceConfig(),
    rateLimit: false,
    now: () => clock,
    webhooks: {
      ...webhooks,
      // The first run never ends (a process that died mid-handler); later runs succeed.
      vx: { handler: () => (++runs === 1 ? new Promise(() => undefined) : undefined) },
    },
  });
  const deliver = () =>
    proxy.fetch(
      // Each redelivery is signed afresh (a new timestamp), so only the event id ties it to the first.
      signedRequest('http://proxy.test/api/veriframe/webhooks/vx', body, {
        secret,
        timestamp: clock,
        eventId: 'evt_lease',
      }),
    );
  return { deliver, advance: (ms: number) => (clock += ms), runs: () => runs };
}

describe('createProxy webhooks.leaseMs', () => {
  it('frees a claim whose handler never finished after the configured lease, not after 60 s', async () => {
    const { deliver, advance, runs } = hangingProxy({ leaseMs: 5_000 });
    void deliver(); // hangs in its handler
    await vi.waitFor(() => expect(runs()).toBe(1)); // it holds the claim (not a guessed 20 ms)
    expect((await deliver()).status).toBe(409); // webhook_in_progress: the lease holds
    advance(5_001);
    expect((await deliver()).status).toBe(200);
    expect(runs()).toBe(2);
  });

  it('keeps the default 60 s lease without the option', async () => {
    const { deliver, advance, runs } = hangingProxy();
    void deliver();
    await vi.waitFor(() => expect(runs()).toBe(1));
    advance(5_001);
    expect((await deliver()).status).toBe(409);
    advance(55_000);
    expect((await deliver()).status).toBe(200);
  });
});

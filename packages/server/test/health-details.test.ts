import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config';
import { createProxy } from '../src/proxy/create-proxy';
import { unreachableServiceConfig } from './helpers';

// Readiness says whether the proxy can serve to anyone (a load balancer needs no more); which store is down and
// its error text are for the audience holding the configured token.
const url = 'http://proxy.test/api/veriframe/health/ready';
const token = 'health-details-token-of-32-characters-or-more';
const failing = { 'billing api': () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:5432')) };

async function ready(proxy: ReturnType<typeof createProxy>, headers: Record<string, string> = {}) {
  const res = await proxy.fetch(new Request(url, { headers }));
  return { status: res.status, text: await res.text() };
}

describe('health details', () => {
  it('by default answers 503 with the status only: no store name, no error text', async () => {
    const proxy = createProxy({ config: unreachableServiceConfig(), health: { checks: failing } });
    const answer = await ready(proxy);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.text)).toEqual({ status: 'unavailable' });
    expect(answer.text).not.toMatch(/billing|ECONNREFUSED|10\.0\.0\.7/);
  });

  it('names each check and its error to a request bearing the details token, and to nobody else', async () => {
    const proxy = createProxy({
      config: unreachableServiceConfig(),
      health: { checks: failing, detailsToken: token },
    });
    const detailed = await ready(proxy, { authorization: `Bearer ${token}` });
    expect(detailed.status).toBe(503);
    expect(JSON.parse(detailed.text)).toMatchObject({
      status: 'unavailable',
      down: ['billing api'],
      checks: { 'billing api': { ok: false, error: 'connect ECONNREFUSED 10.0.0.7:5432' } },
    });
    const others: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${token}x` },
      { authorization: token },
    ];
    for (const headers of others) {
      const answer = await ready(proxy, headers);
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.text)).toEqual({ status: 'unavailable' });
    }
  });

  it('refuses a short details token when the proxy is created, naming it', () => {
    expect(() =>
      createProxy({ config: unreachableServiceConfig(), health: { detailsToken: 'short' } }),
    ).toThrow(ConfigError);
    expect(() =>
      createProxy({ config: unreachableServiceConfig(), health: { detailsToken: 'short' } }),
    ).toThrow(/health\.detailsToken/);
  });
});

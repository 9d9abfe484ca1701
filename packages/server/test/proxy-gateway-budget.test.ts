import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '../src/config';
import { createProxy } from '../src/proxy/create-proxy';
import type { ProxyOptions } from '../src/proxy/proxy-options';
import { RedisAttemptBudgetStore } from '../src/stores/redis-attempt-budget-store';
import { useSandbox } from './helpers';
import { ageBody, headerIdentify } from './proxy-helpers';
import { asIdentity, useRedis } from './support/identity-harness';

// The gateway is no oracle. Per identity, a budget of identity checks that reach the service,
// apart from the per-address rate limit; and a rate limit that may count identities instead of addresses.

const { sandbox } = useSandbox({ reset: true });
const redis = useRedis();

const ada = { id: 'user-ada' };
const bob = { id: 'user-bob' };
const day = 24 * 3600_000;
const start = Date.parse('2026-01-01T00:00:00Z');

function proxyWith(options: ProxyOptions = {}) {
  return createProxy({
    config: sandboxConfig(sandbox().urls),
    identify: headerIdentify,
    rateLimit: false,
    clientOptions: { now: () => sandbox().context.clock.now() },
    ...options,
  });
}

/** Identity checks that reached the sandbox's gateway, by its own transaction log. */
async function gatewayCalls() {
  return (await sandbox().admin.transactions()).filter((t) => t.path === '/process/comprehensive/gateway')
    .length;
}

describe('gateway budget (attempts_exhausted)', () => {
  it('by default 10 checks per identity per 24 h reach the service; the 11th is 429 with Retry-After', async () => {
    let now = start;
    const proxy = proxyWith({ now: () => now });
    const asAda = asIdentity(proxy, ada);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await asAda('POST', '/gateway/age', ageBody)).status);
      now += 60_000; // one a minute
    }
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await asAda('POST', '/gateway/age', ageBody);
    expect(refused).toMatchObject({ status: 429, json: { code: 'attempts_exhausted' } });
    // The oldest check ages out 24 h after it was made: 24 h minus the 10 minutes since.
    expect(refused.headers.get('retry-after')).toBe(String((day - 10 * 60_000) / 1000));
    expect(await gatewayCalls()).toBe(10);

    // Another person has a budget of their own; the first person's comes back as checks age out.
    expect((await asIdentity(proxy, bob)('POST', '/gateway/age', ageBody)).status).toBe(200);
    now = start + day;
    expect((await asAda('POST', '/gateway/age', ageBody)).status).toBe(200);
    expect((await asAda('POST', '/gateway/age', ageBody)).status).toBe(429); // one aged out, one used
    expect(await gatewayCalls()).toBe(12);
  });

  it('counts only checks that reach the service: not refused input, not replays, not quiz answers', async () => {
    const asAda = asIdentity(proxyWith({ now: () => start, gatewayBudget: { max: 2 } }), ada);
    const badTarget = { ...ageBody, target: { ...ageBody.target, zip: 'x'.repeat(30) } };
    for (let i = 0; i < 3; i++) expect((await asAda('POST', '/gateway/age', badTarget)).status).toBe(400);
    const once = { 'idempotency-key': 'check-1' };
    for (let i = 0; i < 3; i++) expect((await asAda('POST', '/gateway/age', ageBody, once)).status).toBe(200);
    // A quiz answer takes no attempt (it answers the quiz of a check that did).
    const quiz = { token: 'not-a-token', answers: { q1: ['a'] } };
    const answer = await asAda('POST', '/gateway/quiz/continue', quiz);
    expect(answer.json?.code).not.toBe('attempts_exhausted');
    expect((await asAda('POST', '/gateway/age', ageBody)).status).toBe(200);
    expect((await asAda('POST', '/gateway/age', ageBody)).json.code).toBe('attempts_exhausted');
    expect(await gatewayCalls()).toBe(2);
  });

  it('concurrent checks never overrun the budget', async () => {
    const asAda = asIdentity(proxyWith({ now: () => start, gatewayBudget: { max: 3 } }), ada);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => asAda('POST', '/gateway/age', ageBody)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.json.code === 'attempts_exhausted')).toHaveLength(5);
    expect(await gatewayCalls()).toBe(3);
  });

  it('two proxy instances sharing Redis share one budget per identity', async () => {
    const prefix = `budget-${Date.now()}:`;
    const instance = () =>
      proxyWith({
        now: () => start,
        gatewayBudget: { max: 3, store: new RedisAttemptBudgetStore({ client: redis.client(), prefix }) },
      });
    const [one, two] = [asIdentity(instance(), ada), asIdentity(instance(), ada)];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? one : two)('POST', '/gateway/age', ageBody)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.json.code).toBe('attempts_exhausted');
    expect(refused?.headers.get('retry-after')).toBe(String(day / 1000));
    expect(await gatewayCalls()).toBe(3);
  });

  it('refuses a bad budget when the proxy is created, naming the option; false turns it off', async () => {
    for (const max of [0, 1.5, -1])
      expect(() => proxyWith({ gatewayBudget: { max } })).toThrow(
        /gatewayBudget\.max: must be a whole number/,
      );
    expect(() => proxyWith({ gatewayBudget: { windowMs: 0 } })).toThrow(/gatewayBudget\.windowMs/);
    const unlimited = asIdentity(proxyWith({ now: () => start, gatewayBudget: false }), ada);
    for (let i = 0; i < 11; i++) expect((await unlimited('POST', '/gateway/age', ageBody)).status).toBe(200);
  });
});

describe("rateLimit.by: 'identity'", () => {
  it('counts each identity whatever address it claims; another identity has its own bucket', async () => {
    const proxy = proxyWith({ now: () => start, rateLimit: { by: 'identity', max: 2, windowMs: 60_000 } });
    const asAda = asIdentity(proxy, ada);
    const forged = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
    const statuses = [];
    for (let n = 1; n <= 4; n++)
      statuses.push((await asAda('POST', '/document/token', {}, forged(n))).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect((await asIdentity(proxy, bob)('POST', '/document/token', {}, forged(9))).status).toBe(200);
  });

  it('takes one address rule beside it (for anonymous visitors), and no other value', () => {
    expect(() =>
      proxyWith({ rateLimit: { by: 'identity', clientAddressHeader: 'x-real-ip' } }),
    ).not.toThrow();
    expect(() =>
      proxyWith({ rateLimit: { by: 'identity', clientAddressHeader: 'x-real-ip', trustedProxyHops: 1 } }),
    ).toThrow(/give one of key, clientAddressHeader and trustedProxyHops/);
    // @ts-expect-error: not a value of `by`
    expect(() => proxyWith({ rateLimit: { by: 'ip' } })).toThrow(
      /rateLimit\.by: must be 'address' or 'identity'/,
    );
  });
});

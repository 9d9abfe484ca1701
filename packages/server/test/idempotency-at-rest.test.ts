import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '../src/config';
import { createProxy } from '../src/proxy/create-proxy';
import type { ProxyOptions } from '../src/proxy/proxy-options';
import { RedisIdempotencyStore } from '../src/stores/redis-idempotency-store';
import { countingFetch, useSandbox } from './helpers';
import { headerIdentify } from './proxy-helpers';
import { asIdentity, useRedis } from './support/identity-harness';

// Bearer links at rest: what the idempotency store keeps in a real redis-server gives no
// usable link, token or name, while a retry with the key still gets the first answer.

const { sandbox } = useSandbox({ reset: true });
const redis = useRedis();
const ada = { id: 'user-ada', email: 'ada@example.com', emailVerified: true } as const;

function proxyWith(prefix: string, options: ProxyOptions = {}, env: Record<string, string> = {}) {
  return createProxy({
    config: sandboxConfig(sandbox().urls, env),
    identify: headerIdentify,
    rateLimit: false,
    idempotency: { store: new RedisIdempotencyStore({ client: redis.client(), prefix }) },
    ...options,
    clientOptions: { now: () => sandbox().context.clock.now(), ...options.clientOptions },
  });
}

/** Every value the store wrote under `prefix`, as Redis holds it. */
async function rawValues(prefix: string): Promise<string> {
  const keys = await redis.client().keys(`${prefix}*`);
  expect(keys.length).toBeGreaterThan(0);
  const values = await Promise.all(keys.map((k) => redis.client().get(k)));
  return [...keys, ...values].join('\n');
}

/** The strings of an answer worth stealing: links, tokens, ids (anything of 8 characters or more). */
function secretsOf(value: unknown): string[] {
  if (typeof value === 'string') {
    const parts = value.length >= 8 ? [value] : [];
    if (value.startsWith('http'))
      for (const v of new URL(value).searchParams.values()) if (v.length >= 8) parts.push(v);
    return parts;
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(secretsOf);
  return [];
}

describe('idempotency answers at rest in Redis', () => {
  it('reading Redis gives no link, token, id or name; a retry still gets the same answer', async () => {
    const call = asIdentity(proxyWith('rest:'), ada);
    const requests = [
      ['/vx/sessions', { age: '21+' }],
      ['/document/link', { fn: 'ADALINDE' }],
      ['/document/token', undefined],
    ] as const;
    const firsts = [];
    for (const [path, body] of requests) {
      const first = await call('POST', path, body, { 'idempotency-key': `k-${path}` });
      expect(first.status, path).toBe(200);
      firsts.push(first);
    }
    const stolen = firsts.flatMap((f) => secretsOf(f.json));
    expect(stolen.some((s) => s.startsWith('http'))).toBe(true); // the answers did carry links
    const raw = await rawValues('rest:');
    for (const secret of [...stolen, 'ADALINDE', ada.id, ada.email]) expect(raw).not.toContain(secret);

    for (const [i, [path, body]] of requests.entries()) {
      const again = await call('POST', path, body, { 'idempotency-key': `k-${path}` });
      expect(again, path).toMatchObject({ status: 200, json: firsts[i]?.json });
      expect(again.headers.get('idempotent-replayed'), path).toBe('true');
    }
  });

  it('an answer kept under another secret is not replayed and not run again: 503, no service call', async () => {
    await asIdentity(proxyWith('rotated:'), ada)(
      'POST',
      '/vx/sessions',
      { age: '21+' },
      { 'idempotency-key': 'k' },
    );
    const upstream = countingFetch();
    const other = proxyWith(
      'rotated:',
      { clientOptions: { fetch: upstream.fetch } },
      { VERIFRAME_VX_CLIENT_SECRET: 'another-secret-of-this-deployment' },
    );
    const res = await asIdentity(other, ada)(
      'POST',
      '/vx/sessions',
      { age: '21+' },
      { 'idempotency-key': 'k' },
    );
    expect(res).toMatchObject({ status: 503, json: { code: 'store_unavailable' } });
    expect(res.json.message).toContain('idempotency store');
    expect(upstream.total()).toBe(0);
  });
});

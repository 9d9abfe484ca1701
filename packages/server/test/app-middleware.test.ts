import { Hono, type MiddlewareHandler } from 'hono';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/index';
import { attemptBudget, idempotencyKeys, identify, rateLimiter } from '../src/middleware';
import { type NodeServer, serveNode } from '../src/node';
import { RedisRateLimitStore } from '../src/redis';
import { MemoryRateLimitStore, type RateLimitStore } from '../src/stores';
import { type RunningService, startRedis } from './support/services';

// The proxy's guards mounted by an app in front of its own routes, without createProxy, served by a real Node
// server (the rate limit counts the socket address it passes), with real stores.

/** An app of its own: `POST /contact` behind `guards`, counting how often its handler ran. */
function contactApp(...guards: MiddlewareHandler[]) {
  const handled = { count: 0 };
  const app = new Hono();
  for (const guard of guards) app.use('/contact', guard);
  app.post('/contact', (c) => {
    handled.count += 1;
    return c.json({ sent: handled.count });
  });
  return { app, handled };
}

const servers: NodeServer[] = [];
async function serve(app: Hono): Promise<string> {
  const server = await serveNode(app, { port: 0 });
  servers.push(server);
  return server.url;
}
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

const post = (url: string, headers: Record<string, string> = {}, body = '{"text":"hi"}') =>
  fetch(`${url}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

let redis: RunningService;
let redisClient: ReturnType<typeof createClient>;
beforeAll(async () => {
  redis = await startRedis();
  redisClient = createClient({ url: redis.url, disableOfflineQueue: true });
  redisClient.on('error', () => undefined);
  await redisClient.connect();
}, 60_000);
afterAll(async () => {
  await redisClient?.close().catch(() => undefined);
  await redis?.stop();
});

describe('rateLimiter alone, in front of an app route', () => {
  it.each([
    ['a memory store', () => new MemoryRateLimitStore()],
    [
      'redis-server',
      () => new RedisRateLimitStore({ client: redisClient, prefix: `app-limit-${Date.now()}:` }),
    ],
  ] as [string, () => RateLimitStore][])(
    'with %s: the third request in the window gets 429, the handler never runs for it',
    async (_name, store) => {
      const { app, handled } = contactApp(rateLimiter({ max: 2, windowMs: 60_000, store: store() }));
      const url = await serve(app);
      expect((await post(url)).status).toBe(200);
      expect((await post(url)).status).toBe(200);
      const refused = await post(url);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ code: 'rate_limited', status: 429 });
      expect(handled.count).toBe(2);
    },
  );

  it('counts across two app instances sharing one redis-server', async () => {
    const store = new RedisRateLimitStore({ client: redisClient, prefix: `app-shared-${Date.now()}:` });
    const one = contactApp(rateLimiter({ max: 1, windowMs: 60_000, store }));
    const two = contactApp(rateLimiter({ max: 1, windowMs: 60_000, store }));
    expect((await post(await serve(one.app))).status).toBe(200);
    expect((await post(await serve(two.app))).status).toBe(429);
    expect(two.handled.count).toBe(0);
  });

  it('refuses a request whose client it cannot tell (no socket address), never counting it with everyone', async () => {
    const { app, handled } = contactApp(rateLimiter({ max: 100, windowMs: 60_000 }));
    const answer = await app.request('/contact', { method: 'POST', body: '{}' });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ code: 'rate_limit_key_missing' });
    expect(handled.count).toBe(0);
  });

  it('names the option it refuses when created', () => {
    expect(() => rateLimiter({ max: 0, windowMs: 60_000 })).toThrow(ConfigError);
    expect(() => rateLimiter({ max: 0, windowMs: 60_000 })).toThrow(
      /rateLimiter\.max: must be a whole number/,
    );
    expect(() => rateLimiter({ max: 5, windowMs: 60_000, trustedProxyHops: -1 })).toThrow(/trustedProxyHops/);
  });
});

const byHeader = identify((request) => {
  const user = request.headers.get('x-user');
  return user ? { id: user } : null;
});

describe('idempotencyKeys alone', () => {
  const secret = 'an app secret of enough length';

  it('replays the first answer to a retry with the same key, per person, running the handler once', async () => {
    const { app, handled } = contactApp(byHeader, idempotencyKeys({ secret }));
    const url = await serve(app);
    const first = await post(url, { 'x-user': 'ada', 'idempotency-key': 'k1' });
    const retry = await post(url, { 'x-user': 'ada', 'idempotency-key': 'k1' });
    expect(await retry.json()).toEqual(await first.json());
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    // Another person's key of the same name is theirs: no answer of Ada's reaches Grace.
    const other = await post(url, { 'x-user': 'grace', 'idempotency-key': 'k1' });
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await other.json()).toEqual({ sent: 2 });
    const reused = await post(url, { 'x-user': 'ada', 'idempotency-key': 'k1' }, '{"text":"other"}');
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(handled.count).toBe(2);
  });

  it('refuses to run before identify (keys shared by everyone would hand out answers), and nobody gets 401', async () => {
    const { app, handled } = contactApp(idempotencyKeys({ secret }));
    const url = await serve(app);
    const answer = await post(url, { 'idempotency-key': 'k1' });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ code: 'identify_required' });
    const identified = contactApp(byHeader, idempotencyKeys({ secret }));
    const nobody = await post(await serve(identified.app), { 'idempotency-key': 'k1' });
    expect(nobody.status).toBe(401);
    expect(handled.count + identified.handled.count).toBe(0);
  });

  it('requires a secret', () => {
    expect(() => idempotencyKeys({ secret: '' })).toThrow(/idempotencyKeys\.secret: required/);
  });
});

describe('attemptBudget alone', () => {
  it('gives each person `max` attempts, then 429 attempts_exhausted', async () => {
    const { app, handled } = contactApp(byHeader, attemptBudget({ max: 2, windowMs: 86_400_000 }));
    const url = await serve(app);
    for (const _ of [1, 2]) expect((await post(url, { 'x-user': 'ada' })).status).toBe(200);
    const refused = await post(url, { 'x-user': 'ada' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'attempts_exhausted' });
    expect((await post(url, { 'x-user': 'grace' })).status).toBe(200);
    expect(handled.count).toBe(3);
  });
});

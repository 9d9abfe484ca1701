import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { serveNode } from '../src/node';
import { PostgresVpinMappingStore } from '../src/postgres';
import { createProxy } from '../src/proxy/create-proxy';
import { RedisEventStore, RedisOwnershipStore, RedisRateLimitStore } from '../src/redis';
import { VpinMapping } from '../src/webhooks/vpin-mapping';
import { signedRequest, unreachableServiceConfig } from './helpers';
import { useStoreServers } from './support/store-servers';

// Liveness, and readiness that knows whether Redis and PostgreSQL answer (real servers,
// paused with SIGSTOP and resumed), and that goes down on shutdown before in-flight requests drain.
const servers = useStoreServers({ failFast: true });
const base = 'http://proxy.test/api/veriframe/health';
/** The audience that may read which store is down (`test/health-details.test.ts` shows everyone else). */
const detailsToken = 'health-details-token-of-32-characters-or-more';

function storeProxy() {
  const client = servers.redisClient;
  return createProxy({
    config: unreachableServiceConfig(),
    health: { timeoutMs: 2_000, detailsToken },
    rateLimit: { store: new RedisRateLimitStore({ client }) },
    ownership: { store: new RedisOwnershipStore({ client }) },
    webhooks: {
      store: new RedisEventStore({ client }),
      vpin: { mapping: new VpinMapping({ store: new PostgresVpinMappingStore({ pool: servers.pool }) }) },
    },
  });
}

async function probe(proxy: ReturnType<typeof createProxy>, which: 'live' | 'ready') {
  const headers = { authorization: `Bearer ${detailsToken}` };
  const res = await proxy.fetch(new Request(`${base}/${which}`, { headers }));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const redisStores = ['redis event store', 'redis ownership store', 'redis rate-limit store'];

describe('health', { timeout: 30_000 }, () => {
  it('is ready while Redis and PostgreSQL answer, naming each store checked', async () => {
    const ready = await probe(storeProxy(), 'ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', down: [] });
    expect(Object.keys(ready.body.checks as object).sort()).toEqual([
      'postgres vpin mapping',
      ...redisStores,
    ]);
  });

  it('answers 503 naming Redis within the deadline while it is paused, and recovers when it resumes', async () => {
    const proxy = storeProxy();
    servers.redis.pause();
    try {
      const ready = await probe(proxy, 'ready');
      expect(ready.status).toBe(503);
      // The check's own deadline ended the wait (below: 'no answer within 2000 ms'), not the machine's speed.
      expect((ready.body.down as string[]).sort()).toEqual(redisStores);
      expect(ready.body.checks).toMatchObject({
        'redis event store': { ok: false, error: expect.stringContaining('2000 ms') },
        'postgres vpin mapping': { ok: true },
      });
      expect((await probe(proxy, 'live')).status).toBe(200); // the process itself is fine
    } finally {
      servers.redis.resume();
    }
    expect((await probe(proxy, 'ready')).status).toBe(200);
  });

  it('answers 503 naming PostgreSQL while it is paused', async () => {
    // A pool that keeps no idle connection, so each check needs the paused server to accept one.
    const pool = new pg.Pool({ connectionString: servers.postgres.url, idleTimeoutMillis: 1 });
    pool.on('error', () => undefined);
    const store = new PostgresVpinMappingStore({ pool });
    // Each healthy check opens a connection: on a busy machine that took over 300 ms, so the deadline is 2 s.
    const proxy = createProxy({
      config: unreachableServiceConfig(),
      health: { timeoutMs: 2_000, stores: [store], detailsToken },
    });
    expect((await probe(proxy, 'ready')).status).toBe(200);
    await vi.waitFor(() => expect(pool.idleCount).toBe(0)); // the idle connection is closed
    servers.postgres.pause();
    try {
      const ready = await probe(proxy, 'ready');
      expect(ready.status).toBe(503);
      expect(ready.body.down).toEqual(['postgres vpin mapping']);
    } finally {
      servers.postgres.resume();
    }
    expect((await probe(proxy, 'ready')).status).toBe(200);
    await pool.end();
  }, 20_000);

  it('checks your own dependencies too, and can be turned off', async () => {
    const proxy = createProxy({
      config: unreachableServiceConfig(),
      health: {
        checks: { 'billing api': () => Promise.reject(new Error('connection refused')) },
        detailsToken,
      },
    });
    const ready = await probe(proxy, 'ready');
    expect(ready).toMatchObject({ status: 503, body: { down: ['billing api'] } });
    const off = createProxy({ config: unreachableServiceConfig(), rateLimit: false, health: false });
    expect((await off.fetch(new Request(`${base}/live`))).status).toBe(404);
  });

  it('goes unready on shutdown while a request in flight still finishes', async () => {
    let release = () => {};
    let proxyHandler: () => Promise<void> = async () => {};
    const handlerRunning = new Promise<void>((started) => {
      const gate = new Promise<void>((r) => {
        release = r;
      });
      proxyHandler = async () => {
        started();
        await gate;
      };
    });
    const proxy = createProxy({
      config: unreachableServiceConfig(),
      webhooks: { vx: { handler: () => proxyHandler() } },
    });
    const server = await serveNode(proxy, { port: 0 });
    const url = `${server.url}/api/veriframe`;
    const body = JSON.stringify({ status: 'PASS', request_id: 'req_drain' });
    const inFlight = fetch(
      signedRequest(`${url}/webhooks/vx`, body, { secret: 'sandbox-webhook-secret', timestamp: Date.now() }),
    );
    await handlerRunning;
    const stopped = server.shutdown({ notReadyForMs: 2_000, drainMs: 5_000 });
    const ready = await fetch(`${url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    release();
    expect((await inFlight).status).toBe(200);
    await stopped;
  });
});

import { createServer, type Server } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClients } from '../src/clients/index';
import { PostgresVpinMappingStore } from '../src/postgres';
import { createProxy } from '../src/proxy/create-proxy';
import { RedisEventStore, RedisRateLimitStore, RedisTokenStore } from '../src/redis';
import { MemoryEventStore, type ProcessedEventStore } from '../src/stores/event-store';
import {
  createDocumentCallbackReceiver,
  createVxWebhookReceiver,
  type ServiceReceiverOptions,
} from '../src/webhooks/service-receivers';
import { VpinMapping } from '../src/webhooks/vpin-mapping';
import { createVpinWebhookReceiver } from '../src/webhooks/vpin-receiver';
import { signedRequest, unreachableServiceConfig, vpinEvent } from './helpers';
import { useStoreServers } from './support/store-servers';

// Receivers on real stores: replay protection and faults (Redis or PostgreSQL down or hung).
const servers = useStoreServers({ failFast: true });
let hungPeer: Server | undefined;
let hungPort = 0;
let run = 0;

beforeAll(async () => {
  // A peer that accepts connections and never answers: a database that hangs.
  hungPeer = createServer(() => undefined);
  await new Promise<void>((r) => hungPeer!.listen(0, '127.0.0.1', r));
  hungPort = (hungPeer.address() as { port: number }).port;
});
afterAll(() => {
  hungPeer?.close();
});

const secret = 'whsec_stores';

type Answer = { res: Response };

/** Makes `call`; its answer. */
async function answer(call: () => Promise<Response>): Promise<Answer> {
  return { res: await call() };
}

/** Makes `call` while Redis is hung (resumed after, even when the call throws). */
async function whileRedisHung(call: () => Promise<Response>): Promise<Answer> {
  servers.redis.pause();
  try {
    return await answer(call);
  } finally {
    servers.redis.resume();
  }
}

/**
 * The answer of a store that is down: 503 `store_unavailable` naming the store `name`. Only the store's deadline
 * can give it while the store is hung (a hang would meet the test's timeout), so no wall-clock bound is needed.
 */
async function expectStoreUnavailable({ res }: Answer, name: string) {
  expect(res.status).toBe(503);
  expect(await res.json()).toMatchObject({
    code: 'store_unavailable',
    message: expect.stringContaining(name),
  });
}
const stores: [string, () => ProcessedEventStore][] = [
  ['memory', () => new MemoryEventStore()],
  ['redis', () => new RedisEventStore({ client: servers.redisClient, prefix: `w${++run}:` })],
];
type Create = (o: ServiceReceiverOptions<unknown>) => { fetch(r: Request): Promise<Response> };
const receivers: [string, Create, string][] = [
  ['VX webhook', createVxWebhookReceiver as Create, JSON.stringify({ status: 'PASS', request_id: 'r-1' })],
  [
    'document callback',
    createDocumentCallbackReceiver as Create,
    JSON.stringify({ status: 'PASS', email: 'a@example.com' }),
  ],
];

describe.each(stores)('replay protection (%s store)', (_name, makeStore) => {
  it.each(receivers)(
    '%s: a signed delivery replayed under another event id, or none, is refused',
    async (_r, create, body) => {
      const handled: unknown[] = [];
      const receiver = create({ secret, store: makeStore(), handler: (p) => void handled.push(p) });
      const ts = Date.now();
      const signature = undefined; // signed by the helper from secret, timestamp and body
      const send = (eventId: string | null, timestamp = ts) =>
        receiver.fetch(signedRequest('http://r.test/', body, { secret, timestamp, eventId, signature }));
      expect((await send('e-1')).status).toBe(200);
      const replayed = await send('e-2');
      expect(replayed.status).toBe(409);
      expect(await replayed.json()).toMatchObject({ code: 'webhook_replayed' });
      expect((await send(null)).status).toBe(409);
      // The sender signs every attempt afresh: a new timestamp is a new delivery, not a replay.
      expect((await send('e-3', ts + 1_000)).status).toBe(200);
      expect(handled).toHaveLength(2);
    },
  );

  it('two copies of one signed delivery at once run the handler once; the loser gets a retryable 409', async () => {
    let calls = 0;
    // The handler holds its claim until the two other copies have their answers, however slow the machine
    // (a fixed 50 ms could end before a copy reached the store, which then answered 'done').
    let answered = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const receiver = createVxWebhookReceiver({
      secret,
      store: makeStore(),
      handler: async () => {
        calls++;
        await held;
      },
    });
    const body = JSON.stringify({ status: 'FAIL', request_id: 'r-2' });
    const ts = Date.now();
    const statuses = await Promise.all(
      ['x-1', 'x-2', null].map((eventId) =>
        receiver
          .fetch(signedRequest('http://r.test/', body, { secret, timestamp: ts, eventId }))
          .then((r) => {
            if (++answered === 2) release();
            return r.status;
          }),
      ),
    );
    expect(statuses.sort()).toEqual([200, 409, 409]);
    expect(calls).toBe(1);
  });
});

describe('faults: the receivers never run a handler without dedupe', () => {
  it.each([
    // ping: answered once Redis has worked through what queued on that connection while it hung
    ['node-redis', () => servers.redisClient, () => servers.redisClient.ping()],
    ['ioredis', () => servers.ioredisClient, () => servers.ioredisClient.ping()],
  ] as const)(
    'Redis hung (%s): a retryable 503 naming the store within the deadline, handler not run; then the retry runs it once',
    async (_client, client, ping) => {
      let calls = 0;
      const receiver = createVxWebhookReceiver({
        secret,
        store: new RedisEventStore({ client: client(), prefix: `f${++run}:`, timeoutMs: 300 }),
        handler: () => void calls++,
      });
      const body = JSON.stringify({ status: 'PASS', request_id: 'r-3' });
      const deliver = () =>
        receiver.fetch(
          signedRequest('http://r.test/', body, { secret, timestamp: Date.now(), eventId: 'evt-f' }),
        );
      const hung = await whileRedisHung(deliver);
      expect(hung.res.headers.get('retry-after')).toBe('5');
      await expectStoreUnavailable(hung, 'redis event store');
      expect(calls).toBe(0);
      await ping();
      expect((await deliver()).status).toBe(200);
      expect((await deliver()).status).toBe(200); // redelivered: a duplicate
      expect(calls).toBe(1);
    },
  );

  it('PostgreSQL refused or hung: the V-PIN delivery gets a retryable 503, nothing applied, no handler run', async () => {
    for (const port of [1, hungPort]) {
      const down = new pg.Pool({ host: '127.0.0.1', port, user: 'postgres', connectionTimeoutMillis: 5_000 });
      down.on('error', () => undefined);
      let merged = 0;
      const receiver = createVpinWebhookReceiver({
        secret,
        store: new MemoryEventStore(),
        mapping: new VpinMapping({ store: new PostgresVpinMappingStore({ pool: down, timeoutMs: 300 }) }),
        handlers: { merged: () => void merged++ },
      });
      const raw = vpinEvent('evt-pg', 'vpin.merged', {
        canonical_vpin: 'VP-C',
        superseded: [{ vpin: 'VP-A' }],
        effective_at: '2026-01-01T00:00:00.000Z',
        reason: { code: 'HUMAN_REVIEW', summary: 'same person' },
        actions: {},
      });
      const delivered = await answer(() =>
        receiver.fetch(
          signedRequest('http://r.test/', raw, { secret, timestamp: Date.now(), eventId: 'evt-pg' }),
        ),
      );
      await expectStoreUnavailable(delivered, 'postgres vpin mapping');
      expect(merged).toBe(0);
      // The claim was released: with PostgreSQL back, the sender's retry applies it.
      const healthy = createVpinWebhookReceiver({
        secret,
        mapping: new VpinMapping({ store: new PostgresVpinMappingStore({ pool: servers.pool }) }),
        handlers: { merged: () => void merged++ },
      });
      expect(
        (
          await healthy.fetch(
            signedRequest('http://r.test/', raw, { secret, timestamp: Date.now(), eventId: 'evt-pg' }),
          )
        ).status,
      ).toBe(200);
      expect(merged).toBe(1);
      await servers.pool.query('TRUNCATE veriframe_vpin_records, veriframe_vpin_events');
      void down.end().catch(() => undefined);
    }
  });

  it('proxy routes: Redis rate limit hung → 503 store_unavailable naming the store, fast (the limit fails closed)', async () => {
    const proxy = createProxy({
      rateLimit: {
        max: 100,
        // A Request made here has no socket address: the client is named, or the limit refuses it (500).
        key: () => 'test-client',
        store: new RedisRateLimitStore({ client: servers.redisClient, prefix: `p${++run}:`, timeoutMs: 300 }),
      },
    });
    const call = () =>
      proxy.fetch(
        new Request('http://p.test/api/veriframe/document/status', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'x' }),
        }),
      );
    // With Redis up the limiter answers and the route runs (here: 400 for the invalid email).
    expect((await call()).status).toBe(400);
    await expectStoreUnavailable(await whileRedisHung(call), 'redis rate-limit store');
  });

  it('proxy routes: Redis token store hung → 503 store_unavailable naming it, no call to the service', async () => {
    const config = unreachableServiceConfig();
    let serviceCalls = 0;
    const clients = createClients(config, {
      tokenStore: new RedisTokenStore({ client: servers.redisClient, prefix: `k${++run}:`, timeoutMs: 300 }),
      fetch: () => {
        serviceCalls++;
        return Promise.reject(new Error('the service must not be called'));
      },
    });
    const proxy = createProxy({ config, clients, rateLimit: false });
    const hung = await whileRedisHung(() =>
      proxy.fetch(
        new Request('http://p.test/api/veriframe/vx/sessions', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ age: '21+' }),
        }),
      ),
    );
    await expectStoreUnavailable(hung, 'redis token store');
    expect(serviceCalls).toBe(0);
  });
});

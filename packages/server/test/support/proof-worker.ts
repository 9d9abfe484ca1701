// One proxy instance of the multi-process proof (test/multi-process.test.ts): the proxy's routes plus the three
// receivers on the shared Redis and PostgreSQL stores. Every handler side effect is a counted row in
// PostgreSQL, so the test can see anything that ran twice. Started with tsx; prints `ready <port>`.
import pg from 'pg';
import { createClient } from 'redis';
import { createClients } from '../../src/clients/index';
import { sandboxConfig } from '../../src/config';
import { serveNode } from '../../src/node';
import { PostgresVpinMappingStore } from '../../src/postgres';
import { createProxy } from '../../src/proxy/create-proxy';
import { RedisEventStore, RedisOwnershipStore, RedisTokenStore } from '../../src/redis';
import { MemoryEventStore } from '../../src/stores/event-store';
import {
  createDocumentCallbackReceiver,
  createVxWebhookReceiver,
} from '../../src/webhooks/service-receivers';
import { VpinMapping } from '../../src/webhooks/vpin-mapping';
import { createVpinWebhookReceiver } from '../../src/webhooks/vpin-receiver';

const env = process.env as Record<string, string>;
const secret = env.PROOF_SECRET!;
const redis = createClient({ url: env.PROOF_REDIS_URL });
redis.on('error', () => undefined);
await redis.connect();
const pool = new pg.Pool({ connectionString: env.PROOF_PG_URL, max: 8 });
pool.on('error', () => undefined);

const config = sandboxConfig(JSON.parse(env.PROOF_SANDBOX_URLS!));
let tokenRequests = 0;
const clients = createClients(config, {
  tokenStore: new RedisTokenStore({ client: redis }),
  fetch: (url, init) => {
    if (String(url).endsWith('/oauth/token')) tokenRequests++;
    return fetch(url, init);
  },
});
// One ownership store for the instances: a session created through one is its owner's on every one.
const ownership = { store: new RedisOwnershipStore({ client: redis }) };
const proxy = createProxy({ config, clients, rateLimit: false, ownership });

// PROOF_EVENT_STORE=memory shows what the proof catches: per-process dedupe lets duplicates run twice.
const store =
  env.PROOF_EVENT_STORE === 'memory' ? new MemoryEventStore() : new RedisEventStore({ client: redis });
// A short lease so the deliveries a SIGKILLed instance held are retried within the test.
const leaseMs = 2_000;
// The handler as the README asks handlers to be: idempotent on the event id. Its side effect commits in one
// transaction with an inbox row keyed by the event, so a redelivery after a crash between the side effect and
// the store's done mark (this test SIGKILLs an instance; the lease then expires) finds the row and does
// nothing. `proof_runs` counts every run, outside that transaction: the test bounds how often the event
// store let a handler run again (only deliveries in flight on the killed instance may).
const effect = async (key: string) => {
  await pool.query(
    'INSERT INTO proof_runs (key, n) VALUES ($1, 1) ON CONFLICT (key) DO UPDATE SET n = proof_runs.n + 1',
    [key],
  );
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const fresh = await client.query('INSERT INTO proof_inbox (key) VALUES ($1) ON CONFLICT DO NOTHING', [
      key,
    ]);
    if (fresh.rowCount === 1)
      await client.query(
        'INSERT INTO proof_effects (key, n) VALUES ($1, 1) ON CONFLICT (key) DO UPDATE SET n = proof_effects.n + 1',
        [key],
      );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
};
const vx = createVxWebhookReceiver({ secret, store, leaseMs, handler: (_p, m) => effect(`vx:${m.eventId}`) });
const documents = createDocumentCallbackReceiver({
  secret,
  store,
  leaseMs,
  handler: (_p, m) => effect(`document:${m.eventId}`),
});
const vpinEffect = (e: { id: string }) => effect(`vpin:${e.id}`);
const vpin = createVpinWebhookReceiver({
  secret,
  store,
  leaseMs,
  mapping: new VpinMapping({ store: new PostgresVpinMappingStore({ pool }) }),
  handlers: { merged: vpinEffect, split: vpinEffect, retired: vpinEffect },
});

const server = await serveNode(
  {
    fetch(request: Request) {
      const path = new URL(request.url).pathname;
      if (path === '/hooks/vx') return vx.fetch(request);
      if (path === '/hooks/document') return documents.fetch(request);
      if (path === '/hooks/vpin') return vpin.fetch(request);
      if (path === '/__proof/token-requests') return Response.json({ tokenRequests });
      return proxy.fetch(request);
    },
  },
  { port: Number(env.PROOF_PORT ?? 0) },
);
process.stdout.write(`ready ${server.port}\n`);

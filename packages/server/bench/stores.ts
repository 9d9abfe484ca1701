/**
 * Webhook deliveries per second, and the p99 each store adds, with the Redis and PostgreSQL stores against the
 * in-memory ones, in the same run. Real redis-server and PostgreSQL are started on loopback (as in the tests),
 * the receivers are called in process (`receiver.fetch`) so only the stores differ between the sides.
 */
import pg from 'pg';
import { createClient } from 'redis';
import { measuredOn } from '../../sandbox/bench/machine';
import { migratePostgres, PostgresVpinMappingStore } from '../src/postgres';
import { RedisEventStore } from '../src/redis';
import { MemoryEventStore, type ProcessedEventStore } from '../src/stores/event-store';
import { MemoryVpinMappingStore, type VpinMappingStore } from '../src/stores/vpin-mapping-store';
import { createVxWebhookReceiver } from '../src/webhooks/service-receivers';
import { VpinMapping } from '../src/webhooks/vpin-mapping';
import { createVpinWebhookReceiver } from '../src/webhooks/vpin-receiver';
import { sign } from '../test/helpers';
import { countingPool } from '../test/support/counting-pool';
import { startPostgres, startRedis } from '../test/support/services';

const secret = 'whsec_bench';
const perRound = 1_500;
const rounds = 3;
const concurrency = 16;

type Receiver = { fetch(request: Request): Promise<Response> };
interface Side {
  name: string;
  make: (round: number) => Receiver;
  body: (i: number, round: number) => { eventId: string; raw: string };
}

async function load(receiver: Receiver, side: Side, round: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < perRound) {
      const i = next++;
      const { eventId, raw } = side.body(i, round);
      const ts = Date.now();
      const t0 = performance.now();
      const res = await receiver.fetch(
        new Request('http://bench.test/', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-service-signature': sign(secret, ts, raw),
            'x-service-timestamp': String(ts),
            'x-service-event-id': eventId,
          },
          body: raw,
        }),
      );
      if (res.status !== 200) throw new Error(`${side.name}: delivery answered ${res.status}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: perRound / seconds, p99: latencies[Math.floor(latencies.length * 0.99)]! };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// long: the store bench's steps in the order they run and print (servers, four receivers, the report)
async function main() {
  const [redis, postgres] = await Promise.all([startRedis(), startPostgres()]);
  const client = createClient({ url: redis.url });
  await client.connect();
  const pgPool = new pg.Pool({ connectionString: postgres.url, max: concurrency });
  pgPool.on('error', () => undefined);
  const pool = countingPool(pgPool);
  try {
    await migratePostgres(pool);
    const vx = (i: number, round: number) => ({
      eventId: `vx-${round}-${i}`,
      raw: JSON.stringify({ status: 'PASS', request_id: `req-${round}-${i}` }),
    });
    const vpin = (i: number, round: number) => {
      const id = `vp-${round}-${i}`;
      const at = new Date(Date.UTC(2026, 0, 1) + round * perRound + i).toISOString();
      return {
        eventId: id,
        raw: JSON.stringify({
          id,
          type: 'vpin.merged',
          created_at: at,
          data: {
            canonical_vpin: `VP-C${i % 50}`,
            superseded: [{ vpin: `VP-${round}-${i}` }],
            effective_at: at,
            reason: { code: 'HUMAN_REVIEW', summary: 'bench' }, // reason and actions are required (spec 2.6)
            actions: {},
          },
        }),
      };
    };
    const vxSide = (name: string, store: (round: number) => ProcessedEventStore): Side => ({
      name,
      make: (round) => createVxWebhookReceiver({ secret, store: store(round), handler: () => undefined }),
      body: vx,
    });
    const vpinSide = (
      name: string,
      store: (round: number) => ProcessedEventStore,
      mapping: () => VpinMappingStore,
    ): Side => ({
      name,
      make: (round) =>
        createVpinWebhookReceiver({
          secret,
          store: store(round),
          mapping: new VpinMapping({ store: mapping() }),
        }),
      body: vpin,
    });
    const redisStore = (round: number) => new RedisEventStore({ client, prefix: `bench${round}:` });
    const pairs: [Side, Side][] = [
      [vxSide('VX, memory events', () => new MemoryEventStore()), vxSide('VX, Redis events', redisStore)],
      [
        vpinSide(
          'V-PIN, memory events + memory map',
          () => new MemoryEventStore(),
          () => new MemoryVpinMappingStore(),
        ),
        vpinSide(
          'V-PIN, Redis events + PostgreSQL map',
          redisStore,
          () => new PostgresVpinMappingStore({ pool }),
        ),
      ],
    ];
    console.log(`\n${measuredOn()}`);
    console.log(
      // A report, not a goal: about 1,000 durable V-PIN events a second is far beyond what verification needs.
      `stores bench (a report, no goal: a verification flow needs a few events a second): ${rounds} rounds x ${perRound} deliveries per side, concurrency ${concurrency}`,
    );
    for (const [memory, shared] of pairs) {
      const results = {
        memory: [] as { perSecond: number; p99: number }[],
        shared: [] as { perSecond: number; p99: number }[],
      };
      // Alternate the sides round by round, so a busy moment of the machine hits both alike.
      const roundTripsBefore = pool.roundTrips;
      for (let round = 0; round < rounds; round++) {
        results.memory.push(await load(memory.make(round), memory, round));
        results.shared.push(await load(shared.make(round), shared, round + 100));
      }
      const pgRoundTrips = (pool.roundTrips - roundTripsBefore) / (rounds * perRound);
      const rate = (r: { perSecond: number }[]) => median(r.map((x) => x.perSecond));
      const p99 = (r: { p99: number }[]) => median(r.map((x) => x.p99));
      console.log(
        `${memory.name.padEnd(38)} ${rate(results.memory).toFixed(0).padStart(6)}/s  p99 ${p99(results.memory).toFixed(2)} ms\n` +
          `${shared.name.padEnd(38)} ${rate(results.shared).toFixed(0).padStart(6)}/s  p99 ${p99(results.shared).toFixed(2)} ms\n` +
          `  shared / memory throughput: ${(rate(results.shared) / rate(results.memory)).toFixed(2)}; ` +
          `added p99: ${(p99(results.shared) - p99(results.memory)).toFixed(2)} ms ` +
          `(x${(p99(results.shared) / p99(results.memory)).toFixed(2)})` +
          (pgRoundTrips > 0 ? `; PostgreSQL round trips per delivery: ${pgRoundTrips.toFixed(2)}` : ''),
      );
    }
  } finally {
    await client.close().catch(() => undefined);
    await pgPool.end().catch(() => undefined);
    await Promise.all([redis.stop(), postgres.stop()]);
  }
}

await main();

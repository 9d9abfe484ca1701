import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type IssuedToken, TokenCache } from '../src/clients/token-cache';
import {
  migratePostgres,
  PostgresVpinMappingStore,
  postgresMigrationUrls,
  vpinMappingMigrationUrl,
} from '../src/postgres';
import { RedisEventStore, RedisRateLimitStore, RedisTokenStore } from '../src/redis';
import { MemoryEventStore, type ProcessedEventStore } from '../src/stores/event-store';
import { MemoryRateLimitStore, type RateLimitStore } from '../src/stores/rate-limit-store';
import { MemoryTokenStore, type SharedTokenStore } from '../src/stores/token-store';
import {
  MemoryVpinMappingStore,
  type VpinMappingStore,
  type VpinRecord,
} from '../src/stores/vpin-mapping-store';
import type { KnownVpinEvent } from '../src/webhooks/vpin-events';
import { VpinMapping } from '../src/webhooks/vpin-mapping';
import { countingPool } from './support/counting-pool';
import { useStoreServers } from './support/store-servers';

// The same contract runs against each store's memory implementation and its real one (redis-server and
// PostgreSQL started here on loopback, stopped after even when a test fails). The Redis stores run through
// both clients they accept, node-redis and ioredis, on the same server.
const servers = useStoreServers({ poolMax: 20 });
/** A second database that only ever ran migration 001, as a deployment that never ran 002. */
let pool001: pg.Pool;
let run = 0;

beforeAll(async () => {
  await servers.pool.query('CREATE DATABASE only_001');
  pool001 = new pg.Pool({
    connectionString: servers.postgres.url.replace(/\/postgres$/, '/only_001'),
    max: 20,
  });
  pool001.on('error', () => undefined);
  await pool001.query(await readFile(vpinMappingMigrationUrl, 'utf8'));
});
afterAll(async () => {
  await pool001?.end().catch(() => undefined);
});

// Each test gets fresh keys (a new prefix / new tables content) so the suites never see each other's data.
const prefix = () => `t${++run}:`;
const eventStores: [string, () => ProcessedEventStore][] = [
  ['memory', () => new MemoryEventStore()],
  ['redis (node-redis)', () => new RedisEventStore({ client: servers.redisClient, prefix: prefix() })],
  ['redis (ioredis)', () => new RedisEventStore({ client: servers.ioredisClient, prefix: prefix() })],
];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// A lease or window the calls inside it always fit in on a busy machine; waiting it out is then load-proof.
const shortMs = 1_000;

describe.each(eventStores)('ProcessedEventStore contract: %s', (_name, make) => {
  it('grants exactly one of many concurrent claims on a key', async () => {
    const store = make();
    const results = await Promise.all(Array.from({ length: 50 }, () => store.claim('evt', 10_000, 'me')));
    expect(results.filter((r) => r === 'claimed')).toHaveLength(1);
    expect(results.filter((r) => r === 'busy')).toHaveLength(49);
  });

  it('answers done after complete, and release never drops a done mark', async () => {
    const store = make();
    expect(await store.claim('evt', 10_000, 'me')).toBe('claimed');
    await store.complete('evt', 60_000);
    await store.release('evt', 'me');
    expect(await store.claim('evt', 10_000, 'me')).toBe('done');
  });

  it('release drops only the lease of its own owner', async () => {
    const store = make();
    expect(await store.claim('evt', 10_000, 'delivery-1')).toBe('claimed');
    await store.release('evt', 'delivery-2');
    expect(await store.claim('evt', 10_000, 'delivery-2')).toBe('busy');
    await store.release('evt', 'delivery-1');
    expect(await store.claim('evt', 10_000, 'delivery-2')).toBe('claimed');
  });

  it('frees a key on release and when its lease expires', async () => {
    const store = make();
    expect(await store.claim('a', 10_000, 'me')).toBe('claimed');
    await store.release('a', 'me');
    expect(await store.claim('a', 10_000, 'me')).toBe('claimed');
    expect(await store.claim('b', shortMs, 'me')).toBe('claimed');
    expect(await store.claim('b', shortMs, 'me')).toBe('busy');
    await sleep(shortMs + 50);
    expect(await store.claim('b', shortMs, 'me')).toBe('claimed');
  });
});

const rateStores: [string, () => RateLimitStore][] = [
  ['memory', () => new MemoryRateLimitStore()],
  ['redis (node-redis)', () => new RedisRateLimitStore({ client: servers.redisClient, prefix: prefix() })],
  ['redis (ioredis)', () => new RedisRateLimitStore({ client: servers.ioredisClient, prefix: prefix() })],
];

describe.each(rateStores)('RateLimitStore contract: %s', (_name, make) => {
  it('lets exactly max of many concurrent hits through in one window, then a new window opens', async () => {
    const store = make();
    const hits = await Promise.all(Array.from({ length: 60 }, () => store.hit('ip', 10, shortMs)));
    expect(hits.filter((h) => h.allowed)).toHaveLength(10);
    const refused = hits.find((h) => !h.allowed);
    expect(refused).toMatchObject({ remaining: 0, retryAfterSeconds: 1 });
    expect((await store.hit('other', 10, shortMs)).allowed).toBe(true);
    await sleep(shortMs + 50);
    expect((await store.hit('ip', 10, shortMs)).allowed).toBe(true);
  });
});

const tokenStores: [string, () => SharedTokenStore][] = [
  ['memory', () => new MemoryTokenStore()],
  ['redis (node-redis)', () => new RedisTokenStore({ client: servers.redisClient, prefix: prefix() })],
  ['redis (ioredis)', () => new RedisTokenStore({ client: servers.ioredisClient, prefix: prefix() })],
];

describe.each(tokenStores)('SharedTokenStore contract: %s', (_name, make) => {
  it('three caches (three instances) answering 600 concurrent callers issue one token', async () => {
    const store = make();
    let issued = 0;
    const issue = async (): Promise<IssuedToken> => {
      issued++;
      await sleep(30);
      return { value: `tok-${issued}`, expiresAt: Date.now() + 3_600_000 };
    };
    const caches = [1, 2, 3].map(() => new TokenCache({ issue, shared: { store, key: 'vx:client' } }));
    const values = await Promise.all(Array.from({ length: 600 }, (_, i) => caches[i % 3]!.get()));
    expect(issued).toBe(1);
    expect(new Set(values)).toEqual(new Set(['tok-1']));
  });

  it('a refused token is discarded for every instance, and the next get issues one new token', async () => {
    const store = make();
    let issued = 0;
    const issue = async (): Promise<IssuedToken> => ({
      value: `tok-${++issued}`,
      expiresAt: Date.now() + 3_600_000,
    });
    const [a, b] = [1, 2].map(() => new TokenCache({ issue, shared: { store, key: 'k' } }));
    expect(await a!.get()).toBe('tok-1');
    a!.invalidate('tok-1');
    // The shared discard is fire-and-forget: wait until the store has forgotten the token, not for a guess.
    await vi.waitFor(async () => expect(await store.read('k')).toBeUndefined(), {
      timeout: 5_000,
      interval: 10,
    });
    const fresh = new TokenCache({ issue, shared: { store, key: 'k' } });
    expect(await fresh.get()).toBe('tok-2');
    expect(await b!.get()).toBe('tok-2');
    expect(issued).toBe(2);
  });
});

// ---- V-PIN mapping: memory vs PostgreSQL ----

const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
const merged = (id: string, canonical: string, superseded: string[], t: number): KnownVpinEvent =>
  ({
    id,
    type: 'vpin.merged',
    created_at: at(t),
    data: {
      canonical_vpin: canonical,
      superseded: superseded.map((vpin) => ({ vpin })),
      effective_at: at(t),
    },
  }) as KnownVpinEvent;
const retired = (id: string, vpin: string, t: number): KnownVpinEvent =>
  ({ id, type: 'vpin.retired', created_at: at(t), data: { vpin, retired_at: at(t) } }) as KnownVpinEvent;

const split = (
  id: string,
  source: string,
  replacements: string[],
  t: number,
  links = [{ name: 'first_name', value: 'J***' }],
): KnownVpinEvent =>
  ({
    id,
    type: 'vpin.split',
    created_at: at(t),
    data: {
      source_vpin: source,
      replacements: replacements.map((vpin) => ({ vpin, links })),
      effective_at: at(t),
    },
  }) as KnownVpinEvent;
const mergeReverted = (id: string, mergeEventId: string, t: number): KnownVpinEvent =>
  ({
    id,
    type: 'vpin.merge.reverted',
    created_at: at(t),
    data: { merge_event_id: mergeEventId, reverted_at: at(t) },
  }) as KnownVpinEvent;

async function freshPostgresStore(preparedStatements = true, on = servers.pool): Promise<VpinMappingStore> {
  await on.query('TRUNCATE veriframe_vpin_records, veriframe_vpin_events');
  return new PostgresVpinMappingStore({ pool: on, preparedStatements });
}
const mappingStores: [string, () => Promise<VpinMappingStore>][] = [
  ['memory', async () => new MemoryVpinMappingStore()],
  ['postgres', () => freshPostgresStore()],
  ['postgres without prepared statements', () => freshPostgresStore(false)],
  ['postgres with migration 001 only', () => freshPostgresStore(true, pool001)],
];

describe.each(mappingStores)('VpinMappingStore contract: %s', (_name, make) => {
  it('loses no update when two instances apply events on the same V-PINs at once', async () => {
    const store = await make();
    // Two mapping objects on one store = two instances on one database.
    const [one, two] = [new VpinMapping({ store }), new VpinMapping({ store })];
    const vpins = Array.from({ length: 40 }, (_, i) => `VP-${i}`);
    await Promise.all(
      vpins.flatMap((vpin, i) => [
        one.apply(merged(`m-${i}`, `VP-C${i}`, [vpin], 1)),
        two.apply(retired(`r-${i}`, vpin, 2)), // newer: must win whatever the order
      ]),
    );
    for (const vpin of vpins) expect(await one.resolve(vpin)).toEqual({ status: 'retired', vpin });
  });

  it('applies an event all or nothing: a throwing hook rolls back its writes, the redelivery applies it', async () => {
    const store = await make();
    let fail = true;
    const mapping = new VpinMapping({
      store,
      onChange: () => {
        if (fail) throw new Error('app database down');
      },
    });
    const event = merged('m-1', 'VP-C', ['VP-A', 'VP-B'], 1);
    await expect(mapping.apply(event)).rejects.toThrow('app database down');
    expect(await store.get('VP-A')).toBeUndefined();
    fail = false;
    expect(await mapping.apply(event)).toHaveLength(2);
    expect(await mapping.apply(event)).toEqual([]); // applied once
    expect(await mapping.resolve('VP-B')).toEqual({ status: 'active', vpin: 'VP-C', known: true });
  });
});

describe.each(mappingStores)('VpinMappingStore transactions: %s', (_name, make) => {
  const retiredRecord = (n: number): VpinRecord => ({ state: 'retired', changedAt: n, eventId: `e${n}` });

  it('reads its own writes inside a transaction; the last write of a V-PIN wins; both commit', async () => {
    const store = await make();
    const seen = await store.transaction(
      async (tx) => {
        await tx.set('VP-A', retiredRecord(1));
        await tx.set('VP-A', retiredRecord(2));
        await tx.setEventChanges('e2', ['VP-A']);
        return [
          await tx.get('VP-A'),
          await tx.getEventChanges('e2'),
          await tx.get('VP-B'),
          await tx.getEventChanges('e9'),
        ];
      },
      ['VP-A', 'VP-B'],
    );
    expect(seen).toEqual([retiredRecord(2), ['VP-A'], undefined, undefined]);
    expect(await store.get('VP-A')).toEqual(retiredRecord(2));
    expect(await store.transaction((tx) => tx.getEventChanges('e2'), [])).toEqual(['VP-A']);
  });

  it('keeps V-PINs and link values with quotes, backslashes, braces, commas and non-ASCII intact', async () => {
    const store = await make();
    const mapping = new VpinMapping({ store });
    const odd = `VP-'q"\\{a,b} é😀`;
    const links = [{ name: 'last_name', value: `O'Br"ien\\{NULL},ß` }];
    await mapping.apply(split('s-1', odd, [`${odd}-1`, 'NULL'], 1, links));
    await mapping.apply(merged('m-1', 'VP-C', [`${odd}-1`], 2));
    expect(await mapping.resolve(odd)).toEqual({
      status: 'split',
      vpin: odd,
      replacements: [
        { vpin: `${odd}-1`, links },
        { vpin: 'NULL', links },
      ],
    });
    expect(await mapping.resolve(`${odd}-1`)).toEqual({ status: 'active', vpin: 'VP-C', known: true });
  });

  it('a merge revert (which locks the whole mapping) restores what the merge superseded, once', async () => {
    const store = await make();
    const mapping = new VpinMapping({ store });
    await mapping.apply(merged('m-1', 'VP-C', ['VP-A', 'VP-B'], 1));
    expect(await mapping.apply(mergeReverted('r-1', 'm-1', 2))).toEqual([
      { kind: 'restore', vpin: 'VP-A' },
      { kind: 'restore', vpin: 'VP-B' },
    ]);
    expect(await mapping.apply(mergeReverted('r-1', 'm-1', 2))).toEqual([]);
    expect(await mapping.apply(merged('m-1', 'VP-C', ['VP-A'], 1))).toEqual([]); // applied before
    expect(await mapping.resolve('VP-A')).toEqual({ status: 'active', vpin: 'VP-A', known: true });
  });
});

/** Applies a first event (which also asks once whether migration 002 ran), then counts a merge and its redelivery. */
async function roundTripsOfAMerge(on: pg.Pool): Promise<[number, number]> {
  await on.query('TRUNCATE veriframe_vpin_records, veriframe_vpin_events');
  const counting = countingPool(on);
  const mapping = new VpinMapping({ store: new PostgresVpinMappingStore({ pool: counting }) });
  await mapping.apply(retired('r-0', 'VP-0', 1));
  counting.roundTrips = 0;
  expect(await mapping.apply(merged('m-1', 'VP-C', ['VP-A', 'VP-B'], 1))).toHaveLength(2);
  const first = counting.roundTrips;
  counting.roundTrips = 0;
  expect(await mapping.apply(merged('m-1', 'VP-C', ['VP-A', 'VP-B'], 1))).toEqual([]); // redelivery
  return [first, counting.roundTrips];
}

describe('PostgresVpinMappingStore round trips', () => {
  it('applies a merge of two V-PINs in four round trips: begin, lock and read, write, commit', async () => {
    expect(await roundTripsOfAMerge(servers.pool)).toEqual([4, 3]); // the redelivery has nothing to write
  });

  it('takes one more (the V-PIN locks apart) where migration 002 never ran', async () => {
    expect(await roundTripsOfAMerge(pool001)).toEqual([5, 4]);
  });
});

describe('migratePostgres', () => {
  it('applies 002 on a database that had only 001, keeps its data, and runs again (also concurrently) harmlessly', async () => {
    await servers.pool.query('CREATE DATABASE upgrade_from_001');
    const old = new pg.Pool({
      connectionString: servers.postgres.url.replace(/\/postgres$/, '/upgrade_from_001'),
    });
    old.on('error', () => undefined);
    try {
      await old.query(await readFile(vpinMappingMigrationUrl, 'utf8'));
      await new VpinMapping({ store: new PostgresVpinMappingStore({ pool: old }) }).apply(
        merged('m-1', 'VP-C', ['VP-A'], 1),
      );
      const functionPresent = async () =>
        (await old.query(`SELECT to_regproc('veriframe_vpin_lock_and_read') IS NOT NULL AS present`)).rows[0]
          ?.present;
      expect(await functionPresent()).toBe(false);
      await migratePostgres(old);
      expect(await functionPresent()).toBe(true);
      await Promise.all([migratePostgres(old), migratePostgres(old), migratePostgres(old)]);
      expect(postgresMigrationUrls.map((url) => url.pathname.split('/').pop())).toEqual([
        '001_vpin_mapping.sql',
        '002_vpin_lock_and_read.sql',
      ]);
      const counting = countingPool(old);
      const mapping = new VpinMapping({ store: new PostgresVpinMappingStore({ pool: counting }) });
      expect(await mapping.resolve('VP-A')).toEqual({ status: 'active', vpin: 'VP-C', known: true });
      expect(await mapping.apply(merged('m-1', 'VP-C', ['VP-A'], 1))).toEqual([]); // still known as applied
      expect(await mapping.apply(merged('m-2', 'VP-D', ['VP-B'], 2))).toHaveLength(1);
      expect(await mapping.resolve('VP-B')).toEqual({ status: 'active', vpin: 'VP-D', known: true });
    } finally {
      await old.end();
    }
  });
});

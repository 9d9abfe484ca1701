import { type RunningSandbox, startSandbox } from '@veriframe/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClients, type VeriframeClients } from '../src/clients/index';
import { sandboxConfig } from '../src/config';
import { type NodeServer, serveNode } from '../src/node';
import type { WebhookEvent } from '../src/webhooks/receiver';
import type { KnownVpinEvent } from '../src/webhooks/vpin-events';
import { VpinMapping } from '../src/webhooks/vpin-mapping';
import { admin, caught } from './helpers';
import { proxyFor } from './proxy-helpers';

const vpinSecret = 'sandbox-vpin-webhook-secret';
let sandbox: RunningSandbox;
let clients: VeriframeClients;
let server: NodeServer;
const mapping = new VpinMapping();
let handled: KnownVpinEvent[];
let failNextHandler = false;
const webhookEvents: WebhookEvent[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
  const now = () => sandbox.context.clock.now();
  clients = createClients(sandboxConfig(sandbox.urls), { now });
  const record = (e: KnownVpinEvent) => {
    if (failNextHandler) {
      failNextHandler = false;
      throw new Error('temporary failure');
    }
    handled.push(e);
  };
  const { proxy } = proxyFor(
    sandbox,
    {},
    {
      now,
      onEvent: (e) => {
        if (e.type === 'webhook') webhookEvents.push(e);
      },
      webhooks: {
        vpin: {
          mapping,
          handlers: {
            merged: record,
            split: record,
            retired: record,
            mergeReverted: record,
            retireReverted: record,
          },
        },
      },
    },
  );
  server = await serveNode(proxy, { port: 0 });
});
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});
beforeEach(async () => {
  await admin(sandbox.adminUrl, '/reset', {});
  handled = [];
  webhookEvents.length = 0;
});

const issue = async (vpin: string) => (await admin(sandbox.adminUrl, '/vpin/issue', { vpin })).vpin as string;
const subscribe = () =>
  clients.vpin.createSubscription({
    url: `${server.url}/api/veriframe/webhooks/vpin`,
    event_types: ['vpin.merged', 'vpin.split', 'vpin.retired', 'vpin.merge.reverted', 'vpin.retire.reverted'],
    secret: vpinSecret,
    enabled: true,
  });
const trigger = (body: Record<string, unknown>) => admin(sandbox.adminUrl, '/vpin/events', body);

describe('V-PIN client (4.12, 7.7)', () => {
  it('resolves an active V-PIN to itself, a merged one to its canonical', async () => {
    const [a, c] = [await issue('VP-T-A'), await issue('VP-T-C')];
    expect(await clients.vpin.resolve(a)).toMatchObject({ input: a, canonical_vpin: a, superseded: false });
    await trigger({ type: 'vpin.merged', canonical_vpin: c, superseded: [a] });
    expect(await clients.vpin.resolve(a)).toMatchObject({ input: a, canonical_vpin: c, superseded: true });
  });

  it('types 404 as not_found with error VPIN_NOT_FOUND and 409 as split with the replacements', async () => {
    expect(await caught(clients.vpin.resolve('VP-NOPE'))).toMatchObject({
      kind: 'not_found',
      status: 404,
      error: 'VPIN_NOT_FOUND',
    });
    const s = await issue('VP-T-S');
    await trigger({ type: 'vpin.split', source_vpin: s });
    const e = await caught(clients.vpin.resolve(s));
    expect(e).toMatchObject({ kind: 'split', status: 409 });
    expect((e.body as { replacements: unknown[] }).replacements).toHaveLength(2);
  });

  it('types a wrong API token as unauthorized', async () => {
    const wrong = createClients(sandboxConfig(sandbox.urls, { VERIFRAME_VPIN_TOKEN: 'nope' }));
    expect(await caught(wrong.vpin.resolve('VP-T-A'))).toMatchObject({ kind: 'unauthorized', status: 401 });
  });

  it('creates a subscription (201), sends a :test event to the proxy receiver and :replay redelivers it once', async () => {
    const sub = await subscribe();
    expect(sub).toMatchObject({ status: 'active', event_types: expect.arrayContaining(['vpin.merged']) });
    expect(JSON.stringify(sub)).not.toContain(vpinSecret);
    const test = (await clients.vpin.testSubscription(sub.id, 'vpin.retired')) as { event_id: string };
    expect(handled.map((e) => e.type)).toEqual(['vpin.retired']);
    await clients.vpin.replayEvent(test.event_id);
    expect(handled).toHaveLength(1);
    expect(webhookEvents.map((e) => e.outcome)).toEqual(['processed', 'duplicate']);
    expect(await caught(clients.vpin.replayEvent('evt-unknown'))).toMatchObject({
      kind: 'not_found',
      status: 404,
    });
  });
});

describe('V-PIN events end to end: sandbox → proxy receiver served with serveNode', () => {
  it('applies merged, merge.reverted, split, retired and retire.reverted to the mapping', async () => {
    await subscribe();
    const [a, b, c, s, r] = (await Promise.all(
      ['VP-E-A', 'VP-E-B', 'VP-E-C', 'VP-E-S', 'VP-E-R'].map(issue),
    )) as [string, string, string, string, string];
    const merged = await trigger({ type: 'vpin.merged', canonical_vpin: c, superseded: [a, b] });
    expect(await mapping.resolve(a)).toEqual({ status: 'active', vpin: c, known: true });
    await trigger({ type: 'vpin.merge.reverted', event_id: (merged.event as { id: string }).id });
    expect(await mapping.resolve(a)).toEqual({ status: 'active', vpin: a, known: true });
    await trigger({ type: 'vpin.split', source_vpin: s });
    expect((await mapping.resolve(s)).status).toBe('split');
    await trigger({ type: 'vpin.retired', vpin: r });
    expect(await mapping.resolve(r)).toEqual({ status: 'retired', vpin: r });
    await trigger({ type: 'vpin.retire.reverted', vpin: r });
    expect((await mapping.resolve(r)).status).toBe('active');
    expect(handled.map((e) => e.type)).toEqual([
      'vpin.merged',
      'vpin.merge.reverted',
      'vpin.split',
      'vpin.retired',
      'vpin.retire.reverted',
    ]);
    const { data } = (await admin(sandbox.adminUrl, '/deliveries?kind=vpin.webhook')) as {
      data: { status: number }[];
    };
    expect(data.map((d) => d.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it('a failing handler gets a 500; the sandbox retries 1 minute later and the retry is processed', async () => {
    await subscribe();
    const v = await issue('VP-F-1');
    failNextHandler = true;
    await trigger({ type: 'vpin.retired', vpin: v });
    let log = (await admin(sandbox.adminUrl, '/deliveries?kind=vpin.webhook')) as {
      data: { status: number }[];
    };
    expect(log.data.map((d) => d.status)).toEqual([500]);
    expect(handled).toHaveLength(0);
    await admin(sandbox.adminUrl, '/clock/advance', { seconds: 60 });
    log = (await admin(sandbox.adminUrl, '/deliveries?kind=vpin.webhook')) as { data: { status: number }[] };
    expect(log.data.map((d) => d.status)).toEqual([500, 200]);
    expect(handled.map((e) => e.type)).toEqual(['vpin.retired']);
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxEnv } from '../src/config';
import { signedRequest, useSandbox, vpinEvent } from './helpers';
import { useStoreServers } from './support/store-servers';

// Two `veriframe-proxy` commands, configured only by the environment, on one Redis and one
// PostgreSQL, behave as one proxy: what one instance did, the other knows. (The 10,000-delivery proof with a
// killed instance is test/multi-process.test.ts, which builds its proxies in code.)
const root = fileURLToPath(new URL('../../../', import.meta.url));
const { sandbox } = useSandbox();
const servers = useStoreServers();
const children: ChildProcess[] = [];
let bases: [string, string] = ['', ''];

/** Starts the installed command; resolves with its ready line. */
function start(env: Record<string, string>, args: string[]): Promise<Record<string, unknown>> {
  const child = spawn(`${root}node_modules/.bin/veriframe-proxy`, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(JSON.parse(out.slice(0, out.indexOf('\n'))));
    });
    child.stderr?.on('data', (chunk) => {
      err += chunk;
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
  });
}

beforeAll(async () => {
  const env = {
    ...sandboxEnv(sandbox().urls),
    NODE_ENV: 'development',
    VERIFRAME_PROXY_PORT: '0',
    VERIFRAME_RATE_LIMIT: '5',
    VERIFRAME_REDIS_URL: servers.redis.url,
    VERIFRAME_DATABASE_URL: servers.postgres.url,
    VERIFRAME_LOG_LEVEL: 'silent',
  };
  // Both migrate at once: the advisory lock runs the files one instance at a time.
  const ready = await Promise.all([start(env, ['--migrate']), start(env, ['--migrate'])]);
  for (const line of ready) expect(line).toMatchObject({ shared_stores: { redis: true, postgres: true } });
  bases = ready.map((r) => `${r.url}${r.base_path}`) as [string, string];
}, 60_000);

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((done) => {
          child.once('exit', done);
          if (child.exitCode !== null || !child.kill('SIGTERM')) done(undefined);
        }),
    ),
  );
});

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('two veriframe-proxy commands on shared stores', () => {
  it('a session created on one is readable on the other (ownership and tokens in Redis)', async () => {
    const created = await post(bases[0], '/vx/sessions', { age: '21+' });
    expect(created.status).toBe(200);
    const { request_id } = (await created.json()) as { request_id: string };
    const read = await fetch(`${bases[1]}/vx/sessions/${request_id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ status: 'not_started' });
  });

  it('an Idempotency-Key used on one is replayed by the other', async () => {
    const headers = { 'idempotency-key': 'cli-shared-key-1' };
    const first = (await (await post(bases[0], '/vx/sessions', { age: '21+' }, headers)).json()) as object;
    const again = await post(bases[1], '/vx/sessions', { age: '21+' }, headers);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(first);
  });

  it('a webhook processed by one is a duplicate on the other, and the V-PIN map is in PostgreSQL', async () => {
    const body = JSON.stringify({ status: 'PASS', request_id: 'req_cli_shared' });
    const deliver = (base: string) =>
      fetch(
        signedRequest(`${base}/webhooks/vx`, body, {
          secret: 'sandbox-webhook-secret',
          timestamp: Date.now(),
          eventId: 'evt_cli_shared',
        }),
      );
    expect(await (await deliver(bases[0])).json()).toEqual({ received: true });
    expect(await (await deliver(bases[1])).json()).toEqual({ received: true, duplicate: true });
    const retired = vpinEvent('evt_cli_vpin', 'vpin.retired', {
      vpin: 'VP-CLI-1',
      retired_at: '2026-01-01T00:00:00.000Z',
      reason: { code: 'EXTERNAL_DATA_CONFLICT', summary: 'test' },
    });
    const vpin = await fetch(
      signedRequest(`${bases[1]}/webhooks/vpin`, retired, {
        secret: 'sandbox-vpin-webhook-secret',
        timestamp: Date.now(),
        eventId: 'evt_cli_vpin',
      }),
    );
    expect(vpin.status).toBe(200);
    const rows = await servers.pool.query('select record from veriframe_vpin_records where vpin = $1', [
      'VP-CLI-1',
    ]);
    expect(rows.rows[0]?.record).toMatchObject({ state: 'retired', eventId: 'evt_cli_vpin' });
  });

  it('counts one rate limit across both', async () => {
    await servers.redisClient.flushAll(); // the windows of the requests above
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // A body refused before any service call still counts against the general limit.
      statuses.push((await post(bases[i % 2 === 0 ? 0 : 1], '/vx/sessions', { age: 'adult' })).status);
    }
    // 5 a minute per client: the sixth, on either instance, is refused.
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
  });
});

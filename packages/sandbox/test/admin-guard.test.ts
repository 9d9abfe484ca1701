import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCliArgs, type RunningSandbox, startSandbox } from '../src/index';

// Review 39, finding 7: the admin API checked neither Host nor Origin. `Host: attacker.example:24010` on
// `GET /__sandbox/settings` answered 200 (DNS rebinding), and a cross-site `text/plain` POST to
// `/__sandbox/clock/advance` moved the clock an hour. Sent over raw HTTP: fetch cannot set Host.

let sandbox: RunningSandbox;
let port: string;
beforeAll(async () => {
  sandbox = await startSandbox({
    apiPort: 0,
    frontendPort: 0,
    admin: { origins: ['http://localhost:5173'], hosts: ['sandbox.internal'] },
  });
  port = new URL(sandbox.apiOrigin).port;
});
afterAll(() => sandbox?.close());

function send(method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: { error?: string } & Record<string, unknown> }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method, path, headers: { host: `127.0.0.1:${port}`, ...headers } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
        },
      );
      req.on('error', reject);
      req.end(body);
    },
  );
}

const clockMs = async () => (await send('GET', '/__sandbox/clock', {})).body.now_ms as number;

describe('the admin API answers only its own host and its own pages', () => {
  it('refuses a foreign Host (DNS rebinding) and another port; answers its loopback names and configured hosts', async () => {
    for (const host of [
      `attacker.example:${port}`,
      'attacker.example',
      '127.0.0.1:1',
      `127.0.0.1.nip.io:${port}`,
    ]) {
      const answer = await send('GET', '/__sandbox/settings', { host });
      expect(answer.status, host).toBe(403);
      expect(answer.body.error).toBe('forbidden_host');
    }
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `[::1]:${port}`,
      `sandbox.internal:${port}`,
    ]) {
      expect((await send('GET', '/__sandbox/settings', { host })).status, host).toBe(200);
    }
    // The prefix itself too.
    expect((await send('GET', '/__sandbox', { host: 'attacker.example' })).status).toBe(403);
  });

  it('a cross-site text/plain POST does not move the clock', async () => {
    const before = await clockMs();
    const crossSite = await send(
      'POST',
      '/__sandbox/clock/advance',
      { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
      '{"seconds":3600}',
    );
    expect(crossSite).toMatchObject({ status: 403, body: { error: 'cross_origin_request' } });
    const noOrigin = await send('POST', '/__sandbox/clock/advance', { 'sec-fetch-site': 'cross-site' }, '{}');
    expect(noOrigin.status).toBe(403);
    const plain = await send(
      'POST',
      '/__sandbox/clock/advance',
      { 'content-type': 'text/plain' },
      '{"seconds":3600}',
    );
    expect(plain).toMatchObject({ status: 415, body: { error: 'unsupported_media_type' } });
    const form = await send(
      'POST',
      '/__sandbox/clock/advance',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'seconds=3600',
    );
    expect(form.status).toBe(415);
    expect((await send('POST', '/__sandbox/clock/advance', {}, '{"seconds":3600}')).status).toBe(415);
    expect(await clockMs()).toBeLessThan(before + 3_600_000);
  });

  it('its own pages, the configured origins and clients without an Origin (curl, Node) still drive it', async () => {
    const json = { 'content-type': 'application/json' };
    const ownPage = { ...json, origin: sandbox.frontendOrigin, 'sec-fetch-site': 'same-site' };
    expect((await send('POST', '/__sandbox/clock/advance', ownPage, '{"seconds":1}')).status).toBe(200);
    const app = { ...json, origin: 'http://localhost:5173', 'sec-fetch-site': 'cross-site' };
    expect((await send('POST', '/__sandbox/clock/advance', app, '{"seconds":1}')).status).toBe(200);
    expect((await send('POST', '/__sandbox/clock/advance', json, '{"seconds":1}')).status).toBe(200);
    expect((await send('POST', '/__sandbox/reset', {})).status).toBe(200); // no body, no type
    expect((await send('PATCH', '/__sandbox/settings', { ...json, origin: 'null' }, '{}')).status).toBe(403);
    // The typed client (Node's fetch) as tests and the demo use it.
    await expect(sandbox.admin.advance(1)).resolves.toBeDefined();
  });
});

describe('veriframe-sandbox --admin-origin, --admin-host', () => {
  it('reads repeatable flags or comma-separated variables, and refuses what is not an origin', () => {
    const flags = parseCliArgs(['--admin-origin', 'http://localhost:5173', '--admin-host', 'sandbox'], {});
    expect(flags).toMatchObject({
      ok: true,
      options: { admin: { origins: ['http://localhost:5173'], hosts: ['sandbox'] } },
    });
    const env = parseCliArgs([], { SANDBOX_ADMIN_ORIGINS: 'http://a.test:1, http://b.test:2' });
    expect(env).toMatchObject({
      ok: true,
      options: { admin: { origins: ['http://a.test:1', 'http://b.test:2'], hosts: [] } },
    });
    expect(parseCliArgs(['--admin-origin', 'http://localhost:5173/app'], {})).toMatchObject({
      ok: false,
      message: expect.stringMatching(/--admin-origin: must be an origin/),
    });
  });
});

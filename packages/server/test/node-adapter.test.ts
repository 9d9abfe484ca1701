import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serveNode, toNodeListener } from '../src/node';
import { useSandbox } from './helpers';
import { proxyFor } from './proxy-helpers';

const { sandbox } = useSandbox();

describe('Node adapter', () => {
  it('serveNode listens on loopback on a free port and closes', async () => {
    const { proxy } = proxyFor(sandbox());
    const server = await serveNode(proxy, { port: 0 });
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    const res = await fetch(`${server.url}/api/veriframe/document/token`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('token');
    await server.close();
    await expect(fetch(`${server.url}/api/veriframe/document/token`, { method: 'POST' })).rejects.toThrow();
  });

  it('toNodeListener mounts the proxy in a plain node:http server (as Express would)', async () => {
    const { proxy } = proxyFor(sandbox());
    const server = createServer(toNodeListener(proxy));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      const created = await fetch(`http://127.0.0.1:${port}/api/veriframe/vx/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ age: '21+' }),
      });
      const { request_id } = (await created.json()) as { request_id: string };
      const res = await fetch(`http://127.0.0.1:${port}/api/veriframe/vx/sessions/${request_id}`);
      expect(await res.json()).toEqual({ status: 'not_started' });
      const missing = await fetch(`http://127.0.0.1:${port}/elsewhere`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ code: 'not_found' });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

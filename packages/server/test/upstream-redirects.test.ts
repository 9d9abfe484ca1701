import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FetchLike } from '../src/clients/http';
import { createClients } from '../src/clients/index';
import { sandboxConfig } from '../src/config';
import { isVeriframeApiError } from '../src/errors/service-error';
import { createNodeHttpFetch } from '../src/node';

// A service answer that redirects must not take the credentials along. `client_secret` (the
// VX token request) and the gateway `user`/`pass` travel in request bodies, which a 307 or 308 re-sends.

const opened: { close(): void }[] = [];
afterEach(() => {
  for (const item of opened.splice(0)) item.close();
});

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server: Server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  opened.push({
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A real server that answers every request with `status` to the same path on `collector`. */
async function redirectingService(status: 307 | 308) {
  const received: string[] = [];
  const collector = await listen((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push(`${req.method} ${req.url} ${body}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const service = await listen((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(status, { location: `${collector}${req.url}` }).end());
  });
  const config = sandboxConfig({
    base_url: service,
    auth_url: service,
    vx_url: service,
    vx_backend_url: service,
    reporting_url: service,
  });
  return { config, received };
}

const transports: [string, () => FetchLike | undefined][] = [
  ['the global fetch', () => undefined],
  [
    'createNodeHttpFetch',
    () => {
      const f = createNodeHttpFetch();
      opened.push(f);
      return f;
    },
  ],
];

describe.each(transports)('redirects are never followed (%s)', (_, transport) => {
  it.each([307, 308] as const)('a %i to the VX token request re-sends no client_secret', async (status) => {
    const { config, received } = await redirectingService(status);
    const fetch = transport();
    const clients = createClients(config, fetch ? { fetch } : {});
    const error = await clients.vx.createSession({ email: 'ada@example.com', age: '21+' }).catch((e) => e);
    expect(received).toEqual([]);
    expect(isVeriframeApiError(error, 'invalid_response')).toBe(true);
    expect(error).toMatchObject({ status, operation: 'vx.token' });
    expect(String(error.message)).toMatch(/redirect/);
  });

  it('a 307 to a gateway query re-sends no user/pass', async () => {
    const { config, received } = await redirectingService(307);
    const fetch = transport();
    const clients = createClients(config, fetch ? { fetch } : {});
    const error = await clients.gateway
      .query({
        service: 'AgeMatch5.0',
        target: { fn: 'A', ln: 'B', addr: '1 Main', zip: '12207', age: '21+' },
      })
      .catch((e) => e);
    expect(received).toEqual([]);
    expect(isVeriframeApiError(error, 'invalid_response')).toBe(true);
  });
});

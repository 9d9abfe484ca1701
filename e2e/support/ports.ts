import { createServer } from 'node:net';

/** True when nothing listens on 127.0.0.1:port right now. */
export function isFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** A port the OS says is free. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A free port P whose decimal extension P0 is free too: the sandbox's hosted pages go on P and an attacker on
 * P0, so `http://127.0.0.1:P0` is an origin that merely starts with the allowed `http://127.0.0.1:P`.
 */
// Ports browsers refuse to load (Chromium's and Firefox's "unsafe ports", ERR_UNSAFE_PORT) in that range: a
// frame on one never loads (seen: the hosted page on 127.0.0.1:6000).
const unsafePorts = new Set([2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566]);

export async function freePrefixPortPair(): Promise<{ port: number; extended: number }> {
  for (let i = 0; i < 200; i++) {
    const port = 2000 + Math.floor(Math.random() * 4500);
    const extended = port * 10;
    if (unsafePorts.has(port)) continue;
    if ((await isFree(port)) && (await isFree(extended))) return { port, extended };
  }
  throw new Error('no free port pair P / P0 found');
}

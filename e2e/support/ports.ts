import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** True when nothing listens on 127.0.0.1:port right now. */
export function isFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * A free port for a server another process starts: a random one of 10000-14999, below the OS's ephemeral range
 * (see `ephemeralLow`) and apart from the prefix pairs' P0 (20000 and up) and the server tests' 15000-19999.
 * A port from `listen(0)` is free only until the OS hands it to someone else, and the tests beside the e2e
 * start servers on port 0 all the time.
 */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  for (let i = 0; i < 200; i++) {
    const port = 10_000 + Math.floor(Math.random() * 5_000);
    if (port === 10_080) continue; // an unsafe port for browsers, as below
    if (await isFree(port, host)) return port;
  }
  throw new Error('no free port found in 10000-14999');
}

/**
 * The lowest port the OS hands out for `listen(0)` and outgoing connections (Linux's ip_local_port_range;
 * 32768 where it cannot be read). A port below it is taken only by a process that asks for it by number.
 */
function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 20_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

// Ports browsers refuse to load (Chromium's and Firefox's "unsafe ports", ERR_UNSAFE_PORT) in that range: a
// frame on one never loads (seen: the hosted page on 127.0.0.1:6000).
const unsafePorts = new Set([2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566]);

/**
 * A free port P whose decimal extension P0 is free too: the sandbox's hosted pages go on P and an attacker on
 * P0, so `http://127.0.0.1:P0` is an origin that merely starts with the allowed `http://127.0.0.1:P`. P0 is
 * listened on only when its test runs, minutes later, so it stays below the OS's ephemeral range: the servers
 * the other tests start on port 0 meanwhile cannot take it (one did, on a busy machine: EADDRINUSE).
 */
export async function freePrefixPortPair(): Promise<{ port: number; extended: number }> {
  const highest = Math.floor((ephemeralLow() - 1) / 10);
  for (let i = 0; i < 200; i++) {
    const port = 2000 + Math.floor(Math.random() * (highest - 2000));
    const extended = port * 10;
    if (unsafePorts.has(port)) continue;
    if ((await isFree(port)) && (await isFree(extended))) return { port, extended };
  }
  throw new Error('no free port pair P / P0 found');
}

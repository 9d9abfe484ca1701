import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** True when nothing listens on host:port right now. */
export function isFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * The lowest port the OS hands out for `listen(0)` and outgoing connections (Linux's ip_local_port_range;
 * 32768 where it cannot be read). A port below it is taken only by a process that asks for it by number.
 */
export function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 20_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * A free port of `from` .. `from + count - 1` (kept below the ephemeral range by the caller), for a server
 * another process starts: a port from `listen(0)` is free only until the OS hands it to someone else, and the
 * tests beside start servers on port 0 all the time. Ranges: the e2e 10000-14999, the server tests'
 * services 15000-19999, the e2e's prefix ports P0 20000 and up.
 */
export async function freePortIn(from: number, count: number, avoid: ReadonlySet<number> = new Set()) {
  for (let i = 0; i < 200; i++) {
    const port = from + Math.floor(Math.random() * count);
    if (!avoid.has(port) && (await isFree(port))) return port;
  }
  throw new Error(`no free port found in ${from}-${from + count - 1}`);
}

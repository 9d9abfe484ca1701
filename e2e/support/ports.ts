import { ephemeralLow, freePortIn, isFree } from '../../scripts/test-ports';

export { isFree };

// Ports browsers refuse to load (Chromium's and Firefox's "unsafe ports", ERR_UNSAFE_PORT) in the ranges used
// here: a frame on one never loads (seen: the hosted page on 127.0.0.1:6000).
const unsafePorts = new Set([2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 10080]);

/** A free port for a server another process starts (the stack, the Next app, WebKitWebDriver): 10000-14999. */
export const freePort = (): Promise<number> => freePortIn(10_000, 5_000, unsafePorts);

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

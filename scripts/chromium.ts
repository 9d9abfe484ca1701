import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the test browser is: CHROMIUM_PATH, then Debian's /usr/bin/chromium, else undefined so Playwright
 * uses its own download (`playwright install chromium`).
 */
export function chromiumExecutablePath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache) && readdirSync(cache).some((d) => d.startsWith('chromium'))) return undefined;
  return undefined;
}

/**
 * Flags for a headless Chromium on a closed network, as root. The themes under test name files on
 * `*.example.test` (a reserved name, RFC 6761, never resolvable): the browser is told so, rather than asking the
 * machine's DNS, which took 5 to 12 s to fail for each of 24 frames at once and made those stories wait on it.
 */
export const chromiumArgs = [
  '--host-resolver-rules=MAP *.example.test ~NOTFOUND',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

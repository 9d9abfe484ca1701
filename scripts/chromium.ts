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

/** Flags for a headless Chromium on a closed network, as root. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

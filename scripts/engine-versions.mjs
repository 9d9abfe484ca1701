// The versions of the browsers and services a test run used, read from the binaries the tests start, for the
// summary's "Versions:" line (scripts/summarize-tests.mjs): a failure in one engine reads differently when the
// reader knows it was Firefox ESR 140 and not 150. Where each binary is found follows the tests themselves:
// - Chromium: scripts/chromium.ts (CHROMIUM_PATH, /usr/bin/chromium, else Playwright's download);
// - Firefox: e2e/cross-engine/firefox.ts (FIREFOX_PATH, else /usr/bin/firefox-esr);
// - WebKitGTK: e2e/cross-engine/webkit.ts (MINIBROWSER_PATH, else Debian's MiniBrowser), whose Debian package
//   gives the version (MiniBrowser has no --version);
// - redis-server from PATH, and postgres as packages/server/test/support/services.ts `postgresBinary` finds it.
// A binary that is not there is "not installed"; nothing here throws.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

/** What each binary's version output looks like, and the version in it. */
export const versionPatterns = {
  chromium: /\b(?:Chromium|Google Chrome|Chrome for Testing)\s+([\d.]+)/,
  firefox: /\bFirefox\s+([\w.]+)/,
  redis: /\bv=([\d.]+)/,
  postgres: /\(PostgreSQL\)\s+([\w.]+)/,
};

/** The version in a binary's output, or null when the output does not have the expected shape. */
export function parseVersion(kind, output) {
  return versionPatterns[kind].exec(output ?? '')?.[1] ?? null;
}

/**
 * One line naming each engine and service with its version.
 * @param {{ label: string, version?: string | null, installed: boolean, note?: string }[]} entries
 * @example formatVersions([{ label: 'Redis', installed: false }]) // "Versions: Redis not installed"
 */
export function formatVersions(entries) {
  const parts = entries.map(({ label, version, installed, note }) => {
    if (!installed) return `${label} not installed`;
    return `${label} ${version ?? 'version unreadable'}${note ? ` (${note})` : ''}`;
  });
  return `Versions: ${parts.join(', ')}`;
}

/** stdout of `file args`, or null when it cannot run; a hung binary gives up after 20 s. */
function output(file, args) {
  try {
    return execFileSync(file, args, {
      encoding: 'utf8',
      timeout: 20_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

/** `name` on PATH, as `command -v` would find it, or undefined. */
function onPath(name, env) {
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

/** An entry for a binary at `path` (undefined: not there) whose `--version` output has the version. */
function fromBinary(label, kind, path, note) {
  if (!path || !existsSync(path)) return { label, installed: false };
  return { label, installed: true, version: parseVersion(kind, output(path, ['--version'])), note };
}

function chromium(env) {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromBinary('Chromium', 'chromium', fromEnv);
  if (existsSync('/usr/bin/chromium')) return fromBinary('Chromium', 'chromium', '/usr/bin/chromium');
  const cache = env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  const builds = existsSync(cache) ? readdirSync(cache).filter((d) => d.startsWith('chromium-')) : [];
  for (const build of builds.sort().reverse()) {
    for (const dir of ['chrome-linux64', 'chrome-linux']) {
      const chrome = join(cache, build, dir, 'chrome');
      if (existsSync(chrome)) return fromBinary('Chromium', 'chromium', chrome, "Playwright's download");
    }
  }
  return { label: 'Chromium', installed: false };
}

/** The version of the Debian package that owns `path`, or null (not a package's file, or no dpkg). */
function debianPackageVersion(path) {
  const owner = output('dpkg-query', ['-S', realpathSync(path)]);
  const name = owner?.split(':')[0]?.trim();
  if (!name) return null;
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format field, not a template
  return output('dpkg-query', ['-W', '-f=${Version}', name])?.trim() || null;
}

function webkit(env) {
  const path = env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
  if (!existsSync(path)) return { label: 'WebKitGTK', installed: false };
  // Debian's version, e.g. 2.50.6-1~deb12u2: the upstream WebKitGTK release is the part before the dash.
  const version = debianPackageVersion(path)?.replace(/-[^-]*$/, '') ?? null;
  return { label: 'WebKitGTK', installed: true, version };
}

/** As packages/server/test/support/services.ts `postgresBinary('postgres')`: PATH, then the newest Debian one. */
function postgres(env, postgresRoot) {
  const found = onPath('postgres', env);
  if (found) return found;
  const versions = existsSync(postgresRoot)
    ? readdirSync(postgresRoot).sort((a, b) => Number(b) - Number(a))
    : [];
  for (const v of versions) {
    const path = join(postgresRoot, v, 'bin', 'postgres');
    if (existsSync(path)) return path;
  }
  return undefined;
}

/**
 * The entries for formatVersions, read from this machine's binaries.
 * @param {{ env?: NodeJS.ProcessEnv, postgresRoot?: string }} [options] where to look (tests point them elsewhere)
 */
export function readVersions({ env = process.env, postgresRoot = '/usr/lib/postgresql' } = {}) {
  return [
    chromium(env),
    fromBinary('Firefox', 'firefox', env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'),
    webkit(env),
    fromBinary('Redis', 'redis', onPath('redis-server', env)),
    fromBinary('PostgreSQL', 'postgres', postgres(env, postgresRoot)),
  ];
}

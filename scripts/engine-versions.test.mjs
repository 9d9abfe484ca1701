import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatVersions, parseVersion, readVersions } from './engine-versions.mjs';

/** An executable script in a new folder that prints `text`, standing in for a browser of another version. */
function printer(name, text) {
  const dir = mkdtempSync(join(tmpdir(), 'engine-versions-'));
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\necho '${text}'\n`);
  chmodSync(path, 0o755);
  return { dir, path };
}

describe('engine-versions: the summary line of browser and service versions', () => {
  it('reads the version out of what each binary prints for --version', () => {
    // As Debian 12's packages print them (the Chromium wrapper, Firefox ESR, redis-server, postgres).
    expect(parseVersion('chromium', 'Chromium 150.0.7871.100 built on Debian GNU/Linux 12 (bookworm)')).toBe(
      '150.0.7871.100',
    );
    expect(parseVersion('chromium', 'Chromium 140.0.7339.16')).toBe('140.0.7339.16');
    expect(parseVersion('firefox', 'Mozilla Firefox 140.12.0esr')).toBe('140.12.0esr');
    expect(parseVersion('firefox', 'Mozilla Firefox 150.0')).toBe('150.0');
    expect(
      parseVersion(
        'redis',
        'Redis server v=7.0.15 sha=00000000:0 malloc=jemalloc-5.3.0 bits=64 build=e08dbad3e06f3fb',
      ),
    ).toBe('7.0.15');
    expect(parseVersion('postgres', 'postgres (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)')).toBe('15.18');
    expect(parseVersion('firefox', 'Segmentation fault')).toBeNull();
    expect(parseVersion('redis', null)).toBeNull();
  });

  it('names each one with its version, "not installed" when missing, and says when a version was unreadable', () => {
    expect(
      formatVersions([
        { label: 'Chromium', installed: true, version: '140.0.7339.16', note: "Playwright's download" },
        { label: 'Firefox', installed: true, version: '140.12.0esr' },
        { label: 'WebKitGTK', installed: true, version: null },
        { label: 'Redis', installed: false },
        { label: 'PostgreSQL', installed: true, version: '15.18' },
      ]),
    ).toBe(
      "Versions: Chromium 140.0.7339.16 (Playwright's download), Firefox 140.12.0esr, WebKitGTK version unreadable, Redis not installed, PostgreSQL 15.18",
    );
  });

  it('reads the binaries the tests use (FIREFOX_PATH) and prints a missing one as "not installed"', () => {
    const firefox = printer('firefox', 'Mozilla Firefox 150.0');
    const empty = mkdtempSync(join(tmpdir(), 'engine-versions-empty-'));
    const entries = readVersions({
      env: { FIREFOX_PATH: firefox.path, MINIBROWSER_PATH: join(empty, 'MiniBrowser'), PATH: empty },
      postgresRoot: join(empty, 'postgresql'),
    });
    const byLabel = Object.fromEntries(entries.map((e) => [e.label, e]));
    expect(byLabel.Firefox).toMatchObject({ installed: true, version: '150.0' });
    for (const label of ['WebKitGTK', 'Redis', 'PostgreSQL']) expect(byLabel[label].installed).toBe(false);
    expect(formatVersions(entries)).toMatch(
      /Firefox 150\.0, WebKitGTK not installed, Redis not installed, PostgreSQL not installed$/,
    );
  });

  it('finds redis-server and postgres on PATH, as the server tests start them', () => {
    const redis = printer('redis-server', 'Redis server v=8.2.1 sha=00000000:0 malloc=libc bits=64');
    const postgres = printer('postgres', 'postgres (PostgreSQL) 17.6');
    const entries = readVersions({ env: { PATH: [redis.dir, postgres.dir].join(':') } });
    expect(entries.find((e) => e.label === 'Redis')?.version).toBe('8.2.1');
    expect(entries.find((e) => e.label === 'PostgreSQL')?.version).toBe('17.6');
  });
});

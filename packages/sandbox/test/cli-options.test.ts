import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../src/index';

describe('veriframe-sandbox flags', () => {
  it('defaults to the documented ports on loopback, without a seed', () => {
    expect(parseCliArgs([], {})).toEqual({
      ok: true,
      help: false,
      options: { apiPort: 4010, frontendPort: 4011, host: '127.0.0.1', env: {} },
    });
  });

  it('reads ports, host, seed, start and settings; flags win over the environment', () => {
    const parsed = parseCliArgs(
      [
        '--api-port',
        '0',
        '--host',
        '::1',
        '--seed',
        '42',
        '--start-at',
        '2030-02-01T00:00:00Z',
        '--settings',
        '{"manual_review":false}',
      ],
      { SANDBOX_API_PORT: '5000', SANDBOX_FRONTEND_PORT: '5001' },
    );
    expect(parsed).toMatchObject({
      ok: true,
      options: {
        apiPort: 0,
        frontendPort: 5001,
        host: '::1',
        seed: '42',
        startAt: '2030-02-01T00:00:00Z',
        settings: { manual_review: false },
      },
    });
  });

  it('reads settings from @file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vf-cli-'));
    writeFileSync(join(dir, 's.json'), '{"velocity_threshold":5}');
    expect(parseCliArgs(['--settings', `@${join(dir, 's.json')}`], {})).toMatchObject({
      ok: true,
      options: { settings: { velocity_threshold: 5 } },
    });
  });

  it.each([
    [['--api-port', '70000'], /--api-port \(SANDBOX_API_PORT\): must be a port number/],
    [['--frontend-port', 'x'], /--frontend-port \(SANDBOX_FRONTEND_PORT\): must be a port number/],
    [['--settings', '{"manual_review":"no"}'], /--settings manual_review: must be a boolean/],
    [['--settings', 'nope'], /--settings: must be a JSON object/],
    [['--settings', '@/nonexistent/x.json'], /--settings: cannot read/],
    [['--start-at', '2030-01-01T00:00:00Z'], /--start-at: needs --seed/],
    [['--seed', '1', '--start-at', 'soon'], /--start-at: must be an ISO 8601 time/],
    [['--bogus'], /Unknown option '--bogus'/],
  ])('%j is refused with a message naming the flag', (argv, message) => {
    const parsed = parseCliArgs(argv, {});
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(message);
  });

  it('--help asks for the usage', () => {
    expect(parseCliArgs(['--help'], {})).toEqual({ ok: true, help: true });
  });
});

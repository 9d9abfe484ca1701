import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { settingsPatchSchema } from './kernel/admin-schemas';
import type { SandboxSettings } from './kernel/settings';
import { checkBody } from './kernel/validate';
import { portFromEnv, type StartSandboxOptions } from './start';

/** What `veriframe-sandbox --help` prints. Every flag also has the environment variable named beside it. */
export const cliUsage = `Usage: veriframe-sandbox [options]

  --api-port <n>        API port, 0 picks a free one (SANDBOX_API_PORT, default 4010)
  --frontend-port <n>   hosted pages port, 0 picks a free one (SANDBOX_FRONTEND_PORT, default 4011)
  --host <address>      address to listen on (SANDBOX_HOST, default 127.0.0.1); loopback only unless:
  --unsafe-open-to-network  allow a non-loopback --host: anyone who reaches it can use the admin API
                        (SANDBOX_UNSAFE_OPEN_TO_NETWORK=1)
  --admin-origin <url>  a page origin that may call the admin API from a browser, repeatable
                        (SANDBOX_ADMIN_ORIGINS, comma-separated); the sandbox's own pages always may
  --admin-host <name>   another Host name the admin API answers, repeatable (SANDBOX_ADMIN_HOSTS)
  --seed <text>         deterministic ids and a frozen clock, for stable snapshots (SANDBOX_SEED)
  --start-at <iso>      where a seeded clock starts (SANDBOX_START_AT, default 2030-01-01T00:00:00Z)
  --settings <json|@file>  initial settings, e.g. '{"manual_review":false}' or @sandbox.json
  --help                this text

Prints one JSON line {"ready":true,...urls,"admin_url":...} once listening.`;

export type CliParse =
  | { ok: true; help: true }
  | { ok: true; help: false; options: StartSandboxOptions }
  | { ok: false; message: string };

function readSettings(raw: string): Partial<SandboxSettings> {
  let text = raw;
  if (raw.startsWith('@')) {
    try {
      text = readFileSync(raw.slice(1), 'utf8');
    } catch (e) {
      throw new Error(`--settings: cannot read ${raw.slice(1)} (${(e as NodeJS.ErrnoException).code ?? e})`);
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('--settings: must be a JSON object or @path-to-a-JSON-file');
  }
  const result = checkBody(settingsPatchSchema, value);
  if (!result.ok) throw new Error(result.error.map((i) => `--settings ${i.field}: ${i.rule}`).join('; '));
  return result.value;
}

/**
 * Reads the command line (flags win over the environment). Never throws and never exits: a bad flag comes back
 * as a message naming it, for the CLI to print with the usage and exit 2.
 *
 * @example
 * const parsed = parseCliArgs(['--api-port', '0', '--seed', '42'], process.env);
 */
export function parseCliArgs(argv: readonly string[], env: Record<string, string | undefined>): CliParse {
  try {
    const { values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        'api-port': { type: 'string' },
        'frontend-port': { type: 'string' },
        host: { type: 'string' },
        'unsafe-open-to-network': { type: 'boolean' },
        'admin-origin': { type: 'string', multiple: true },
        'admin-host': { type: 'string', multiple: true },
        seed: { type: 'string' },
        'start-at': { type: 'string' },
        settings: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) return { ok: true, help: true };
    const merged = {
      '--api-port (SANDBOX_API_PORT)': values['api-port'] ?? env.SANDBOX_API_PORT,
      '--frontend-port (SANDBOX_FRONTEND_PORT)': values['frontend-port'] ?? env.SANDBOX_FRONTEND_PORT,
    };
    const options: StartSandboxOptions = {
      apiPort: portFromEnv(merged, '--api-port (SANDBOX_API_PORT)', 4010),
      frontendPort: portFromEnv(merged, '--frontend-port (SANDBOX_FRONTEND_PORT)', 4011),
      host: values.host ?? env.SANDBOX_HOST ?? '127.0.0.1',
      env,
    };
    if (values['unsafe-open-to-network'] || env.SANDBOX_UNSAFE_OPEN_TO_NETWORK === '1')
      options.unsafeOpenToNetwork = true;
    const list = (flag: string[] | undefined, variable: string | undefined) =>
      (flag ?? variable?.split(',') ?? []).map((entry) => entry.trim()).filter(Boolean);
    const origins = list(values['admin-origin'], env.SANDBOX_ADMIN_ORIGINS);
    for (const origin of origins) {
      if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
        return {
          ok: false,
          message: `--admin-origin: must be an origin like http://localhost:5173, got ${JSON.stringify(origin)}`,
        };
      }
    }
    const hosts = list(values['admin-host'], env.SANDBOX_ADMIN_HOSTS);
    if (origins.length > 0 || hosts.length > 0) options.admin = { origins, hosts };
    const seed = values.seed ?? env.SANDBOX_SEED;
    if (seed !== undefined && seed !== '') options.seed = seed;
    const startAt = values['start-at'] ?? env.SANDBOX_START_AT;
    if (startAt !== undefined && startAt !== '') {
      if (!Number.isFinite(Date.parse(startAt))) {
        return { ok: false, message: `--start-at: must be an ISO 8601 time, got ${JSON.stringify(startAt)}` };
      }
      if (options.seed === undefined)
        return { ok: false, message: '--start-at: needs --seed (only a seeded clock is frozen)' };
      options.startAt = startAt;
    }
    if (values.settings !== undefined) options.settings = readSettings(values.settings);
    return { ok: true, help: false, options };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

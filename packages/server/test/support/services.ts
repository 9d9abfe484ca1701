import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePortIn } from '../../../../scripts/test-ports';

/** A real server started for a test file: where it listens and how to stop it (idempotent). */
export interface RunningService {
  port: number;
  url: string;
  /** SIGSTOP / SIGCONT: a server that accepts nothing and answers nothing, as a hung or very slow one. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

// A test process that dies without its afterAll still takes its servers down.
const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});
function track(child: ChildProcess) {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return {
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
  };
}

/** A free port for a server another process starts (redis-server, postgres, a proxy worker): 15000-19999. */
export const freePort = (): Promise<number> => freePortIn(15_000, 5_000);

/** A PostgreSQL binary from PATH, else from Debian's /usr/lib/postgresql/<version>/bin (newest first). */
export function postgresBinary(name: 'initdb' | 'pg_ctl' | 'postgres'): string {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || name;
  } catch {
    const root = '/usr/lib/postgresql';
    const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
    for (const v of versions) if (existsSync(join(root, v, 'bin', name))) return join(root, v, 'bin', name);
    throw new Error(`${name} not found: run scripts/ensure-services.sh`);
  }
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 45_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not start within ${timeoutMs} ms`);
}

/** Asks a server to stop with `signal` (SIGKILL after 5 s) and waits until it has exited. */
function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill(signal);
  });
}

/** The handle of a started server; `stop` resumes it if paused, stops it with `signal`, removes its directory. */
function service(
  child: ChildProcess,
  controls: Pick<RunningService, 'pause' | 'resume'>,
  port: number,
  url: string,
  dir: string,
  signal: NodeJS.Signals,
): RunningService {
  return {
    port,
    url,
    ...controls,
    async stop() {
      controls.resume();
      await stopProcess(child, signal);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `redis-server` on 127.0.0.1, a free port, no persistence, in a temporary directory. */
export async function startRedis(): Promise<RunningService> {
  const dir = mkdtempSync(join(tmpdir(), 'veriframe-redis-'));
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const controls = track(child);
  const url = `redis://127.0.0.1:${port}`;
  const { createClient } = await import('redis');
  await waitFor(async () => {
    const probe = createClient({ url, socket: { reconnectStrategy: false } });
    probe.on('error', () => undefined);
    await probe.connect();
    await probe.ping();
    await probe.close();
    return true;
  }, 'redis-server');
  return service(child, controls, port, url, dir, 'SIGTERM');
}

/**
 * PostgreSQL refuses to run as root: as root (containers, CI), run it as the `postgres` user (Debian's packages
 * create it) or `nobody`, through setpriv, which execs in place so signals reach the server itself.
 */
function asPostgresUser(command: string, args: string[], dir: string): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  let user = 'nobody';
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
    user = 'postgres';
  } catch {
    // no postgres user: nobody will do
  }
  execFileSync('chown', ['-R', `${user}:`, dir]);
  return ['setpriv', ['--reuid', user, '--regid', user, '--clear-groups', command, ...args]];
}

/** A throwaway PostgreSQL cluster (initdb) on 127.0.0.1, a free port, trust auth, socket in its own directory. */
export async function startPostgres(): Promise<RunningService> {
  const dir = mkdtempSync(join(tmpdir(), 'veriframe-pg-'));
  const data = join(dir, 'data');
  const [initdb, initArgs] = asPostgresUser(
    postgresBinary('initdb'),
    ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync'],
    dir,
  );
  execFileSync(initdb, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const [server, serverArgs] = asPostgresUser(
    postgresBinary('postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      '-k',
      dir,
      '-c',
      'fsync=off',
      '-c',
      'max_connections=200',
    ],
    dir,
  );
  const child = spawn(server, serverArgs, { stdio: 'ignore' });
  const controls = track(child);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pg = await import('pg');
  await waitFor(async () => {
    const client = new pg.default.Client({ connectionString: url });
    await client.connect();
    await client.end();
    return true;
  }, 'postgres');
  return service(child, controls, port, url, dir, 'SIGINT'); // SIGINT: PostgreSQL's "fast" shutdown
}

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from '../support/ports';

/**
 * The Next app as scripts/test-examples.sh left it: built by following docs/guide/nextjs.md into .guide-app/
 * (scripts/follow-nextjs-guide.mjs; packed packages installed, `next build` done), served again for the other
 * engines: its packed sandbox on the frontend port the build inlined, then `next start`.
 */
export const nextAppDir = fileURLToPath(new URL('../../.guide-app/', import.meta.url));
const buildInfo = join(nextAppDir, '.next/veriframe-build.json');

/** Whether the examples step built the Next example (it writes the frontend origin it inlined). */
export const nextAppBuilt = () => existsSync(buildInfo);

export interface RunningNextApp {
  url: string;
  frontend: string;
  stop(): void;
}

/** Spawns `command` in a process group of its own; resolves with its output's first match of `ready`. */
function start(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  children: ChildProcess[],
) {
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: nextAppDir,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${command}: not ready in 60 s\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}) before it was ready\n${output}`));
    });
  });
}

export async function startNextApp(): Promise<RunningNextApp> {
  const { frontend } = JSON.parse(readFileSync(buildInfo, 'utf8')) as { frontend: string };
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) {
      try {
        process.kill(-(child.pid as number), 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  try {
    const env = { ...process.env };
    for (const name of Object.keys(env)) if (name.startsWith('VERIFRAME_')) delete env[name];
    // The e2e's own `--conditions=@veriframe/development` would point the packed packages at their sources.
    delete env.NODE_OPTIONS;
    const [line] = await start(
      join(nextAppDir, 'node_modules/.bin/veriframe-sandbox'),
      [],
      { ...env, SANDBOX_API_PORT: '0', SANDBOX_FRONTEND_PORT: new URL(frontend).port },
      /^\{"ready":true.*\}$/m,
      children,
    );
    // The packed server's sandboxEnv, read in a child without the development condition.
    const serverEntry = pathToFileURL(join(nextAppDir, 'node_modules/@veriframe/server/dist/index.js')).href;
    const proxyEnv = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { sandboxEnv } from '${serverEntry}'; console.log(JSON.stringify(sandboxEnv(JSON.parse(process.argv[1]))));`,
          line,
        ],
        { env, encoding: 'utf8' },
      ),
    ) as Record<string, string>;
    const port = await freePort();
    await start(
      join(nextAppDir, 'node_modules/.bin/next'),
      ['start', '-H', '127.0.0.1', '-p', String(port)],
      {
        ...env,
        ...proxyEnv,
        NEXT_TELEMETRY_DISABLED: '1',
        SESSION_SECRET: randomBytes(32).toString('base64'),
      },
      /Ready in/,
      children,
    );
    return { url: `http://127.0.0.1:${port}`, frontend, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

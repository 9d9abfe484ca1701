import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  envWithoutVeriframe,
  freePort,
  proxyEnv,
  run,
  start,
  startSandbox,
  stopAll,
} from '../../support/stack.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => join(appDir, 'node_modules/.bin', name);

/**
 * Vite 8.4 refuses a second `vite preview` of one project (its `vite:command-lock`) unless given
 * `--bypass-lock`, an option older Vites do not have: the two previews here serve two builds
 * (`dist`, `dist-unconfigured`) on purpose, so the flag goes in when the installed Vite has it.
 */
function previewLockFlags(): string[] {
  const { version } = JSON.parse(readFileSync(join(appDir, 'node_modules/vite/package.json'), 'utf8'));
  const [major, minor] = String(version).split('.').map(Number);
  return major > 8 || (major === 8 && minor >= 4) ? ['--bypass-lock'] : [];
}

export default async function globalSetup() {
  try {
    const sandbox = await startSandbox(appDir);
    // The example's own proxy server (server.mjs: the packed proxy with its `identify`).
    const { match } = await start(process.execPath, ['server.mjs'], {
      cwd: appDir,
      env: {
        ...envWithoutVeriframe(),
        ...(await proxyEnv(appDir, sandbox)),
        VERIFRAME_PROXY_PORT: '0',
        VISITOR_SECRET: randomBytes(32).toString('base64'),
      },
      ready: /^\{"ready":true.*\}$/m,
    });
    const proxy = JSON.parse(match[0]) as { url: string };
    // Only the public frontend origin goes into the browser bundle.
    run(bin('vite'), ['build', '--logLevel', 'warn'], {
      cwd: appDir,
      env: envWithoutVeriframe({ VITE_VERIFRAME_FRONTEND_URL: sandbox.vx_frontend_url }),
    });
    // The same app built without any public variable: a production build has no sandbox default to fall back on.
    run(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', 'dist-unconfigured'], {
      cwd: appDir,
      env: envWithoutVeriframe(),
    });
    const preview = async (outDir: string) => {
      const port = await freePort();
      await start(
        bin('vite'),
        [
          'preview',
          ...previewLockFlags(),
          ...['--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir],
        ],
        {
          cwd: appDir,
          // The preview's CSP frames the sandbox's hosted origin (vite.config.ts).
          env: envWithoutVeriframe({
            PROXY_TARGET: proxy.url,
            VITE_VERIFRAME_FRONTEND_URL: sandbox.vx_frontend_url,
          }),
          ready: /Local:/,
        },
      );
      return `http://127.0.0.1:${port}`;
    };
    process.env.EXAMPLE_URL = await preview('dist');
    process.env.UNCONFIGURED_EXAMPLE_URL = await preview('dist-unconfigured');
    process.env.SANDBOX_FRONTEND_URL = sandbox.vx_frontend_url;
  } catch (error) {
    stopAll();
    throw error;
  }
  return stopAll;
}

import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  envWithoutVeriframe,
  freePort,
  proxyEnv,
  run,
  setCallbackUrl,
  start,
  startSandbox,
  stopAll,
} from '../../support/stack.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export default async function globalSetup() {
  try {
    const sandbox = await startSandbox(appDir);
    const next = join(appDir, 'node_modules/.bin/next');
    const publicEnv = {
      NEXT_PUBLIC_VERIFRAME_FRONTEND_URL: sandbox.vx_frontend_url,
      NEXT_TELEMETRY_DISABLED: '1',
    };
    // The public frontend origin is inlined at build time; no server variable (no secret) is set for the build.
    run(next, ['build'], { cwd: appDir, env: envWithoutVeriframe(publicEnv) });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const serverEnv = {
      ...envWithoutVeriframe(publicEnv),
      ...(await proxyEnv(appDir, sandbox)),
      // The service posts each session's signed result here (VX webhook, 6.1).
      VERIFRAME_PUBLIC_WEBHOOK_URL: `${url}/api/veriframe/webhooks/vx`,
      SESSION_SECRET: randomBytes(32).toString('base64'),
    };
    await start(next, ['start', '-H', '127.0.0.1', '-p', String(port)], {
      cwd: appDir,
      env: serverEnv,
      ready: /Ready in/,
    });
    await setCallbackUrl(sandbox, `${url}/api/veriframe/webhooks/document`);
    process.env.EXAMPLE_URL = url;
    process.env.SANDBOX_FRONTEND_URL = sandbox.vx_frontend_url;
    process.env.SANDBOX_ADMIN_URL = sandbox.admin_url;
    process.env.EXAMPLE_DIR = appDir;
    process.env.EXAMPLE_SERVER_ENV = JSON.stringify(serverEnv);
  } catch (error) {
    stopAll();
    throw error;
  }
  return stopAll;
}

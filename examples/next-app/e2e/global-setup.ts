import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
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
  // scripts/follow-nextjs-guide.mjs built and started the app by following the guide: test that one.
  if (process.env.EXAMPLE_URL) return;
  try {
    const sandbox = await startSandbox(appDir);
    // The public frontend origin is inlined at build time; no server variable (no secret) is set for the build.
    run(join(appDir, 'node_modules/.bin/next'), ['build'], {
      cwd: appDir,
      env: envWithoutVeriframe({
        NEXT_PUBLIC_VERIFRAME_FRONTEND_URL: sandbox.vx_frontend_url,
        NEXT_TELEMETRY_DISABLED: '1',
      }),
    });
    // What the build inlined, for the cross-engine e2e that serves this build again (e2e/cross-engine/next-app.ts).
    writeFileSync(
      join(appDir, '.next/veriframe-build.json'),
      JSON.stringify({ frontend: sandbox.vx_frontend_url }),
    );
    const port = await freePort();
    await start(join(appDir, 'node_modules/.bin/next'), ['start', '-H', '127.0.0.1', '-p', String(port)], {
      cwd: appDir,
      env: {
        ...envWithoutVeriframe({ NEXT_TELEMETRY_DISABLED: '1' }),
        ...(await proxyEnv(appDir, sandbox)),
        // Seals the sign-in cookie (lib/session.ts): server-only, like the VERIFRAME_* secrets.
        SESSION_SECRET: randomBytes(32).toString('base64'),
      },
      ready: /Ready in/,
    });
    const url = `http://127.0.0.1:${port}`;
    await setCallbackUrl(sandbox, `${url}/api/veriframe/webhooks/document`);
    process.env.EXAMPLE_URL = url;
    process.env.SANDBOX_FRONTEND_URL = sandbox.vx_frontend_url;
    process.env.SANDBOX_ADMIN_URL = sandbox.admin_url;
  } catch (error) {
    stopAll();
    throw error;
  }
  return stopAll;
}

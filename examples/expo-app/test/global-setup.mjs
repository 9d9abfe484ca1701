// Starts `node server.mjs --sandbox` (the proxy and the packed sandbox, free ports on 127.0.0.1) and hands its
// URLs to the tests through the environment, as EXPO_PUBLIC_* variables the app reads.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export default async function globalSetup() {
  const env = {
    ...process.env,
    VERIFRAME_PROXY_PORT: '0',
    SANDBOX_API_PORT: '0',
    SANDBOX_FRONTEND_PORT: '0',
  };
  const child = spawn(process.execPath, ['server.mjs', '--sandbox'], {
    cwd: appDir,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  globalThis.exampleServer = child;
  const ready = await new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) =>
      reject(new Error(`server.mjs exited with ${code} before it was ready\n${output}`)),
    );
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((l) => l.startsWith('{"ready":true'));
      if (line) resolve(JSON.parse(line));
    });
  });
  process.env.EXPO_PUBLIC_VERIFRAME_PROXY_URL = ready.proxyUrl;
  process.env.EXPO_PUBLIC_VERIFRAME_HOSTED_ORIGIN = ready.hostedOrigin;
  process.env.EXAMPLE_SANDBOX_ADMIN_URL = ready.adminUrl;
}

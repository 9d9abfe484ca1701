// Starts test/services.ts (the sandbox, a token issuer and the proxy) once for the run and hands their
// addresses to the tests through VERIFRAME_RN_SERVICES. It stops when its standard input closes.
const { spawn } = require('node:child_process');
const path = require('node:path');
const readline = require('node:readline');

module.exports = async () => {
  const root = path.resolve(__dirname, '..');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@veriframe/development', 'test/services.ts'],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'test' } },
  );
  globalThis.__veriframeServices = child;
  const line = await new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`test/services.ts exited with ${code} before starting`)));
  });
  process.env.VERIFRAME_RN_SERVICES = line;
};

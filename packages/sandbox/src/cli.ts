#!/usr/bin/env node
import { startSandbox } from './start';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`${name}: must be a port number from 0 to 65535, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return value;
}

const sandbox = await startSandbox({
  apiPort: port('SANDBOX_API_PORT', 4010),
  frontendPort: port('SANDBOX_FRONTEND_PORT', 4011),
  env: process.env,
}).catch((e: unknown) => {
  console.error(`sandbox failed to start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});

// One JSON line that tools wait for (a contract: keep it first and keep its keys).
console.log(JSON.stringify({ ready: true, ...sandbox.urls, admin_url: sandbox.adminUrl }));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}

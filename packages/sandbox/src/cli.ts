#!/usr/bin/env node
import { portFromEnv, startSandbox } from './start';

function port(name: string, fallback: number): number {
  try {
    return portFromEnv(process.env, name, fallback);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
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

import { portFromEnv } from '@veriframe/sandbox';
import { startDemoStack } from './stack';

/** `pnpm demo`: sandbox, proxy, event stream and Vite together. Ports from DEMO_* variables. */
function port(name: string, fallback: number): number {
  try {
    return portFromEnv(process.env, name, fallback);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
}

const mode = process.env.DEMO_MODE === 'preview' ? 'preview' : 'dev';
const stack = await startDemoStack({
  sandboxApiPort: port('DEMO_SANDBOX_API_PORT', 4010),
  sandboxFrontendPort: port('DEMO_SANDBOX_FRONTEND_PORT', 4011),
  proxyPort: port('DEMO_PROXY_PORT', 8787),
  webPort: port('DEMO_PORT', 5173),
  mode,
  ...(process.env.DEMO_OUT_DIR ? { outDir: process.env.DEMO_OUT_DIR } : {}),
}).catch((e: unknown) => {
  console.error(`The demo failed to start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});

// For tools (the e2e setup waits for it): one JSON line first, only when asked; a person gets the box alone.
if (process.env.DEMO_READY_JSON === '1') {
  console.log(
    JSON.stringify({
      demo_ready: true,
      url: stack.url,
      proxy_url: stack.proxyUrl,
      sandbox_api: stack.sandbox.apiOrigin,
      sandbox_frontend: stack.sandbox.frontendOrigin,
      admin_url: stack.sandbox.adminUrl,
    }),
  );
}
console.log(`
  Veriframe demo is running (${mode === 'dev' ? 'Vite dev server' : 'production build'}):

    Open  ${stack.url}/

    Proxy     ${stack.proxyUrl}/api/veriframe  (holds the credentials)
    Sandbox   ${stack.sandbox.apiOrigin}  (admin: ${stack.sandbox.adminUrl})
    Hosted    ${stack.sandbox.frontendOrigin}

  Press Ctrl-C to stop everything.
`);

// The demo owns its shutdown. Vite's dev server adds its own SIGTERM handler that exits 143 as soon as Vite
// has closed, before the sandbox and proxy have; and pnpm forwards one Ctrl-C to every layer it wraps, so the
// same stop arrives two or three times within milliseconds, the last as SIGTERM.
process.removeAllListeners('SIGTERM');
const duplicateWindowMs = 2_000;
let stopRequestedAt: number | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopRequestedAt === undefined) {
      stopRequestedAt = Date.now();
      void stack.close().then(() => process.exit(0));
    } else if (Date.now() - stopRequestedAt > duplicateWindowMs) {
      process.exit(130); // a second Ctrl-C from the person: stop without waiting
    }
  });
}

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

// One JSON line for tools (the e2e setup waits for it), then the human version.
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
console.log(`
  Veriframe demo is running (${mode === 'dev' ? 'Vite dev server' : 'production build'}):

    Open  ${stack.url}/

    Proxy     ${stack.proxyUrl}/api/veriframe  (holds the credentials)
    Sandbox   ${stack.sandbox.apiOrigin}  (admin: ${stack.sandbox.adminUrl})
    Hosted    ${stack.sandbox.frontendOrigin}

  Press Ctrl-C to stop everything.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    void stack.close().then(() => process.exit(0));
  });
}

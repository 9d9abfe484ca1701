// The files `veriframe init` writes: the short path of docs/guide/nextjs.md (examples/next-minimal holds the
// same Next files, with its own sign-in in `identify`) and its Vite counterpart.

/** A file to write, relative to the app's root (or its `src/` for the Next app directory there). */
export interface TemplateFile {
  path: string;
  text: string;
}

const identifyTodo = `  // Your sign-in: return { id } of the signed-in person, or null (401). Until you do, nobody gets through.
  identify: (request) => {
    void request.headers.get('cookie'); // TODO: read your session cookie here
    return null;
  },`;

/** `proxy.ts` of a Next.js 16 app: the kit's routes and the pages' CSP. */
export const nextProxy = `import { veriframeProxy } from '@veriframe/server/next';
import { NextResponse } from 'next/server';

// The server side of verification: the kit's routes under /api/veriframe (who is asking, who owns which
// verification, the service's signed webhook deliveries) and a strict nonce CSP on every page.
export const proxy = veriframeProxy({
  NextResponse,
${identifyTodo}
  // The service's final word, signed: mark the person verified in your database here.
  webhooks: {
    vx: { handler: (payload) => console.log('verification', payload.request_id, payload.status) },
  },
});
`;

/** `instrumentation.ts` of a Next.js app: the startup check. */
export const nextInstrumentation = `// At startup, not on the first verification: a missing or malformed VERIFRAME_* variable stops the server.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('@veriframe/server/next')).startupCheck();
}
`;

/** The verification page, a client component (Next: `app/verify/page.tsx`; Vite: `src/Verify.tsx`). */
export function verifyPage(framework: 'next' | 'vite'): string {
  const env =
    framework === 'next'
      ? `configFromEnv({
  NEXT_PUBLIC_VERIFRAME_FRONTEND_URL: process.env.NEXT_PUBLIC_VERIFRAME_FRONTEND_URL,
})`
      : 'configFromEnv(import.meta.env)';
  const name = framework === 'next' ? 'export default function VerifyPage' : 'export function VerifyPage';
  return `${framework === 'next' ? "'use client';\n\n" : ''}import '@veriframe/react/styles.css';
import {
  configFromEnv,
  HostedVerificationFrame,
  useHostedVerification,
  VeriframeProvider,
} from '@veriframe/react';

const config = ${env};

${name}() {
  return (
    <VeriframeProvider config={config}>
      <Verify />
    </VeriframeProvider>
  );
}

function Verify() {
  // For the signed-in person: the proxy's \`identify\` chooses whose session it is.
  const verification = useHostedVerification({ session: { age: '21+' } });
  const { outcome, error } = verification;
  return (
    <>
      <button type="button" ref={verification.intentRef} onClick={() => verification.start()}>
        Verify my age
      </button>
      {error ? <p role="alert">{error.message}</p> : null}
      {verification.session ? <HostedVerificationFrame verification={verification} /> : null}
      {outcome ? (
        <p data-testid="outcome" data-confirmed={outcome.confirmed}>
          {outcome.status} {outcome.confirmed ? '(confirmed by the service)' : '(waiting for the service)'}
        </p>
      ) : null}
    </>
  );
}
`;
}

/** `veriframe-server.mjs` beside a Vite app: the proxy on Node, checked at startup. */
export const viteServer = `// The proxy beside Vite (\`node veriframe-server.mjs\`): it holds the credentials (VERIFRAME_* variables) and
// acts only for the person \`identify\` names. Forward /api/veriframe to it (vite.config.ts server.proxy).
import { assertProxyConfig, createProxy } from '@veriframe/server';
import { serveNode } from '@veriframe/server/node';

const options = {
${identifyTodo}
  // The service's final word, signed: mark the person verified in your database here.
  webhooks: {
    vx: { handler: (payload) => console.log('verification', payload.request_id, payload.status) },
  },
};
// The startup check: throws a ConfigError naming every missing or malformed VERIFRAME_* variable.
const config = assertProxyConfig(options);
const server = await serveNode(createProxy({ ...options, config }), {
  port: config.proxy.port,
  hostname: config.proxy.hostname,
});
console.log(JSON.stringify({ ready: true, url: server.url }));
`;

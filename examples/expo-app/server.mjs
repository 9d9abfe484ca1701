// The app's own dev server: the Veriframe proxy (it holds the credentials, the app never does) and a demo
// sign-in that hands the app a bearer token. The proxy acts only for the person that token names, so each
// person reaches only their own sessions and document status. A real app signs people in with its own auth
// and passes an `identify` that reads that instead; this sign-in vouches for anyone, so it refuses production.
//
// node server.mjs             the proxy, configured by the VERIFRAME_* variables (loadConfig)
// node server.mjs --sandbox   also starts the packed sandbox (SANDBOX_* variables) and points the proxy at it
// Prints one JSON line once listening: {"ready":true,"proxyUrl":...,"hostedOrigin":...}.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { createProxy, loadConfig, sandboxConfig } from '@veriframe/server';
import { serveNode } from '@veriframe/server/node';

/** Where the app asks for a token: `POST /demo/sign-in {"name":"Ada"}` → `{"token":"..."}`. */
export const signInPath = '/demo/sign-in';

const json = (body, status, headers = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  });
/** The proxy's problem shape (`code`, `message`, `status`, `issues` naming field and rule). */
const problem = (status, code, message, issues) =>
  json({ code, message, status, ...(issues && { issues }) }, status);

// Only a digest of each token is kept: whoever reads the map cannot sign in as anyone.
const digest = (token) => createHash('sha256').update(token).digest('base64url');
const bearer = /^Bearer ([A-Za-z0-9_-]{43})$/;

/**
 * The proxy plus the demo sign-in, as one `fetch(Request) → Response` handler for `serveNode`.
 *
 * @example
 * const server = createDemoServer({ config: loadConfig() });
 * const answer = await server.fetch(new Request('http://127.0.0.1/demo/sign-in', { method: 'POST', body: '{"name":"Ada"}' }));
 */
export function createDemoServer({ config, maxSignedIn = 10_000, signInSeconds = 8 * 3600, now = Date.now }) {
  if (config.production)
    throw new Error(
      'server.mjs: its demo sign-in vouches for anyone, so it refuses VERIFRAME_ENV=production',
    );
  /** digest(token) → { id, ends } */
  const signedIn = new Map();

  const identify = (request) => {
    const token = bearer.exec(request.headers.get('authorization') ?? '')?.[1];
    const person = token && signedIn.get(digest(token));
    if (!person) return null;
    if (person.ends <= now()) {
      signedIn.delete(digest(token));
      return null;
    }
    return { id: person.id };
  };
  // Every request names its person (the token), so the limit counts people, not addresses.
  const proxy = createProxy({ config, identify, rateLimit: { by: 'identity' } });

  async function signIn(request) {
    if (request.method !== 'POST')
      return json({ code: 'method_not_allowed', message: `${signInPath}: POST only`, status: 405 }, 405, {
        allow: 'POST',
      });
    const body = await request.json().catch(() => undefined);
    const name = body?.name;
    if (typeof name !== 'string' || !/^[\p{L}\p{N} .'-]{1,64}$/u.test(name))
      return problem(400, 'invalid_request', "name: must be 1 to 64 letters, digits, spaces or . ' -", [
        { path: 'name', rule: 'name' },
      ]);
    for (const [key, person] of signedIn) if (person.ends <= now()) signedIn.delete(key);
    // Full: refuse the new sign-in rather than forget a live one (which would sign someone out).
    if (signedIn.size >= maxSignedIn)
      return problem(503, 'sign_in_full', `${maxSignedIn} people are signed in; try again later`);
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    signedIn.set(digest(token), { id, ends: now() + signInSeconds * 1000 });
    return json({ token, id, name, expiresIn: signInSeconds }, 201);
  }

  return {
    fetch: (request) =>
      new URL(request.url).pathname === signInPath ? signIn(request) : proxy.fetch(request),
    drain: () => proxy.drain?.(),
  };
}

async function main() {
  const withSandbox = process.argv.includes('--sandbox');
  let sandbox;
  let config;
  if (withSandbox) {
    const { parseCliArgs, startSandbox } = await import('@veriframe/sandbox');
    const parsed = parseCliArgs([], process.env);
    if (!parsed.ok || parsed.help) throw new Error(parsed.message ?? 'SANDBOX_* variables');
    sandbox = await startSandbox(parsed.options);
    config = sandboxConfig(sandbox.urls, process.env);
  } else {
    config = loadConfig(); // throws a ConfigError naming every missing or malformed VERIFRAME_* variable
  }
  const app = createDemoServer({ config });
  const server = await serveNode(app, { port: config.proxy.port, hostname: config.proxy.hostname });
  const stop = async () => {
    await server.close();
    await sandbox?.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  console.log(
    JSON.stringify({
      ready: true,
      proxyUrl: `${server.url.replace(/\/$/, '')}${config.proxy.basePath}`,
      ...(sandbox && { hostedOrigin: sandbox.frontendOrigin, adminUrl: sandbox.adminUrl }),
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type * as SandboxModule from '@veriframe/sandbox';
import type * as ServerModule from '@veriframe/server';
import type * as ServerNodeModule from '@veriframe/server/node';
import { defaultServerConditions, isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';

/** The provider's default `proxyBasePath`: stories call the proxy there, as an app would. */
export const proxyBasePath = '/api/veriframe';

// The server side runs from the workspace packages' `src`, as the tests and the demo do (no build needed).
const workspaceConditions = ['@veriframe/development'];

/** Loads a workspace module through the dev server's SSR environment, which resolves `src` and runs TypeScript. */
async function load<T>(server: ViteDevServer, id: string): Promise<T> {
  const ssr = server.environments.ssr;
  if (ssr && isRunnableDevEnvironment(ssr)) return ssr.runner.import<T>(id);
  return (await server.ssrLoadModule(id)) as T;
}

/** The sandbox's admin API (drives a VX journey without a browser), forwarded for the stories' play functions. */
export const sandboxAdminPath = '/__sandbox';

/**
 * The sandbox's hosted pages in preview mode and their assets, forwarded same-origin so a story can frame the
 * real page and reach into it (axe-core cannot see inside a cross-origin frame).
 */
export const hostedPagePaths = [
  '/preview/journey',
  '/preview/capture',
  '/journey/assets/',
  '/capture/assets/',
];

/**
 * axe-core, served from the dev server's origin: the hosted pages' CSP allows scripts from their own origin
 * only, which, forwarded, is this one. The stories add it to the framed page and run it there.
 */
export const pageAxePath = '/__page-axe/axe.min.js';

/** axe-core's browser bundle, the one the a11y addon itself runs (resolved from the addon): read once. */
let axeSourceRead: Promise<string> | undefined;
function axeSource(): Promise<string> {
  axeSourceRead ??= (async () => {
    const fromRoot = createRequire(import.meta.url);
    const fromAddon = createRequire(fromRoot.resolve('@storybook/addon-a11y'));
    return readFile(fromAddon.resolve('axe-core/axe.min.js'), 'utf8');
  })().catch((error: unknown) => {
    axeSourceRead = undefined; // the next request tries again
    throw error;
  });
  return axeSourceRead;
}

interface Running {
  listener: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Forwards a `/__sandbox/...` request to the sandbox's admin API. */
  admin: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Forwards a hosted page (preview mode) or asset request to the sandbox's frontend, headers and all. */
  page: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  close(): Promise<void>;
}

/** Passes one request to `url` and its answer back (JSON admin calls only: small bodies, no streaming). */
async function forward(req: IncomingMessage, res: ServerResponse, url: string): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const answer = await fetch(url, {
    method: req.method,
    headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/** Passes one GET to a hosted page with the headers that matter to the browser (the page's CSP included). */
async function forwardPage(res: ServerResponse, url: string): Promise<void> {
  const answer = await fetch(url);
  const kept = ['content-type', 'content-security-policy', 'referrer-policy', 'x-content-type-options'];
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  for (const name of kept) {
    const value = answer.headers.get(name);
    if (value) headers[name] = value;
  }
  res.writeHead(answer.status, headers);
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/** The real sandbox (loopback, free ports) and the real proxy on it, with the Node upstream client. */
async function start(server: ViteDevServer): Promise<Running> {
  const [{ startSandbox }, { createProxy, sandboxConfig }, { createNodeHttpFetch, toNodeListener }] =
    await Promise.all([
      load<typeof SandboxModule>(server, '@veriframe/sandbox'),
      load<typeof ServerModule>(server, '@veriframe/server'),
      load<typeof ServerNodeModule>(server, '@veriframe/server/node'),
    ]);
  const sandbox = await startSandbox({ host: '127.0.0.1', apiPort: 0, frontendPort: 0 });
  const upstream = createNodeHttpFetch();
  const proxy = createProxy({
    basePath: proxyBasePath,
    config: sandboxConfig(sandbox.urls),
    clientOptions: { fetch: upstream },
  });
  return {
    listener: toNodeListener(proxy),
    admin: (req, res) => forward(req, res, `${sandbox.apiOrigin}${req.url}`),
    page: (req, res) => forwardPage(res, `${sandbox.frontendOrigin}${req.url}`),
    async close() {
      upstream.close();
      await sandbox.close();
    },
  };
}

/**
 * The real sandbox and the real proxy behind the dev server (`storybook dev` and the Vitest storybook project):
 * stories call `/api/veriframe/*` and reach the proxy (and `/__sandbox/*`, the sandbox's admin API, to drive a
 * journey), which holds the sandbox's credentials server-side and
 * forwards to the sandbox; the hosted pages' preview mode and assets are forwarded too (`hostedPagePaths`), with
 * axe-core at `pageAxePath`, for the real-page review stories. Dev server only (`apply: 'serve'`): a static build has neither, and no credential.
 * Both start on the first proxy request (Vitest also creates a dev server that never serves the stories) and
 * close with the dev server.
 */
export function sandboxProxyPlugin(): Plugin {
  return {
    name: 'veriframe:sandbox-proxy',
    apply: 'serve',
    config: () => ({
      ssr: { resolve: { conditions: [...workspaceConditions, ...defaultServerConditions] } },
    }),
    configureServer(server) {
      let running: Promise<Running> | undefined;
      let closed = false;
      const stop = async () => {
        closed = true;
        const stopping = running;
        running = undefined;
        await (await stopping?.catch(() => undefined))?.close();
      };
      // Mounted without a path so connect keeps `req.url` whole (the proxy routes on the full path), and
      // before Vite's own middlewares so nothing else answers these routes.
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        const path = req.url ?? '';
        if (closed) return next();
        if (path === pageAxePath && req.method === 'GET') {
          axeSource()
            .then((source) => {
              res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
              res.end(source);
            })
            .catch(next);
          return;
        }
        const toAdmin = path.startsWith(`${sandboxAdminPath}/`);
        const toPage = req.method === 'GET' && hostedPagePaths.some((prefix) => path.startsWith(prefix));
        if (!toAdmin && !toPage && path !== proxyBasePath && !path.startsWith(`${proxyBasePath}/`))
          return next();
        running ??= start(server);
        running
          .then(
            ({ listener, admin, page }) => (toAdmin ? admin : toPage ? page : listener)(req, res),
            (error: unknown) => {
              running = undefined; // the next request tries again
              throw error;
            },
          )
          .catch(next);
      });
      // `storybook dev` runs Vite in middleware mode (no HTTP server of its own): `server.close()` is the signal.
      server.httpServer?.once('close', () => void stop());
      const closeServer = server.close.bind(server);
      server.close = async () => {
        await closeServer();
        await stop();
      };
    },
  };
}

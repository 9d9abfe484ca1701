import { AsyncLocalStorage } from 'node:async_hooks';
import { fileURLToPath } from 'node:url';
import { type RunningSandbox, startSandbox } from '@veriframe/sandbox';
import { createProxy, sandboxConfig, type VeriframeConfig } from '@veriframe/server';
import { documentEmailOf } from '@veriframe/server/clients';
import { createNodeHttpFetch, serveNode } from '@veriframe/server/node';
import { build, createServer, preview } from 'vite';
import { createPeopleRoutes, type DemoPerson } from './demo-people';
import { createEventHub, type EventHub } from './event-hub';
import { forwardSandboxAdmin } from './sandbox-admin-route';

/** Ports of the four servers; 0 picks a free one (except the web port, which must be known up front). */
export interface DemoStackOptions {
  sandboxApiPort: number;
  sandboxFrontendPort: number;
  proxyPort: number;
  webPort: number;
  /** `dev`: Vite's dev server with HMR. `preview`: `vite build`, then the built files (what e2e uses). */
  mode: 'dev' | 'preview';
  /** Where `preview` mode builds to; default `apps/demo/dist`. Parallel runs each use their own. */
  outDir?: string;
  host?: string;
}

export interface DemoStack {
  url: string;
  proxyUrl: string;
  sandbox: RunningSandbox;
  hub: EventHub;
  close(): Promise<void>;
}

const proxyBasePath = '/api/veriframe';

/** Webhooks, callbacks and actions go to the log; polls (session result, user status) would drown them. */
function shownInLog(event: { type: string }): boolean {
  const e = event as { type: string; method?: unknown; route?: unknown; status?: unknown };
  if (e.type !== 'request') return true;
  if (typeof e.status === 'number' && e.status >= 400) return true;
  return e.method === 'POST' && !String(e.route).endsWith('/document/status');
}

/** A short kind for the log: `webhook vx`, `request POST /api/veriframe/vx/sessions`... */
function proxyEventKind(event: { type: string }): string {
  const e = event as { type: string; source?: unknown; method?: unknown; route?: unknown };
  if (e.type === 'webhook') return `webhook.${typeof e.source === 'string' ? e.source : 'received'}`;
  if (e.type === 'request') return `request ${String(e.method)} ${String(e.route)}`;
  return e.type;
}
/** `Ada (ada-3f9c…)`: the name and the identity id, as the event log shows the person of a request. */
const personLabel = (person: DemoPerson) => `${person.name} (${person.id})`;
const personData = (person: DemoPerson) => ({
  person: personLabel(person),
  id: person.id,
  email: person.email,
});

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

/**
 * Starts the whole demo: the proxy's Node server (with the event stream beside it), the sandbox pointed at
 * the proxy's webhook routes, and Vite forwarding `/api` to the proxy. Stops everything on `close()`.
 */
export async function startDemoStack(options: DemoStackOptions): Promise<DemoStack> {
  const host = options.host ?? '127.0.0.1';
  const hub = createEventHub('/api/events');
  // Who is signed in (the person switcher's cookie); each sign-in goes to the log.
  let proxyConfig: VeriframeConfig | undefined;
  const people = createPeopleRoutes({
    // The proxy's keyed document address of each person, from the proxy's configuration (set below, before
    // the first request can arrive).
    documentEmailOf: (id) => (proxyConfig ? documentEmailOf({ id }, proxyConfig) : ''),
    onSignIn: (person) =>
      hub.publish({ source: 'proxy', kind: 'person.signed-in', data: personData(person) }),
  });
  // The person of the request being handled, so each proxy event in the log says whose request it was.
  const asking = new AsyncLocalStorage<DemoPerson | null>();
  const closers: (() => Promise<void> | void)[] = [() => hub.close()];
  const close = async () => {
    for (const fn of closers.reverse()) await Promise.resolve(fn()).catch(() => undefined);
  };

  try {
    // 1. The proxy's server first, so its address is known when the sandbox is told where to deliver.
    let proxy: { fetch(request: Request, env?: unknown): Promise<Response> } | null = null;
    let adminUrl: string | null = null;
    const server = await serveNode(
      {
        // `env` carries the socket (Node adapter): the proxy's rate limit keys on the client address.
        async fetch(request: Request, env?: unknown) {
          const answer = await hub.handle(request);
          if (answer) return answer;
          const signIn = await people.handle(request);
          if (signIn) return signIn;
          const admin = await forwardSandboxAdmin(request, adminUrl);
          if (admin) return admin;
          if (!proxy)
            return Response.json({ code: 'starting', message: 'The proxy is starting' }, { status: 503 });
          const running = proxy;
          return asking.run(await people.current(request), () => running.fetch(request, env));
        },
      },
      { port: options.proxyPort, hostname: host },
    );
    closers.push(() => server.close());
    const proxyUrl = server.url.replace(/\/+$/, '');

    // 2. The sandbox, delivering document callbacks to the proxy; every delivery attempt goes to the log.
    const sandbox = await startSandbox({
      apiPort: options.sandboxApiPort,
      frontendPort: options.sandboxFrontendPort,
      host,
      env: process.env,
      settings: { callback_url: `${proxyUrl}${proxyBasePath}/webhooks/document` },
    });
    closers.push(() => sandbox.close());
    adminUrl = sandbox.adminUrl;
    const stopDeliveries = sandbox.context.deliveries.subscribe((attempt) =>
      hub.publish({ source: 'sandbox', kind: `${attempt.kind} sent`, data: attempt }),
    );
    closers.push(stopDeliveries);
    // An armed fault that fires says so in the log: which fault, and the request or delivery it hit.
    const stopFaults = sandbox.context.faults.onUse((fault, hit) =>
      hub.publish({
        source: 'sandbox',
        kind: 'sandbox.fault used',
        data: {
          message: `The armed fault (${fault.kind}${fault.status ? ` ${fault.status}` : ''}) answered ${hit}`,
          fault: fault.id,
          hit,
          remaining: fault.remaining,
        },
      }),
    );
    closers.push(stopFaults);

    // 3. The proxy itself, on the sandbox. Its VX webhook URL points back at its own receiver: plain HTTP on
    // loopback, which the sandbox accepts (the configuration loader only takes https, as production needs).
    // Its clock is the sandbox's virtual clock, so tokens and webhook timestamps agree when a test advances it.
    const clock = () => sandbox.context.clock.now();
    const config = sandboxConfig(sandbox.urls);
    proxyConfig = config;
    const upstream = createNodeHttpFetch(); // the Node upstream client, as the veriframe-proxy command uses
    closers.push(() => upstream.close());
    proxy = createProxy({
      basePath: proxyBasePath,
      // Every browser route serves the signed-in person only (401 without one): their own sessions, their
      // own document status, their own quiz tokens.
      identify: (request) => people.identify(request),
      // Development only: the hosted page's theme and texts from the style previewer, sent by the browser.
      browserPresentation: true,
      config: {
        ...config,
        webhooks: { ...config.webhooks, publicVxUrl: `${proxyUrl}${proxyBasePath}/webhooks/vx` },
      },
      now: clock,
      clientOptions: { now: clock, fetch: upstream },
      // The default budget (10 identity checks per person per 24 h) would refuse the e2e suite, which runs
      // more checks as one person against one stack; the budget's own tests are in packages/server.
      gatewayBudget: { max: 1000 },
      // Every person of the demo (and every test of the e2e suite) asks from 127.0.0.1: the default 60 requests a
      // minute per address would be the whole suite's, and a hosted page's resume lookup on each load meets it
      // (the tab-identity e2e got 429s late in the suite). The limit's own tests are in packages/server.
      rateLimit: { max: 600 },
      // The event log shows what each webhook carried (sandbox data only): an opt-in, off by default.
      webhooks: { includePayloadInEvents: true },
      onEvent: (event) => {
        if (!shownInLog(event)) return;
        const person = event.type === 'request' ? asking.getStore() : undefined;
        const data = person ? { ...event, person: personLabel(person) } : event;
        hub.publish({ source: 'proxy', kind: proxyEventKind(event), data });
      },
    });

    // 4. Vite, forwarding /api (proxy routes and the event stream) to the proxy's server.
    process.env.VITE_SANDBOX_FRONTEND_URL = sandbox.frontendOrigin;
    const web = { port: options.webPort, host, strictPort: true, proxy: { '/api': { target: proxyUrl } } };
    let url: string;
    if (options.mode === 'dev') {
      const vite = await createServer({ configFile, server: web, logLevel: 'warn' });
      await vite.listen();
      closers.push(() => vite.close());
      url = vite.resolvedUrls?.local[0] ?? `http://${host}:${options.webPort}/`;
    } else {
      const out = options.outDir ? { build: { outDir: options.outDir } } : {};
      await build({ configFile, logLevel: 'warn', mode: 'production', ...out });
      const server = await preview({ configFile, preview: web, logLevel: 'warn', ...out });
      closers.push(() => server.close());
      url = server.resolvedUrls?.local[0] ?? `http://${host}:${options.webPort}/`;
    }
    return { url: url.replace(/\/+$/, ''), proxyUrl, sandbox, hub, close };
  } catch (e) {
    await close();
    throw e;
  }
}

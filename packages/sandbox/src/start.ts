import { type AddressInfo, isIPv4 } from 'node:net';
import { serve } from '@hono/node-server';
import { SandboxAdmin } from './admin-client';
import { createSandboxApps } from './app';
import { adminHostNames } from './kernel/admin-access';
import {
  createSandboxContext,
  type SandboxContext,
  type SandboxContextOptions,
  type SandboxUrls,
  sandboxUrls,
} from './kernel/context';

export interface StartSandboxOptions extends SandboxContextOptions {
  /** API port; 0 (default) picks a free one. */
  apiPort?: number;
  /** Frontend port (hosted pages, modal script); 0 (default) picks a free one. */
  frontendPort?: number;
  /** Always loopback unless you say otherwise. */
  host?: string;
  /**
   * Listen on a `host` that is not loopback (`0.0.0.0`, a LAN address). The admin API (the outbox with its
   * bearer links, settings, the clock) then answers anyone who reaches that address; without this option
   * such a `host` is refused.
   */
  unsafeOpenToNetwork?: boolean;
}

/** Whether `host` is only reachable from this machine: `localhost`, 127.0.0.0/8 or `::1`. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare === '::1' || bare === '0:0:0:0:0:0:0:1') return true;
  return isIPv4(bare) && bare.startsWith('127.');
}

export interface RunningSandbox {
  urls: SandboxUrls;
  apiOrigin: string;
  frontendOrigin: string;
  /** Base URL of the admin API (clock, reset, settings, logs, triggers, faults). */
  adminUrl: string;
  /** Typed admin calls: `advance()`, `reset()`, `updateSettings()`, `addFault()`, `deliveries()`... */
  admin: SandboxAdmin;
  context: SandboxContext;
  close(): Promise<void>;
}

function listen(fetch: (req: Request) => Response | Promise<Response>, port: number, host: string) {
  return new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve, reject) => {
    const server = serve({ fetch, port, hostname: host }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
    server.once('error', reject);
  });
}

/**
 * Starts the sandbox: the API and the hosted frontend on two loopback ports (two origins, as in production).
 *
 * @example
 * const sandbox = await startSandbox();
 * const res = await fetch(`${sandbox.urls.auth_url}/oauth/token`, { method: 'POST', body: '...' });
 * await sandbox.close();
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackHost(host) && options.unsafeOpenToNetwork !== true) {
    throw new Error(
      `--host ${host} (host) is not loopback: the admin API (outbox links, settings, clock) would answer anyone ` +
        'who reaches it. Listen on 127.0.0.1, or pass --unsafe-open-to-network (unsafeOpenToNetwork: true) ' +
        'on a network only you use',
    );
  }
  const context = createSandboxContext(options);
  // The address it listens on is one of the admin API's own names (a LAN address with --unsafe-open-to-network).
  context.adminAccess.hosts = adminHostNames(host, context.adminAccess.hosts);
  const { api, frontend } = createSandboxApps(context);
  const apiServer = await listen(api.fetch, options.apiPort ?? 0, host);
  const frontendServer = await listen(frontend.fetch, options.frontendPort ?? 0, host).catch((e) => {
    apiServer.server.close();
    throw e;
  });
  const urlHost = host.includes(':') ? `[${host}]` : host;
  context.apiOrigin = `http://${urlHost}:${apiServer.port}`;
  context.frontendOrigin = `http://${urlHost}:${frontendServer.port}`;
  context.urls = sandboxUrls(context.apiOrigin, context.frontendOrigin);
  context.clock.start();
  const closeServer = (s: ReturnType<typeof serve>) =>
    new Promise<void>((resolve) => {
      (s as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      s.close(() => resolve());
    });
  return {
    urls: context.urls,
    apiOrigin: context.apiOrigin,
    frontendOrigin: context.frontendOrigin,
    adminUrl: `${context.apiOrigin}/__sandbox`,
    admin: new SandboxAdmin(`${context.apiOrigin}/__sandbox`),
    context,
    async close() {
      context.clock.stop();
      await Promise.all([closeServer(apiServer.server), closeServer(frontendServer.server)]);
    },
  };
}

/**
 * A port number (0 to 65535) from the environment variable `name`; `fallback` when it is unset or empty.
 * Throws a RangeError naming the variable and its value otherwise, for a start script to print and exit on.
 *
 * @example
 * const apiPort = portFromEnv(process.env, 'SANDBOX_API_PORT', 4010);
 */
export function portFromEnv(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new RangeError(`${name}: must be a port number from 0 to 65535, got ${JSON.stringify(raw)}`);
  }
  return value;
}

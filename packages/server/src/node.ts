import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, serve } from '@hono/node-server';

/** Anything with a web-standard `fetch`: the proxy, a Hono app, a webhook receiver. */
export interface FetchHandler {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
  /** Called first by `shutdown`: the proxy's readiness turns 503 (`proxy.drain()`). */
  drain?(): void;
}

export interface ShutdownOptions {
  /**
   * How long requests are still served after readiness went down, so a load balancer polling
   * `{base}/health/ready` stops sending new ones first. Default 0.
   */
  notReadyForMs?: number;
  /** How long in-flight requests may take to finish once no new connection is accepted. Default 10 000. */
  drainMs?: number;
}

export interface ServeNodeOptions {
  /** 0 picks a free port. */
  port: number;
  /** Loopback unless you say otherwise. */
  hostname?: string;
  /**
   * How long a client may take to send a request's headers; default 10 000 ms (Node's: 60 s), at most
   * `requestTimeoutMs`. Beyond it Node answers 408 and closes the connection.
   */
  headersTimeoutMs?: number;
  /**
   * How long a client may take to send a whole request, headers and body; default 30 000 ms (Node's: 300 s).
   * Answers may take longer: it bounds receiving only. Beyond it Node answers 408 and closes the connection.
   */
  requestTimeoutMs?: number;
  /**
   * How long an idle kept-alive connection stays open; default 5 000 ms (Node's). Behind a load balancer that
   * reuses connections, set it above the balancer's idle timeout (e.g. 65 000 for a 60 s one).
   */
  keepAliveTimeoutMs?: number;
}

/** The client deadlines `serveNode` gives Node's server, validated; a `TypeError` naming the option if not. */
function serverDeadlines(options: Omit<ServeNodeOptions, 'port' | 'hostname'>): {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionsCheckingInterval: number;
} {
  const ms = (name: keyof typeof options, value: number) => {
    // 0 would switch Node's deadline off: a slow client could then hold a connection for ever.
    if (Number.isSafeInteger(value) && value > 0) return value;
    throw new TypeError(`serveNode: ${name} must be a whole number of milliseconds above 0`);
  };
  const requestTimeout = ms('requestTimeoutMs', options.requestTimeoutMs ?? 30_000);
  const headersTimeout = ms('headersTimeoutMs', options.headersTimeoutMs ?? Math.min(10_000, requestTimeout));
  if (headersTimeout > requestTimeout) {
    throw new TypeError('serveNode: headersTimeoutMs must be at most requestTimeoutMs');
  }
  return {
    headersTimeout,
    requestTimeout,
    keepAliveTimeout: ms('keepAliveTimeoutMs', options.keepAliveTimeoutMs ?? 5_000),
    // Node looks for late requests on this interval (default 30 s, which would let one outlive its deadline).
    connectionsCheckingInterval: Math.min(1_000, headersTimeout),
  };
}

export interface NodeServer {
  port: number;
  url: string;
  /** Closes every connection now, in-flight requests included. */
  close(): Promise<void>;
  /**
   * A graceful stop (SIGTERM): readiness down (`handler.drain()`), requests still served for `notReadyForMs`,
   * then no new connection, in-flight requests finish (up to `drainMs`), and the rest are closed.
   */
  shutdown(options?: ShutdownOptions): Promise<void>;
}

/**
 * Serves a `fetch` handler on Node's HTTP server. The socket address reaches the proxy's rate limiter. Slow
 * clients are dropped: headers within `headersTimeoutMs`, the whole request within `requestTimeoutMs`.
 *
 * @example
 * const server = await serveNode(createProxy(), { port: 8787 });
 * console.log(server.url); // http://127.0.0.1:8787
 * await server.close();
 */
export function serveNode(handler: FetchHandler, options: ServeNodeOptions): Promise<NodeServer> {
  const hostname = options.hostname ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const { keepAliveTimeout, ...serverOptions } = serverDeadlines(options);
    const server = serve(
      { fetch: (req, env) => handler.fetch(req, env), port: options.port, hostname, serverOptions },
      (info: AddressInfo) => {
        const host = hostname.includes(':') ? `[${hostname}]` : hostname;
        resolve({
          port: info.port,
          url: `http://${host}:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              connections.closeAllConnections?.();
              server.close(() => done());
            }),
          shutdown: async ({ notReadyForMs = 0, drainMs = 10_000 } = {}) => {
            handler.drain?.();
            if (notReadyForMs > 0) await new Promise((r) => setTimeout(r, notReadyForMs));
            await new Promise<void>((done) => {
              const late = setTimeout(() => connections.closeAllConnections?.(), drainMs);
              server.close(() => {
                clearTimeout(late);
                done();
              });
              connections.closeIdleConnections?.();
            });
          },
        });
      },
    );
    const connections = server as unknown as {
      closeAllConnections?: () => void;
      closeIdleConnections?: () => void;
      keepAliveTimeout: number;
    };
    connections.keepAliveTimeout = keepAliveTimeout;
    server.once('error', reject);
  });
}

/**
 * A Node `(req, res)` listener for a `fetch` handler: mount the proxy in Express, Fastify or `http.createServer`.
 * Mount it before any body parser (the proxy reads the raw body, which webhook signatures need).
 *
 * @example
 * const app = express();
 * app.use(toNodeListener(createProxy())); // answers /api/veriframe/*, 404 JSON elsewhere
 */
export function toNodeListener(
  handler: FetchHandler,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return getRequestListener((request, env) => handler.fetch(request, env));
}

export { createNodeHttpFetch, type NodeHttpFetch, type NodeHttpFetchOptions } from './node-http-fetch';

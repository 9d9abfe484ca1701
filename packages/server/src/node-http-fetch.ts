import http from 'node:http';
import https from 'node:https';
import type { FetchLike } from './clients/http';

export interface NodeHttpFetchOptions {
  /** Open connections per service host; default 64. Idle ones are kept alive and reused. */
  maxSockets?: number;
  /** Largest answer accepted; a longer one fails the call as a network error. Default 16 MiB. */
  maxResponseBytes?: number;
}

export interface NodeHttpFetch extends FetchLike {
  /** Closes the kept-alive connections (at shutdown, or in tests). */
  close(): void;
}

/**
 * An upstream client for the clients and the proxy on Node: `node:http`/`node:https` with keep-alive
 * agents. The global `fetch` (undici) builds a Request, streams and an abort signal per call, which made it
 * the proxy's largest CPU cost; this client does a plain request and reads the answer as text. It follows no
 * redirects (the service sends none) and fails like `fetch`: a `TypeError('fetch failed')` whose `cause`
 * carries the socket error code, or the signal's reason when aborted.
 *
 * @example
 * const proxy = createProxy({ config, clientOptions: { fetch: createNodeHttpFetch() } });
 */
export function createNodeHttpFetch(options: NodeHttpFetchOptions = {}): NodeHttpFetch {
  const agentOptions = { keepAlive: true, maxSockets: options.maxSockets ?? 64 };
  const agents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) };
  const maxBytes = options.maxResponseBytes ?? 16 * 1024 * 1024;

  const nodeFetch: FetchLike = (url, init) =>
    new Promise((resolve, reject) => {
      const { signal } = init;
      if (signal.aborted) return reject(signal.reason);
      let target: URL;
      try {
        target = new URL(url);
      } catch (cause) {
        return reject(new TypeError('fetch failed', { cause }));
      }
      const protocol = target.protocol;
      if (protocol !== 'http:' && protocol !== 'https:')
        return reject(
          new TypeError('fetch failed', { cause: new Error(`unsupported protocol ${protocol}`) }),
        );
      const headers: Record<string, string | number> = { ...init.headers };
      if (init.body !== null) headers['content-length'] = Buffer.byteLength(init.body);

      let settled = false;
      const finish = (error: unknown, value?: Awaited<ReturnType<FetchLike>>) => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', onAbort);
        if (error === undefined) resolve(value!);
        else reject(error);
      };
      const onAbort = () => {
        request.destroy();
        finish(signal.reason);
      };
      const request = (protocol === 'https:' ? https : http).request(
        target,
        { method: init.method, headers, agent: agents[protocol] },
        (response) => {
          const chunks: Buffer[] = [];
          let length = 0;
          response.on('data', (chunk: Buffer) => {
            length += chunk.length;
            if (length > maxBytes) {
              request.destroy();
              finish(new TypeError('fetch failed', { cause: new Error(`answer over ${maxBytes} bytes`) }));
            } else chunks.push(chunk);
          });
          response.once('error', (cause) => finish(new TypeError('fetch failed', { cause })));
          response.once('end', () => {
            const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
            const raw = response.headers;
            finish(undefined, {
              status: response.statusCode ?? 0,
              headers: {
                get(name) {
                  const value = raw[name.toLowerCase()];
                  return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
                },
              },
              text: () => Promise.resolve(text),
            });
          });
        },
      );
      request.once('error', (cause) => finish(new TypeError('fetch failed', { cause })));
      signal.addEventListener('abort', onAbort, { once: true });
      request.end(init.body ?? undefined);
    });

  return Object.assign(nodeFetch, {
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  });
}

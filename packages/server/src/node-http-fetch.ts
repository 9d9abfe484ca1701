import type { Readable } from 'node:stream';
import { Agent, request } from 'undici';
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

// Why undici's `request` and not the global `fetch`: the global fetch builds a Request, streams and an abort
// signal per call, the proxy's largest CPU cost. A hand-written node:http client costs the same as undici within
// noise (`pnpm bench`, packages/server/bench), so the maintained library is used; the answer-size cap and the
// fetch-like errors are this module's own.

/** A network failure shaped as the global fetch reports it: `TypeError('fetch failed')` with a cause. */
const fetchFailed = (cause: unknown) => new TypeError('fetch failed', { cause });

/**
 * The answer as text, refused past `maxBytes`. Read with listeners: iterating the stream (`for await`) costs a
 * promise and an async-iterator step per chunk, a visible share of the proxy's CPU profile.
 */
function readText(body: Readable, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    body.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > maxBytes) {
        body.destroy();
        reject(fetchFailed(new Error(`answer over ${maxBytes} bytes`)));
        return;
      }
      chunks.push(chunk);
    });
    body.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    body.once('error', reject);
  });
}

/**
 * An upstream client for the clients and the proxy on Node: undici's `request` on a keep-alive `Agent`,
 * reading the answer as text, with a cap on its size. It follows no redirects (the service sends none) and
 * fails like `fetch`: a `TypeError('fetch failed')` whose `cause` carries the socket error code, or the
 * signal's reason when aborted.
 *
 * @example
 * const proxy = createProxy({ config, clientOptions: { fetch: createNodeHttpFetch() } });
 */
export function createNodeHttpFetch(options: NodeHttpFetchOptions = {}): NodeHttpFetch {
  const dispatcher = new Agent({ connections: options.maxSockets ?? 64 });
  const maxBytes = options.maxResponseBytes ?? 16 * 1024 * 1024;

  const nodeFetch: FetchLike = async (url, init) => {
    const { signal } = init;
    if (signal.aborted) throw signal.reason;
    // The scheme is checked on the text; undici parses the URL itself (once) and refuses one it cannot.
    if (!/^https?:\/\//i.test(url)) {
      throw fetchFailed(new Error('unsupported URL: only http: and https: URLs are fetched'));
    }
    try {
      const answer = await request(url, {
        method: init.method as 'GET' | 'POST',
        headers: init.headers,
        body: init.body ?? undefined,
        signal,
        dispatcher,
      });
      const text = await readText(answer.body, maxBytes);
      const raw = answer.headers;
      return {
        status: answer.statusCode,
        headers: {
          get(name) {
            const value = raw[name.toLowerCase()];
            if (value === undefined) return null;
            return Array.isArray(value) ? value.join(', ') : value;
          },
        },
        text: () => Promise.resolve(text),
      };
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (error instanceof TypeError && error.message === 'fetch failed') throw error;
      throw fetchFailed(error);
    }
  };

  return Object.assign(nodeFetch, {
    close() {
      void dispatcher.destroy();
    },
  });
}

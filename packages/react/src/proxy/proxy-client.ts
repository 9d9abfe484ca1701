import { ProxyError } from './proxy-error';

/** A small typed client for the browser-safe routes of `@veriframe/server`. */
export interface ProxyClient {
  /** Base path or absolute URL of the proxy, without a trailing slash. */
  readonly basePath: string;
  get<T>(path: string, signal?: AbortSignal): Promise<T>;
  post<T>(path: string, body?: unknown, signal?: AbortSignal): Promise<T>;
}

async function request<T>(url: string, signal: AbortSignal | undefined, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      ...(body !== undefined
        ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
        : undefined),
    });
  } catch (cause) {
    // An abort is the caller's own doing (unmount, a newer query): let it through as the AbortError it is.
    if (signal?.aborted) throw cause;
    throw new ProxyError('network_error', `${url} could not be reached`, 0);
  }
  const { status } = response;
  const answer = await response.json().catch(() => {
    throw new ProxyError('bad_response', `The proxy answered ${status} without JSON`, status);
  });
  if (!response.ok) {
    const error = typeof answer === 'object' && answer ? answer : {};
    throw new ProxyError(
      typeof error.code === 'string' ? error.code : 'http_error',
      typeof error.message === 'string' ? error.message : `The proxy answered ${status}`,
      typeof error.status === 'number' ? error.status : status,
      error.issues,
    );
  }
  return answer as T;
}

/**
 * Creates a client for the proxy at `basePath` (a path such as `/api/veriframe` or an absolute URL).
 * Every failure is a {@link ProxyError}; nothing fails silently.
 *
 * @example
 * const client = createProxyClient('/api/veriframe');
 * const { token } = await client.post<{ token: string }>('/document/token');
 */
export function createProxyClient(basePath: string): ProxyClient {
  const base = basePath.replace(/\/+$/, '');
  return {
    basePath: base,
    get: (path, signal) => request(base + path, signal),
    post: (path, body, signal) => request(base + path, signal, body ?? {}),
  };
}

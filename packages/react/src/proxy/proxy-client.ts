import { ProxyError } from './proxy-error';

/** A small typed client for the browser-safe routes of `@veriframe/server`. */
export interface ProxyClient {
  /** Base path or absolute URL of the proxy, without a trailing slash. */
  readonly basePath: string;
  get<T>(path: string, signal?: AbortSignal): Promise<T>;
  post<T>(path: string, body?: unknown, signal?: AbortSignal): Promise<T>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function request<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    // An abort is the caller's own doing (unmount, new query): keep it recognisable as an AbortError.
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ProxyError('network_error', `The proxy at ${url} could not be reached`, 0);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ProxyError(
      'bad_response',
      `The proxy answered ${response.status} without JSON`,
      response.status,
    );
  }
  if (!response.ok) {
    const error = isRecord(body) ? body : {};
    throw new ProxyError(
      typeof error.code === 'string' ? error.code : 'http_error',
      typeof error.message === 'string' ? error.message : `The proxy answered ${response.status}`,
      typeof error.status === 'number' ? error.status : response.status,
      error.issues,
    );
  }
  return body as T;
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
    get: (path, signal) => request(base + path, { headers: { accept: 'application/json' }, signal }),
    post: (path, body, signal) =>
      request(base + path, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
        signal,
      }),
  };
}

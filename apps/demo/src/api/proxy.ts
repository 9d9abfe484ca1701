import { proxyBasePath } from '../config';

/** An error answer of the proxy (`{ code, message, status }`), or a network failure. */
export class ProxyCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field-level problems of a 400 (`path` like `target.dob`), for showing each at its field. */
    readonly issues: readonly { path: string; message: string }[] = [],
    /** Seconds to wait before trying again (`Retry-After` of a 429 or 503), when the answer said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ProxyCallError';
  }
}

/** The well-formed `{ path, message }` items of a proxy error's `issues` (anything else: none). */
export function fieldIssues(value: unknown): { path: string; message: string }[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (issue): issue is { path: string; message: string } =>
      typeof issue?.path === 'string' && typeof issue?.message === 'string',
  );
}

/** POSTs JSON to a browser-safe proxy route and returns the JSON answer. The browser sends no credential. */
export async function postProxy<T>(route: string, body: unknown, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${proxyBasePath}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new ProxyCallError(0, 'network', e instanceof Error ? e.message : 'network error');
  }
  const value: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const err = (value ?? {}) as { code?: unknown; message?: unknown; issues?: unknown };
    const issues = fieldIssues(err.issues);
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    throw new ProxyCallError(
      response.status,
      typeof err.code === 'string' ? err.code : 'http_error',
      typeof err.message === 'string' ? err.message : `The proxy answered ${response.status}`,
      issues,
      Number.isFinite(retryAfter) ? retryAfter : undefined,
    );
  }
  return value as T;
}

import { ProxyError, type ProxyErrorCode } from './proxy-error';
import type { ProxyAnswer, ProxyBody, ProxyPath } from './proxy-routes';

/** A POST's arguments: the body may be left out only where the route accepts `{}` (`/document/token`). */
type PostArguments<Path extends ProxyPath<'POST'>> =
  Record<never, never> extends ProxyBody<Path>
    ? [body?: ProxyBody<Path>, signal?: AbortSignal]
    : [body: ProxyBody<Path>, signal?: AbortSignal];

/**
 * A small typed client for the browser-safe routes of `@veriframe/server`. Paths, bodies and answers are the
 * proxy's own route declaration (`browserApi`): a path the proxy does not serve, or a body it would refuse
 * by its shape, fails the typecheck.
 */
export interface ProxyClient {
  /** Base path or absolute URL of the proxy, without a trailing slash. */
  readonly basePath: string;
  get<Path extends ProxyPath<'GET'>>(path: Path, signal?: AbortSignal): Promise<ProxyAnswer<'GET', Path>>;
  post<Path extends ProxyPath<'POST'>>(
    path: Path,
    ...[body, signal]: PostArguments<Path>
  ): Promise<ProxyAnswer<'POST', Path>>;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/**
 * Creates a client for the proxy at `basePath` (a path such as `/api/veriframe` or an absolute URL).
 * Every failure is a {@link ProxyError}; nothing fails silently.
 *
 * @example
 * const client = createProxyClient('/api/veriframe');
 * const { token } = await client.post('/document/token'); // typed: { token: string; expires_at: string }
 */
export function createProxyClient(basePath: string): ProxyClient {
  const base = basePath.replace(/\/+$/, '');
  // One helper for both verbs: a body makes it a JSON POST.
  // The answer is typed by the route declaration (see `ProxyClient`); here it is the JSON as received.
  // biome-ignore lint/suspicious/noExplicitAny: typed by the callers' signatures
  const request = async (path: string, signal?: AbortSignal, body?: object): Promise<any> => {
    const response = await fetch(base + path, {
      signal,
      ...(body && {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    }).catch((cause) => {
      // An abort is the caller's own doing (unmount, a newer query): let it through as the AbortError it is.
      throw signal?.aborted
        ? cause
        : new ProxyError('network_error', `${base}${path} could not be reached`, 0);
    });
    const { status } = response;
    const answer = await response.json().catch(() => {
      throw new ProxyError('bad_response', `The proxy answered ${status} without JSON`, status);
    });
    if (!response.ok)
      throw new ProxyError(
        // The proxy's own code; typed by the contract the proxy answers with (`ProxyProblemCode`).
        text(answer?.code, 'http_error') as ProxyErrorCode,
        text(answer?.message, `The proxy answered ${status}`),
        typeof answer?.status === 'number' ? answer.status : status,
        Array.isArray(answer?.issues) ? answer.issues : undefined,
      );
    return answer;
  };
  return {
    basePath: base,
    get: request,
    post: (path, ...[body, signal]) => request(path, signal, (body ?? {}) as object),
  };
}

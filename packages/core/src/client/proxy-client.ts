import { inspect } from '../devtools/bus';
import { fail } from '../embed/errors';
import type { ProxyRequestOptions } from '../hosted/types';
import { ProxyError, type ProxyErrorCode } from './proxy-error';
import type { ProxyAnswer, ProxyBody, ProxyPath } from './proxy-routes';

export type { ProxyRequestOptions } from '../hosted/types';

/** Per-request options: `{ signal, headers }`, or just the abort signal. */
export type ProxyRequestInit = ProxyRequestOptions | AbortSignal;

/** A POST's arguments: the body may be left out only where the route accepts `{}` (`/document/token`). */
type PostArguments<Path extends ProxyPath<'POST'>> =
  Record<never, never> extends ProxyBody<Path>
    ? [body?: ProxyBody<Path>, init?: ProxyRequestInit]
    : [body: ProxyBody<Path>, init?: ProxyRequestInit];

/**
 * A small typed client for the browser-safe routes of `@veriframe/server`. Paths, bodies and answers are the
 * route contract the proxy registers from (`browserApi` of `@veriframe/core/routes`): a path the proxy
 * does not serve, or a body it would refuse by its shape, fails the typecheck.
 */
export interface ProxyClient {
  /** Base path or absolute URL of the proxy, without a trailing slash. */
  readonly basePath: string;
  get<Path extends ProxyPath<'GET'>>(path: Path, init?: ProxyRequestInit): Promise<ProxyAnswer<'GET', Path>>;
  post<Path extends ProxyPath<'POST'>>(
    path: Path,
    ...[body, init]: PostArguments<Path>
  ): Promise<ProxyAnswer<'POST', Path>>;
}

/** `{ signal, headers }` from either form (an `AbortSignal` has `aborted`; options never do). */
const optionsOf = (init: ProxyRequestInit | undefined): ProxyRequestOptions =>
  init && 'aborted' in init ? { signal: init } : (init ?? {});

/**
 * Headers sent with every request: fixed, or a function called before each request (a React Native app's
 * bearer token, read fresh so a refreshed token is used at once). A request's own headers go over these.
 */
export type ProxyClientHeaders =
  | Record<string, string>
  | (() => Record<string, string> | Promise<Record<string, string>>);

/** What {@link createProxyClient} is given besides the base path. */
export interface ProxyClientOptions {
  /**
   * Sent with every request, e.g. `{ authorization: `Bearer ${token}` }` from an app that has no cookie on the
   * proxy's origin; the proxy's `identify` verifies it.
   */
  headers?: ProxyClientHeaders;
}

/** What a call saw, for the inspector: the answer, if one came. */
type Seen = { response?: Response };

// biome-ignore lint/suspicious/noExplicitAny: typed by the callers' signatures
type Send = (path: string, init?: ProxyRequestInit, body?: object, seen?: Seen) => Promise<any>;

/** Each call, answered or not, told to an attached inspector (devtools); nothing when none is attached. */
const toldToInspector =
  (send: Send) =>
  // biome-ignore lint/suspicious/noExplicitAny: typed by the callers' signatures
  (path: string, init?: ProxyRequestInit, body?: object): Promise<any> => {
    const seen: Seen = {};
    const startedAt = Date.now();
    const told = (error?: unknown) =>
      inspect(() => ({
        kind: 'proxy',
        method: body ? 'POST' : 'GET',
        path,
        startedAt,
        response: seen.response,
        error,
      }));
    return send(path, init, body, seen).then(
      (answer) => {
        told();
        return answer;
      },
      (error: unknown) => {
        told(error);
        throw error;
      },
    );
  };

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/**
 * Creates a client for the proxy at `basePath` (a path such as `/api/veriframe` or an absolute URL).
 * Every failure is a {@link ProxyError} (a 401 is code `unauthenticated`: the app's `identify` vouched for
 * nobody); nothing fails silently. Each call takes an abort signal or `{ signal, headers }`; `options.headers`
 * go with every call (an app's bearer token).
 *
 * @example
 * const client = createProxyClient('/api/veriframe');
 * const { token } = await client.post('/document/token', {}, { headers: { 'Idempotency-Key': key } });
 * // From a React Native app: who is asking travels as a bearer token, fetched fresh for each request.
 * const appClient = createProxyClient('https://app.example.com/api/veriframe', {
 *   headers: async () => ({ authorization: `Bearer ${await session.accessToken()}` }),
 * });
 */
export function createProxyClient(basePath: string, options: ProxyClientOptions = {}): ProxyClient {
  const base = basePath.replace(/\/+$/, '');
  const shared = options.headers;
  if (shared !== undefined && typeof shared !== 'function' && (typeof shared !== 'object' || shared === null))
    fail('headers', 'must be an object of header values or a function returning one');
  // The first answer may carry the cookie that says who this browser is (`anonymousVisitor` sets it then).
  // Until one request has been answered, the others wait for it: two first requests sent together would
  // otherwise become two visitors, and the second could not read what the first created.
  let first: Promise<unknown> | undefined;
  let answered = false;
  // One helper for both verbs: a body makes it a JSON POST.
  // The answer is typed by the route declaration (see `ProxyClient`); here it is the JSON as received.
  const send = async (
    path: string,
    init?: ProxyRequestInit,
    body?: object,
    seen: Seen = {},
    // biome-ignore lint/suspicious/noExplicitAny: typed by the callers' signatures
  ): Promise<any> => {
    const { signal, headers } = optionsOf(init);
    const common = typeof shared === 'function' ? await shared() : shared;
    if (first && !answered) await first;
    const sent = fetch(base + path, {
      signal,
      headers: { ...common, ...headers, ...(body && { 'content-type': 'application/json' }) },
      ...(body && { method: 'POST', body: JSON.stringify(body) }),
    });
    if (!first) {
      first = sent.then(
        () => {
          answered = true;
        },
        () => {
          answered = true;
        },
      );
    }
    const response = await sent.catch((cause) => {
      // An abort is the caller's own doing (unmount, a newer query): let it through as the AbortError it is.
      throw signal?.aborted
        ? cause
        : new ProxyError('network_error', `${base}${path} could not be reached`, 0);
    });
    seen.response = response;
    const { status } = response;
    const answer = await response.json().catch(() => {
      // A 401 from whatever sits in front of the proxy (a sign-in middleware) may be HTML: still unauthenticated.
      if (status === 401) return null;
      throw new ProxyError('bad_response', `The proxy answered ${status} without JSON`, status);
    });
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    if (!response.ok)
      throw new ProxyError(
        // The proxy's own code; typed by the contract the proxy answers with (`ProxyProblemCode`). A 401 is
        // always `unauthenticated`, whoever answered it.
        status === 401 ? 'unauthenticated' : (text(answer?.code, 'http_error') as ProxyErrorCode),
        text(answer?.message, `The proxy answered ${status}`),
        typeof answer?.status === 'number' ? answer.status : status,
        Array.isArray(answer?.issues) ? answer.issues : undefined,
        Number.isFinite(retryAfter) ? retryAfter : undefined,
      );
    return answer;
  };
  const request = toldToInspector(send);
  return {
    basePath: base,
    get: request,
    post: (path, ...[body, init]) => request(path, init, (body ?? {}) as object),
  };
}

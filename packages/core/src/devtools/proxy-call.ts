// The proxy client's call as an inspector event: route, status, problem, request id, duration, replay, Retry-After.
import { ProxyError } from '../client/proxy-error';
import { inspect } from './bus';

/**
 * Tells an attached inspector about one proxy call: `seen.response` is the answer (none: the proxy was not
 * reached), `error` what the call threw.
 *
 * @internal
 */
export const inspectProxyCall = (
  path: string,
  body: object | undefined,
  seen: { started?: number; response?: Response },
  error?: unknown,
): void =>
  inspect(() => {
    const { response } = seen;
    const problem = error instanceof ProxyError ? error : undefined;
    const retryAfter = problem?.retryAfterSeconds;
    return {
      kind: 'proxy',
      method: body ? 'POST' : 'GET',
      path,
      status: response?.status ?? 0,
      durationMs: Date.now() - (seen.started ?? Date.now()),
      replayed: response?.headers.get('idempotent-replayed') === 'true',
      ...(problem && { code: problem.code, detail: problem.message }),
      ...(!problem && error instanceof Error && { code: error.name, detail: error.message }),
      ...(response?.headers.get('x-request-id') && {
        requestId: response.headers.get('x-request-id') as string,
      }),
      ...(retryAfter !== undefined && { retryAfterSeconds: retryAfter }),
    };
  });

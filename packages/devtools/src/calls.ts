// A proxy call as the panel lists it, read from what core's client saw: the answer and what the call threw.
import type { ProxyInspectorEvent } from '@veriframe/core/devtools';

/** One proxy call: route, status, problem, request id, duration, replay, Retry-After. */
export interface ProxyCallRecord {
  /** When it ended (the page's clock, ms). */
  at: number;
  method: 'GET' | 'POST';
  /** The route, e.g. `/vx/sessions`. */
  path: string;
  /** Status of the answer; 0 when the proxy was not reached. */
  status: number;
  /** The problem's `code` (`identify_required`, `rate_limited`, `network_error`…), or the error's name. */
  code?: string;
  /** The problem's message. */
  detail?: string;
  /** The proxy's `X-Request-Id`, for its logs. */
  requestId?: string;
  durationMs: number;
  /** `Idempotent-Replayed: true`: the proxy answered a retry with the stored first answer. */
  replayed: boolean;
  /** `Retry-After` of a 429 or 503, in seconds. */
  retryAfterSeconds?: number;
}

/** The record of one call event. */
export const callOf = (event: ProxyInspectorEvent): ProxyCallRecord => {
  const { response, error } = event;
  const problem = error as { code?: unknown; message?: unknown; name?: unknown; retryAfterSeconds?: unknown };
  const code =
    typeof problem?.code === 'string' ? problem.code : error instanceof Error ? error.name : undefined;
  const requestId = response?.headers.get('x-request-id') ?? undefined;
  const retryAfter = problem?.retryAfterSeconds;
  return {
    at: event.at,
    method: event.method,
    path: event.path,
    status: response?.status ?? 0,
    ...(code && { code }),
    ...(error instanceof Error && { detail: error.message }),
    ...(requestId && { requestId }),
    durationMs: Math.max(0, Date.now() - event.startedAt),
    replayed: response?.headers.get('idempotent-replayed') === 'true',
    ...(typeof retryAfter === 'number' && { retryAfterSeconds: retryAfter }),
  };
};

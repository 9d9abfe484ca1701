import type { z } from 'zod';
import { VeriframeApiError, type VeriframeErrorKind } from '../errors/service-error';
import { type ServiceRequest, type ServiceResponse, send, type Transport } from './http';

// Reading an answer the service gave: its error body as a typed error (spec section 7) or its success body
// against the endpoint's schema, and `callJson`, which sends then reads. Kept apart from `./http`, which only
// sends (deadlines, retries, redirects) and so never depends on how an answer is judged.

/**
 * Seconds to wait from a `Retry-After` header (delta seconds or an HTTP date); undefined when absent.
 *
 * @example
 * parseRetryAfter('120'); // 120
 */
export function parseRetryAfter(value: string | null, nowMs: number = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - nowMs) / 1000)) : undefined;
}

function field(body: unknown, name: string): string | undefined {
  if (body && typeof body === 'object' && name in body) {
    const v = (body as Record<string, unknown>)[name];
    return typeof v === 'string' ? v : undefined;
  }
  return undefined;
}

/**
 * The kind for a status, by the tables of spec section 7; endpoints refine it with `kindFor`.
 *
 * @example
 * defaultKind(403, { message: 'Already verified' }); // 'already_verified'
 */
export function defaultKind(status: number, body: unknown): VeriframeErrorKind {
  const message = field(body, 'message') ?? '';
  if (status === 400) return 'bad_request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return /already verified/i.test(message) ? 'already_verified' : 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 410) return 'expired';
  if (status === 413) return 'payload_too_large';
  if (status === 423) return 'pending_review';
  if (status === 429) return /too many attempts/i.test(message) ? 'too_many_attempts' : 'rate_limited';
  if (status >= 500) return 'server_error';
  return 'bad_request';
}

/**
 * Turns a non-success answer into the typed error, carrying the body fields of section 7.
 *
 * @example
 * if (res.status !== 200) throw toApiError('vx.sessionResult', res);
 */
export function toApiError(
  operation: string,
  res: ServiceResponse,
  kindFor?: (status: number, body: unknown) => VeriframeErrorKind | undefined,
): VeriframeApiError {
  const body = res.body;
  const kind = kindFor?.(res.status, body) ?? defaultKind(res.status, body);
  const message =
    field(body, 'message') ??
    field(body, 'error_description') ??
    field(body, 'error_message') ??
    field(body, 'error') ??
    (typeof body === 'string' && body.length <= 200 ? body : `HTTP ${res.status}`);
  return new VeriframeApiError({
    kind,
    status: res.status,
    message,
    detail: field(body, 'detail'),
    error: field(body, 'error'),
    errorDescription: field(body, 'error_description'),
    retryAfter: parseRetryAfter(res.headers.get('retry-after')),
    body,
    operation,
  });
}

/**
 * Validates a success body against its schema; a mismatch is an `invalid_response` error naming the fields.
 *
 * @example
 * const result = parseBody('vx.sessionResult', sessionResultSchema, res);
 */
export function parseBody<T>(operation: string, schema: z.ZodType<T>, res: ServiceResponse): T {
  if (res.notJson) {
    throw new VeriframeApiError({
      kind: 'invalid_response',
      status: res.status,
      message: `${operation}: the service answered ${res.status} with a body that is not JSON`,
      operation,
    });
  }
  const parsed = schema.safeParse(res.body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);
  throw new VeriframeApiError({
    kind: 'invalid_response',
    status: res.status,
    message: `${operation}: unexpected response shape (${issues.slice(0, 5).join('; ')})`,
    body: parsed.error.issues,
    operation,
  });
}

/**
 * `send` + success check + schema validation, for endpoints whose only success is `okStatuses`.
 *
 * @example
 * const token = await callJson(transport, { operation: 'vx.token', method: 'POST', url, body }, tokenSchema);
 */
export async function callJson<T>(
  transport: Transport,
  req: ServiceRequest,
  schema: z.ZodType<T>,
  options: {
    okStatuses?: readonly number[];
    kindFor?: (status: number, body: unknown) => VeriframeErrorKind | undefined;
  } = {},
): Promise<T> {
  const res = await send(transport, req);
  const ok = options.okStatuses ?? [200, 201];
  if (!ok.includes(res.status)) throw toApiError(req.operation, res, options.kindFor);
  return parseBody(req.operation, schema, res);
}

import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AuditInput } from './audit-log';
import type { SandboxContext } from './context';
import { clientAddress } from './http';

/**
 * The audit record (2.5) of a refused call: what the area knows. Origin and path come from the request unless
 * given; `action` defaults to `ERROR` and `flags` to `['error']`.
 */
export type ErrorAudit = Partial<Omit<AuditInput, 'service' | 'detail'>> &
  Pick<AuditInput, 'service' | 'detail'>;

/** What a route's refusals share in their audit record: at least the service (2.5), set by {@link auditedAs}. */
export type RouteAudit = Partial<ErrorAudit> & Pick<ErrorAudit, 'service'>;

declare module 'hono' {
  interface ContextVariableMap {
    /** The audit record every refusal of the route leaves ({@link auditedAs}). */
    routeAudit: RouteAudit;
  }
}

/**
 * Route middleware: every refusal ({@link ServiceError}) of the route is audited with these fields (2.5), the
 * refusal's own `audit` fields on top and its message as `detail` unless it gives one. A route declares its
 * service once instead of wrapping each refusal in a local helper.
 *
 * @example
 * api.post('/backend/user/status', auditedAs({ service: 'DCAMS.user.status', user }), async (c) => {
 *   throw documentError(401, 'Username or password incorrect'); // audited as an ERROR of DCAMS.user.status
 * });
 */
export const auditedAs =
  (audit: RouteAudit): MiddlewareHandler =>
  async (c, next) => {
    c.set('routeAudit', audit);
    await next();
  };

/**
 * A refused call, thrown by any area: the status and body its spec section (7) defines, the headers it needs
 * (`Retry-After`) and the audit record it leaves. The sandbox's one error handler answers it.
 *
 * @example
 * throw new ServiceError(403, { message: 'Forbidden', detail: 'Missing, invalid or expired access token.' }, {
 *   audit: { service: 'VX.create_session', detail: 'Forbidden' },
 * });
 */
export class ServiceError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
    readonly options: { headers?: Record<string, string>; audit?: Partial<ErrorAudit> } = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
    this.name = 'ServiceError';
  }
}

/** `{ error, message, issues? }`, the sandbox's own error body where the spec shows none. */
export function sandboxError(
  status: ContentfulStatusCode,
  error: string,
  message: string,
  extra: Record<string, unknown> = {},
): ServiceError {
  return new ServiceError(status, { error, message, ...extra });
}

/**
 * A refusal about one field, beyond its shape (`404 not_found`, `409 invalid_transition`): `{ error, message,
 * issues: [{ field, rule }] }`, as the 400 of {@link invalidRequest} names it.
 *
 * @example
 * throw fieldRefusal(404, 'not_found', 'vpin', 'unknown V-PIN VP-1');
 */
export function fieldRefusal(
  status: ContentfulStatusCode,
  error: string,
  field: string,
  rule: string,
): ServiceError {
  return sandboxError(status, error, `${field}: ${rule}`, { issues: [{ field, rule }] });
}

/** One broken rule of one field, named the way the client sent it (e.g. `target.dob`). */
export interface FieldIssue {
  field: string;
  rule: string;
}

/** A 400 `invalid_request` listing every broken field rule, in the message and as `issues`. */
export function invalidRequest(issues: FieldIssue[], audit?: Partial<ErrorAudit>): ServiceError {
  const message = issues.map((i) => `${i.field}: ${i.rule}`).join('; ');
  const named = issues.map(({ field, rule }) => ({ field, rule }));
  return new ServiceError(400, { error: 'invalid_request', message, issues: named }, audit ? { audit } : {});
}

/**
 * The error handler of both apps (every area is a sub-app under them): a {@link ServiceError} is answered with
 * its status, body and headers after its audit record is written; anything else is the sandbox's own bug, said
 * plainly as a 500 (a client mistake never gets there).
 */
export function serviceErrorHandler(ctx: SandboxContext): ErrorHandler {
  return (err, c: Context) => {
    if (!(err instanceof ServiceError)) {
      return c.json(
        { error: 'internal_error', message: err instanceof Error ? err.message : String(err) },
        500,
      );
    }
    const { audit, headers } = err.options;
    const routeAudit = c.get('routeAudit');
    if (audit || routeAudit) {
      recordCall(ctx, c, { detail: err.message, ...routeAudit, ...audit } as ErrorAudit);
    }
    return c.json(err.body, err.status, headers);
  };
}

/**
 * Writes the audit record (2.5) of one call: origin and path from the request, empty reference, user, issues
 * and inputs unless given, and by default the `ERROR` action with the `error` flag (a refusal).
 *
 * @example
 * recordCall(ctx, c, { service: 'VX.oauth.token', user: clientId, action: 'PASS', flags: [], detail: 'token issued' });
 */
export function recordCall(ctx: SandboxContext, c: Context, audit: ErrorAudit): void {
  ctx.audit.record({
    reference: '',
    user: '',
    origin: clientAddress(c),
    path: c.req.path,
    flags: ['error'],
    action: 'ERROR',
    issues: [],
    inputs: {},
    ...audit,
  });
}

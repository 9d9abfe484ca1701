import type { MiddlewareHandler } from 'hono';
import { loopbackNames } from './admin-access';
import type { SandboxContext } from './context';

// The admin API moves the clock, rewrites settings and lists the outbox's bearer links. It listens on
// loopback, but a page on any site can still reach it from the developer's browser: by DNS rebinding (a name
// of the attacker's that resolves to 127.0.0.1, sent as `Host`) or by a cross-site "simple" request (a
// `text/plain` POST needs no preflight). So it answers only its own host names, only its own pages' or the
// configured origins, and only JSON bodies.

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The port of an origin (`http://127.0.0.1:4010` → `4010`), or undefined while the sandbox is not listening. */
const portOf = (origin: string) => (origin ? new URL(origin).port : undefined);

function refuse(status: 403 | 415, error: string, message: string): Response {
  return Response.json({ error, message }, { status });
}

/**
 * Guards every `/__sandbox/*` route: 403 `forbidden_host` unless `Host` is one of the sandbox's own names with
 * one of its ports (DNS rebinding); 403 `cross_origin_request` for an `Origin` that is neither the sandbox's
 * own (API or hosted pages, under any loopback name) nor a configured one, and for `Sec-Fetch-Site:
 * cross-site` from anywhere else; 415 `unsupported_media_type` for a POST, PUT, PATCH or DELETE whose body is
 * not `application/json`. Requests without `Origin` (curl, Node's fetch, the typed admin client) pass the
 * origin check: a browser always sends one on such requests.
 *
 * @example
 * app.use(`${adminPrefix}/*`, adminGuard(ctx));
 */
export function adminGuard(ctx: SandboxContext): MiddlewareHandler {
  return async (c, next) => {
    const ports = [portOf(ctx.apiOrigin), portOf(ctx.frontendOrigin)].filter((p) => p !== undefined);
    const host = (c.req.header('host') ?? '').toLowerCase();
    const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d+))?$/.exec(host);
    const [, name = '', port = ''] = match ?? [];
    const portOk = ports.length === 0 || ports.includes(port);
    if (!match || !ctx.adminAccess.hosts.includes(name) || !portOk) {
      return refuse(
        403,
        'forbidden_host',
        `Host ${JSON.stringify(host)}: the admin API answers only ${ctx.adminAccess.hosts.join(', ')} on its own ports`,
      );
    }
    const own = ports.flatMap((p) => loopbackNames.map((n) => `http://${n}:${p}`));
    for (const origin of [ctx.apiOrigin, ctx.frontendOrigin]) if (origin) own.push(origin);
    const origin = c.req.header('origin');
    const configured = origin !== undefined && ctx.adminAccess.origins.includes(origin);
    if (origin !== undefined && !configured && !own.includes(origin)) {
      return refuse(
        403,
        'cross_origin_request',
        `Origin ${origin}: the admin API answers only the sandbox's own pages and the origins it was started with (--admin-origin, admin.origins)`,
      );
    }
    if (c.req.header('sec-fetch-site') === 'cross-site' && !configured) {
      return refuse(
        403,
        'cross_origin_request',
        'Sec-Fetch-Site cross-site: the admin API answers no other site',
      );
    }
    if (stateChanging.has(c.req.method)) {
      const type = c.req.header('content-type');
      const hasBody =
        c.req.header('transfer-encoding') !== undefined || Number(c.req.header('content-length') ?? 0) > 0;
      const json = type !== undefined && /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type);
      if ((type !== undefined || hasBody) && !json) {
        return refuse(
          415,
          'unsupported_media_type',
          `content-type ${JSON.stringify(type ?? '')}: an admin ${c.req.method} takes application/json`,
        );
      }
    }
    return next();
  };
}

import type { MiddlewareHandler } from 'hono';
import { inSpan, metrics } from '../../observability/telemetry';
import type { Env } from '../proxy-types';

/**
 * One server span per request (a child of the caller's `traceparent` when sent), named `{method} {route}`,
 * with the semantic-convention attributes and the request id, and the request duration metric. Never a
 * header value, a body or a query string.
 */
export const serverSpans: MiddlewareHandler<Env> = async (c, next) => {
  const started = performance.now();
  const url = new URL(c.req.url);
  const method = c.req.method;
  let attributes: Record<string, string | number | undefined> = {};
  await inSpan(
    method,
    {
      kind: 'server',
      carrier: c.req.raw.headers,
      attributes: {
        'http.request.method': method,
        'url.path': url.pathname,
        'url.scheme': url.protocol.replace(':', ''),
        'veriframe.request_id': c.get('requestId'),
      },
    },
    async (span) => {
      await next();
      const route = c.req.routePath;
      const status = c.res.status;
      const errorType = c.get('problemCode') ?? (status >= 500 ? String(status) : undefined);
      attributes = {
        'http.request.method': method,
        'http.route': route,
        'http.response.status_code': status,
        'error.type': errorType,
      };
      span.updateName(`${method} ${route}`);
      span.setAttributes(attributes);
      if (status >= 500) span.fail(errorType ?? String(status));
    },
  );
  metrics.request((performance.now() - started) / 1000, attributes);
};

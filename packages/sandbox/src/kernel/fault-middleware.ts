import type { Context, MiddlewareHandler } from 'hono';
import { adminPrefix } from './admin';
import type { SandboxContext } from './context';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref?.();
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

function destroySocket(c: Context): void {
  const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
  incoming?.socket?.destroy();
}

/**
 * Applies the faults set through `POST /__sandbox/faults` to the sandbox's own routes (never to the admin API,
 * so a test can always clear them). Each answer says it is a fault, so a confused reader of a log can tell.
 */
export function faultMiddleware(ctx: SandboxContext): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith(adminPrefix)) return next();
    const fault = await ctx.faults.takeHttp({
      method: c.req.method,
      path: c.req.path,
      text: async () => `${c.req.url}\n${c.req.method === 'GET' ? '' : await c.req.text()}`,
    });
    if (!fault) return next();
    const message = `sandbox fault ${fault.id} (${fault.kind})`;
    switch (fault.kind) {
      case 'latency':
        await sleep(fault.ms ?? 1000, c.req.raw.signal);
        return next();
      case 'error':
        return c.json({ error: 'sandbox_fault', message }, (fault.status ?? 503) as 503);
      case 'rate_limit':
        return c.json({ error: 'too_many_requests', message }, 429, {
          'retry-after': String(fault.retry_after ?? 1),
        });
      case 'timeout':
        // Held without an answer until the client gives up (or `ms` passes, then the connection is cut).
        await sleep(fault.ms ?? 60_000, c.req.raw.signal);
        destroySocket(c);
        return new Response(null, { status: 504 });
      case 'reset':
        destroySocket(c);
        return new Response(null, { status: 502 });
      default:
        return next();
    }
  };
}

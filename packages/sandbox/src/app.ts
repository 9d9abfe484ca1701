import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { auditArea } from './areas/audit';
import { documentsArea } from './areas/documents';
import { gatewayArea } from './areas/gateway';
import { preloadPageScripts } from './areas/hosted/page-scripts';
import { hostedPagesArea } from './areas/hosted/preview-routes';
import { outboxArea } from './areas/outbox';
import { vpinArea } from './areas/vpin';
import { vxArea } from './areas/vx';
import { adminArea, adminPrefix } from './kernel/admin';
import { adminGuard } from './kernel/admin-guard';
import type { SandboxArea } from './kernel/area';
import type { SandboxContext } from './kernel/context';
import { faultMiddleware } from './kernel/fault-middleware';
import { serviceErrorHandler } from './kernel/service-error';

/** 1 MB: the sandbox's payload limit (the spec does not show one; 413 beyond it). */
export const maxBodyBytes = 1024 * 1024;

function baseApp(ctx: SandboxContext): Hono {
  const app = new Hono();
  app.use(
    '*',
    bodyLimit({
      maxSize: maxBodyBytes,
      // The rest of an oversized body is never read, so the connection cannot be reused: say so.
      onError: (c) =>
        c.json({ error: 'payload_too_large', message: `body: must be at most ${maxBodyBytes} bytes` }, 413, {
          connection: 'close',
        }),
    }),
  );
  app.use('*', faultMiddleware(ctx));
  app.notFound((c) =>
    c.json({ error: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404),
  );
  // The one error handler, for every area's sub-app: refusals (ServiceError, audited) and the sandbox's own bugs.
  app.onError(serviceErrorHandler(ctx));
  return app;
}

/** The areas, in the order their routes are matched. A new area is one more entry. */
export const sandboxAreas: readonly SandboxArea[] = [
  adminArea,
  gatewayArea,
  vxArea,
  documentsArea,
  auditArea,
  vpinArea,
  outboxArea,
  hostedPagesArea,
];

/** Builds the two apps: the API origin (all five areas + admin) and the frontend origin (hosted pages, modal assets). */
export function createSandboxApps(ctx: SandboxContext): { api: Hono; frontend: Hono } {
  const api = baseApp(ctx);
  const frontend = baseApp(ctx);
  // Before every area's admin routes, on both origins: only the sandbox's own hosts, pages and JSON bodies.
  for (const app of [api, frontend]) {
    app.use(adminPrefix, adminGuard(ctx));
    app.use(`${adminPrefix}/*`, adminGuard(ctx));
  }
  for (const area of sandboxAreas) {
    const apps = area(ctx);
    if (apps.api) api.route('/', apps.api);
    if (apps.frontend) frontend.route('/', apps.frontend);
  }
  preloadPageScripts();
  return { api, frontend };
}

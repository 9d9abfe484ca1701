import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { registerAudit } from './areas/audit';
import { registerDocuments } from './areas/documents';
import { registerGateway } from './areas/gateway';
import { preloadPageScripts } from './areas/hosted/page-scripts';
import { registerPreviewRoutes } from './areas/hosted/preview-routes';
import { registerVpin } from './areas/vpin';
import { registerVx } from './areas/vx';
import { registerAdmin } from './kernel/admin';
import type { SandboxContext } from './kernel/context';
import { faultMiddleware } from './kernel/fault-middleware';

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
  app.onError((err, c) => {
    // A client mistake never gets here (areas answer those); this is the sandbox's own bug, said plainly.
    return c.json(
      { error: 'internal_error', message: err instanceof Error ? err.message : String(err) },
      500,
    );
  });
  return app;
}

/** Builds the two apps: the API origin (all five areas + admin) and the frontend origin (hosted pages, modal assets). */
export function createSandboxApps(ctx: SandboxContext): { api: Hono; frontend: Hono } {
  const api = baseApp(ctx);
  const frontend = baseApp(ctx);
  registerAdmin(ctx, api);
  registerGateway(ctx, api, frontend);
  registerVx(ctx, api, frontend);
  registerDocuments(ctx, api, frontend);
  registerAudit(ctx, api, frontend);
  registerVpin(ctx, api, frontend);
  registerPreviewRoutes(frontend);
  preloadPageScripts();
  return { api, frontend };
}

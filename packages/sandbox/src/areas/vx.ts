import { Hono } from 'hono';
import type { SandboxArea } from '../kernel/area';
import { vxAdminRoutes } from './vx/admin-routes';
import { vxApiRoutes } from './vx/api-routes';
import { journeyHandoffRoutes } from './vx/journey-handoff-routes';
import { journeyRoutes } from './vx/journey-routes';
import { VxSessionStore } from './vx/sessions';
import { VxTokenStore, vxTokenRoute } from './vx/tokens';

/** VX (4.3-4.6, 3.2, 6.1, 6.3, 6.5, 7.1-7.3): OAuth token, sessions, the hosted journey page, admin driving. */
export const vxArea: SandboxArea = (ctx) => {
  const tokens = new VxTokenStore(ctx);
  const store = new VxSessionStore(ctx);
  ctx.onReset(() => {
    tokens.clear();
    store.clear();
  });
  const api = new Hono()
    .route('/', vxTokenRoute(ctx, tokens))
    .route('/', vxApiRoutes(ctx, store, tokens))
    .route('/', vxAdminRoutes(ctx, store));
  const frontend = new Hono()
    .route('/', journeyRoutes(ctx, store))
    .route('/', journeyHandoffRoutes(ctx, store));
  return { api, frontend };
};

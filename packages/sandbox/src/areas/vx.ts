import type { Hono } from 'hono';
import type { SandboxContext } from '../kernel/context';
import { registerVxAdminRoutes } from './vx/admin-routes';
import { registerVxApiRoutes } from './vx/api-routes';
import { registerJourneyRoutes } from './vx/journey-routes';
import { VxSessionStore } from './vx/sessions';
import { registerVxTokenRoute, VxTokenStore } from './vx/tokens';

/** VX (4.3-4.6, 3.2, 6.1, 6.3, 6.5, 7.1-7.3): OAuth token, sessions, the hosted journey page, admin driving. */
export function registerVx(ctx: SandboxContext, api: Hono, frontend: Hono): void {
  const tokens = new VxTokenStore(ctx);
  const store = new VxSessionStore(ctx);
  ctx.onReset(() => {
    tokens.clear();
    store.clear();
  });
  registerVxTokenRoute(ctx, api, tokens);
  registerVxApiRoutes(ctx, api, store, tokens);
  registerVxAdminRoutes(ctx, api, store);
  registerJourneyRoutes(ctx, frontend, store);
}

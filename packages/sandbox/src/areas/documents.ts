import { Hono } from 'hono';
import type { SandboxArea } from '../kernel/area';
import { documentAdminRoutes } from './documents/admin-routes';
import { documentApiRoutes, type StoredLinks } from './documents/api-routes';
import { captureRoutes } from './documents/capture-routes';
import { handoffRoutes } from './documents/handoff-routes';
import { CaptureSessions } from './documents/handoffs';
import { StyleRegistry, styleAdminRoute } from './documents/styles';
import { DocTokenStore } from './documents/tokens';
import { docUserStore } from './documents/users';

/**
 * Document capture (4.7, 4.8, 3.3, 6.2, 7.4): backend endpoints, the capture page, the modal script, admin scans,
 * and the cross-device hand-off (the phone page, its one-time link).
 */
export const documentsArea: SandboxArea = (ctx) => {
  const tokens = new DocTokenStore(ctx);
  const users = docUserStore(ctx);
  const links: StoredLinks = new Map();
  const styles = new StyleRegistry(ctx);
  const sessions = new CaptureSessions(ctx);
  ctx.onReset(() => {
    tokens.clear();
    links.clear();
    styles.clear();
    sessions.clear();
  });
  const handoff = handoffRoutes(ctx, tokens, users, styles, sessions);
  const api = new Hono()
    .route('/', documentApiRoutes(ctx, tokens, users, links))
    .route('/', documentAdminRoutes(ctx, tokens, users))
    .route('/', styleAdminRoute(styles))
    .route('/', handoff.api);
  const frontend = new Hono()
    .route('/', captureRoutes(ctx, tokens, users, links, styles, sessions))
    .route('/', handoff.frontend);
  return { api, frontend };
};

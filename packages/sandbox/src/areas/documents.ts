import { Hono } from 'hono';
import type { SandboxArea } from '../kernel/area';
import { documentAdminRoutes } from './documents/admin-routes';
import { documentApiRoutes, type StoredLinks } from './documents/api-routes';
import { captureRoutes } from './documents/capture-routes';
import { StyleRegistry, styleAdminRoute } from './documents/styles';
import { DocTokenStore } from './documents/tokens';
import { docUserStore } from './documents/users';

/** Document capture (4.7, 4.8, 3.3, 6.2, 7.4): backend endpoints, the capture page, the modal script, admin scans. */
export const documentsArea: SandboxArea = (ctx) => {
  const tokens = new DocTokenStore(ctx);
  const users = docUserStore(ctx);
  const links: StoredLinks = new Map();
  const styles = new StyleRegistry(ctx);
  ctx.onReset(() => {
    tokens.clear();
    links.clear();
    styles.clear();
  });
  const api = new Hono()
    .route('/', documentApiRoutes(ctx, tokens, users, links))
    .route('/', documentAdminRoutes(ctx, tokens, users))
    .route('/', styleAdminRoute(styles));
  return { api, frontend: captureRoutes(ctx, tokens, users, links, styles) };
};

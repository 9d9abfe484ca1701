import type { Hono } from 'hono';
import type { SandboxContext } from '../kernel/context';
import { registerDocumentAdminRoutes } from './documents/admin-routes';
import { registerDocumentApiRoutes, type StoredLinks } from './documents/api-routes';
import { registerCaptureRoutes } from './documents/capture-routes';
import { registerStyleAdminRoute, StyleRegistry } from './documents/styles';
import { DocTokenStore } from './documents/tokens';
import { docUserStore } from './documents/users';

/** Document capture (4.7, 4.8, 3.3, 6.2, 7.4): backend endpoints, the capture page, the modal script, admin scans. */
export function registerDocuments(ctx: SandboxContext, api: Hono, frontend: Hono): void {
  const tokens = new DocTokenStore(ctx);
  const users = docUserStore(ctx);
  const links: StoredLinks = new Map();
  const styles = new StyleRegistry(ctx);
  ctx.onReset(() => {
    tokens.clear();
    links.clear();
    styles.clear();
  });
  registerDocumentApiRoutes(ctx, api, tokens, users, links);
  registerCaptureRoutes(ctx, frontend, tokens, users, links, styles);
  registerDocumentAdminRoutes(ctx, api, tokens, users);
  registerStyleAdminRoute(api, styles);
}

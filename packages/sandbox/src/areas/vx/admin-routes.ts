import { Hono } from 'hono';
import { adminPrefix } from '../../kernel/admin';
import type { SandboxContext } from '../../kernel/context';
import { clientAddress, readJsonBody } from '../../kernel/http';
import { ServiceError, sandboxError } from '../../kernel/service-error';
import { parseBody } from '../../kernel/validate';
import { vxStepSchema } from './admin-schemas';
import { finishComponent, journeyOpen, startJourney } from './journey';
import { sessionResult } from './session-result';
import type { VxSession, VxSessionStore } from './sessions';

function adminView(ctx: SandboxContext, session: VxSession) {
  return {
    request_id: session.requestId,
    link: `${ctx.frontendOrigin}/journey/${session.requestId}?t=${session.linkToken}`,
    created_at: new Date(session.createdAt).toISOString(),
    link_expires_at: new Date(session.linkExpiresAt).toISOString(),
    started: session.startedAt !== null,
    device_id: session.deviceId,
    status: session.status,
    open: journeyOpen(session),
    webhook_endpoint: session.webhookEndpoint,
    steps: session.steps.map((s) => ({ ...s, at: new Date(s.at).toISOString() })),
    vpin: session.vpin,
    result: sessionResult(ctx, session, true),
  };
}

/** Admin routes that drive a VX journey without a browser (documented in the README). */
export function vxAdminRoutes(ctx: SandboxContext, store: VxSessionStore): Hono {
  const api = new Hono();
  api.get(`${adminPrefix}/vx/sessions/:request_id`, (c) => {
    const session = store.sessions.get(c.req.param('request_id'));
    if (!session) throw sandboxError(404, 'not_found', 'request_id: no such session');
    return c.json(adminView(ctx, session));
  });

  api.post(`${adminPrefix}/vx/sessions/:request_id/steps`, async (c) => {
    const session = store.sessions.get(c.req.param('request_id'));
    if (!session) throw sandboxError(404, 'not_found', 'request_id: no such session');
    const body = await readJsonBody(c);
    const step = parseBody(vxStepSchema, body.ok ? body.value : undefined);
    const refusal = startJourney(ctx, store, session, step.device_id ?? null);
    if (refusal) {
      throw new ServiceError(
        refusal.status,
        { error: 'refused', message: refusal.message, detail: refusal.detail },
        { headers: refusal.headers },
      );
    }
    if (!journeyOpen(session)) {
      throw sandboxError(409, 'journey_finished', 'The journey already ended (FAIL or all passed).');
    }
    if (step.data) Object.assign(session.person, step.data);
    finishComponent(ctx, store, session, step.component, step.outcome, clientAddress(c));
    return c.json(adminView(ctx, session));
  });
  return api;
}

import { Hono } from 'hono';
import { adminPrefix } from '../../kernel/admin';
import type { SandboxContext } from '../../kernel/context';
import { clientAddress, isRecord, readJsonBody } from '../../kernel/http';
import { ServiceError, sandboxError } from '../../kernel/service-error';
import { finishComponent, journeyOpen, startJourney } from './journey';
import { sessionResult } from './session-result';
import {
  personalFields,
  type VxComponent,
  type VxOutcome,
  type VxSession,
  type VxSessionStore,
  vxComponents,
  vxOutcomes,
} from './sessions';

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
    if (!body.ok || !isRecord(body.value)) {
      throw sandboxError(400, 'invalid_request', 'body: must be a JSON object');
    }
    const { component, outcome, device_id: device, data } = body.value;
    if (!vxComponents.includes(component as VxComponent)) {
      throw sandboxError(400, 'invalid_request', `component: must be one of ${vxComponents.join(', ')}`);
    }
    if (!vxOutcomes.includes(outcome as VxOutcome)) {
      throw sandboxError(400, 'invalid_request', `outcome: must be one of ${vxOutcomes.join(', ')}`);
    }
    if (device !== undefined && (typeof device !== 'string' || device === '')) {
      throw sandboxError(400, 'invalid_request', 'device_id: must be a non-empty string');
    }
    if (data !== undefined) {
      if (!isRecord(data)) throw sandboxError(400, 'invalid_request', 'data: must be an object');
      for (const [key, value] of Object.entries(data)) {
        if (!(personalFields as readonly string[]).includes(key) || typeof value !== 'string') {
          throw sandboxError(
            400,
            'invalid_request',
            `data.${key}: must be one of the personal fields, as a string`,
          );
        }
      }
    }
    const refusal = startJourney(ctx, store, session, (device as string | undefined) ?? null);
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
    if (data) Object.assign(session.person, data);
    finishComponent(ctx, store, session, component as VxComponent, outcome as VxOutcome, clientAddress(c));
    return c.json(adminView(ctx, session));
  });
  return api;
}

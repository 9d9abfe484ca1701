import { Hono } from 'hono';
import { adminPrefix } from '../../kernel/admin';
import type { SandboxContext } from '../../kernel/context';
import { clientAddress, isRecord, readJsonBody } from '../../kernel/http';
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
    if (!session) return c.json({ error: 'not_found', message: 'request_id: no such session' }, 404);
    return c.json(adminView(ctx, session));
  });

  api.post(`${adminPrefix}/vx/sessions/:request_id/steps`, async (c) => {
    const session = store.sessions.get(c.req.param('request_id'));
    if (!session) return c.json({ error: 'not_found', message: 'request_id: no such session' }, 404);
    const body = await readJsonBody(c);
    if (!body.ok || !isRecord(body.value)) {
      return c.json({ error: 'invalid_request', message: 'body: must be a JSON object' }, 400);
    }
    const { component, outcome, device_id: device, data } = body.value;
    if (!vxComponents.includes(component as VxComponent)) {
      return c.json(
        { error: 'invalid_request', message: `component: must be one of ${vxComponents.join(', ')}` },
        400,
      );
    }
    if (!vxOutcomes.includes(outcome as VxOutcome)) {
      return c.json(
        { error: 'invalid_request', message: `outcome: must be one of ${vxOutcomes.join(', ')}` },
        400,
      );
    }
    if (device !== undefined && (typeof device !== 'string' || device === '')) {
      return c.json({ error: 'invalid_request', message: 'device_id: must be a non-empty string' }, 400);
    }
    if (data !== undefined) {
      if (!isRecord(data))
        return c.json({ error: 'invalid_request', message: 'data: must be an object' }, 400);
      for (const [key, value] of Object.entries(data)) {
        if (!(personalFields as readonly string[]).includes(key) || typeof value !== 'string') {
          return c.json(
            {
              error: 'invalid_request',
              message: `data.${key}: must be one of the personal fields, as a string`,
            },
            400,
          );
        }
      }
    }
    const refusal = startJourney(ctx, store, session, (device as string | undefined) ?? null);
    if (refusal) {
      return c.json(
        { error: 'refused', message: refusal.message, detail: refusal.detail },
        refusal.status,
        refusal.headers,
      );
    }
    if (!journeyOpen(session)) {
      return c.json(
        { error: 'journey_finished', message: 'The journey already ended (FAIL or all passed).' },
        409,
      );
    }
    if (data) Object.assign(session.person, data);
    finishComponent(ctx, store, session, component as VxComponent, outcome as VxOutcome, clientAddress(c));
    return c.json(adminView(ctx, session));
  });
  return api;
}

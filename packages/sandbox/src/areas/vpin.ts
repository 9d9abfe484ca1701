import { vpinSubscriptionServiceReadingSchema, vpinTestRequestSchema } from '@veriframe/core/schemas';
import { type Context, Hono } from 'hono';
import { adminPrefix } from '../kernel/admin';
import type { SandboxArea } from '../kernel/area';
import type { SandboxContext } from '../kernel/context';
import { isRecord, readJsonBody } from '../kernel/http';
import {
  type ErrorAudit,
  invalidRequest,
  recordCall,
  ServiceError,
  sandboxError,
} from '../kernel/service-error';
import { checkBody, issuesText, parseBody } from '../kernel/validate';
import { vpinIssueSchema } from './vpin/admin-schemas';
import { VpinHub } from './vpin/hub';
import { mockEvent, testableTypes } from './vpin/mock-events';
import { type VpinRegistry, vpinRegistry } from './vpin/registry';
import { newSubscription, publicSubscription } from './vpin/subscriptions';
import { buildTrigger } from './vpin/triggers';

/** Reads an optional JSON object body: empty is `{}`, malformed or non-object is a 400. */
async function readOptionalObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJsonBody(c);
  if (!body.ok && body.error === 'empty') return {};
  if (!body.ok) throw sandboxError(400, 'invalid_json', 'body: malformed JSON');
  if (!isRecord(body.value)) throw sandboxError(400, 'invalid_request', 'body: must be a JSON object');
  return body.value;
}

/**
 * Area E, V-PIN (2.6, 3.4, 4.12, 6.4, 5, 7.7): resolution, subscriptions, `:test`, `:replay`, plus the admin
 * triggers `POST /__sandbox/vpin/issue` and `POST /__sandbox/vpin/events`. Every V-PIN API call needs
 * `Authorization: Bearer <API token>` (5); deliveries go through the kernel's signed, retried delivery log.
 */
export function vpinRoutes(ctx: SandboxContext): Hono {
  const api = new Hono();
  const area: VpinArea = { ctx, registry: vpinRegistry(ctx), hub: new VpinHub(ctx) };
  ctx.onReset(() => area.hub.clear());
  serviceRoutes(api, area);
  adminRoutes(api, area);
  return api;
}

/** What the V-PIN routes share: the sandbox, its V-PIN registry and its event hub. */
interface VpinArea {
  ctx: SandboxContext;
  registry: VpinRegistry;
  hub: VpinHub;
}

/** The audit record of a V-PIN API call (2.5): lookups are not billed, client errors flagged. */
function audit(status: number, detail: string, inputs: Record<string, unknown> = {}): ErrorAudit {
  return {
    service: 'VPIN',
    user: 'api-token',
    flags: status === 400 ? ['error'] : [],
    action: String(status),
    detail,
    inputs,
  };
}

/** The service's V-PIN API (4.12), behind its bearer token: resolution, subscriptions, `:test`, `:replay`. */
function serviceRoutes(api: Hono, { ctx, registry, hub }: VpinArea): void {
  const record = (c: Context, status: number, detail: string, inputs: Record<string, unknown> = {}) =>
    recordCall(ctx, c, audit(status, detail, inputs));

  api.use('/v1/vpin/*', async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    if (header !== `Bearer ${ctx.credentials.vpinToken}`) {
      throw new ServiceError(
        401,
        { error: 'UNAUTHORIZED', message: 'Authorization: a valid "Bearer <API token>" header is required' },
        { headers: { 'WWW-Authenticate': 'Bearer realm="vpin"' } },
      );
    }
    await next();
  });

  api.get('/v1/vpin/resolve/:vpin', (c) => {
    const input = c.req.param('vpin');
    const resolution = registry.resolve(input);
    const detail =
      resolution.status === 200
        ? resolution.body.superseded
          ? 'SUPERSEDED'
          : 'ACTIVE'
        : resolution.status === 409
          ? 'SPLIT'
          : 'VPIN_NOT_FOUND';
    record(c, resolution.status, detail, { vpin: input });
    return c.json(resolution.body, resolution.status);
  });

  api.post('/v1/vpin/webhooks/subscriptions', async (c) => {
    const body = await readOptionalObject(c);
    const checked = checkBody(vpinSubscriptionServiceReadingSchema, body);
    if (!checked.ok) throw invalidRequest(checked.error, audit(400, issuesText(checked.error)));
    const subscription = newSubscription(checked.value, ctx.clock.now(), ctx.random);
    hub.subscriptions.set(subscription.id, subscription);
    record(c, 201, 'SUBSCRIPTION_CREATED', { url: subscription.url, event_types: subscription.event_types });
    return c.json(publicSubscription(subscription), 201);
  });

  // `{id}:test` is one path segment, so the route takes the segment and splits off the action.
  api.post('/v1/vpin/webhooks/subscriptions/:segment', async (c) => {
    const [id, action] = splitAction(c.req.param('segment'));
    if (action !== 'test') throw sandboxError(404, 'not_found', `No route for POST ${c.req.path}`);
    const subscription = hub.subscriptions.get(id);
    if (!subscription) throw sandboxError(404, 'SUBSCRIPTION_NOT_FOUND', `id: no subscription ${id}`);
    const body = await readOptionalObject(c);
    // Core's 4.12 body: one of the three kinds a test delivery can take.
    const { type } = parseBody(vpinTestRequestSchema, body, {
      textOf: () => `required, one of ${testableTypes.join(', ')}`,
    });
    const event = mockEvent(type, { nowMs: ctx.clock.now(), random: ctx.random });
    // A test delivery goes to this subscription even when disabled or not subscribed to the type.
    const [delivery] = await hub.emit(event, [subscription]);
    record(c, 200, 'TEST_DELIVERED', { subscription_id: id, type: event.type });
    return c.json({ event_id: event.id, type: event.type, delivery });
  });

  api.post('/v1/vpin/webhooks/events/:segment', async (c) => {
    const [eventId, action] = splitAction(c.req.param('segment'));
    if (action !== 'replay') throw sandboxError(404, 'not_found', `No route for POST ${c.req.path}`);
    const stored = hub.events.get(eventId);
    if (!stored) {
      throw new ServiceError(
        404,
        { error: 'EVENT_NOT_FOUND', message: `event_id: no event ${eventId}` },
        { audit: audit(404, 'EVENT_NOT_FOUND', { event_id: eventId }) },
      );
    }
    // The same envelope (same id) to the subscriptions that got it and still exist.
    const targets = stored.subscriptionIds.flatMap((id) => hub.subscriptions.get(id) ?? []);
    const deliveries = await hub.deliver(stored.envelope, targets);
    record(c, 200, 'EVENT_REPLAYED', { event_id: eventId });
    return c.json({ event_id: eventId, type: stored.envelope.type, deliveries });
  });
}

/** The sandbox's own V-PIN admin routes: issue a V-PIN, trigger a lifecycle event, read what happened. */
function adminRoutes(api: Hono, { ctx, registry, hub }: VpinArea): void {
  api.post(`${adminPrefix}/vpin/issue`, async (c) => {
    const { vpin } = parseBody(vpinIssueSchema, await readOptionalObject(c));
    const issued = registry.issue(vpin);
    return c.json({ vpin: issued.vpin, status: issued.status, monitored: true }, 201);
  });

  api.post(`${adminPrefix}/vpin/events`, async (c) => {
    const body = await readOptionalObject(c);
    const built = buildTrigger(body, registry, hub, { nowMs: ctx.clock.now(), random: ctx.random });
    built.apply();
    const deliveries = await hub.emit(built.envelope);
    return c.json({ event: built.envelope, deliveries }, 201);
  });

  api.get(`${adminPrefix}/vpin/events`, (c) =>
    c.json({
      data: [...hub.events.values()].map((e) => ({ ...e.envelope, delivered_to: e.subscriptionIds })),
    }),
  );
  api.get(`${adminPrefix}/vpin/subscriptions`, (c) =>
    c.json({ data: [...hub.subscriptions.values()].map(publicSubscription) }),
  );
  api.get(`${adminPrefix}/vpin/:vpin`, (c) => {
    const found = registry.get(c.req.param('vpin'));
    return found
      ? c.json(found)
      : c.json({ error: 'VPIN_NOT_FOUND', message: `vpin: ${c.req.param('vpin')} was never issued` }, 404);
  });
}

/** `abc:test` → [`abc`, `test`]; no colon → [segment, '']. */
function splitAction(segment: string): [string, string] {
  const at = segment.lastIndexOf(':');
  return at < 0 ? [segment, ''] : [segment.slice(0, at), segment.slice(at + 1)];
}

/** The vpin area: its routes on the API origin. */
export const vpinArea: SandboxArea = (ctx) => ({ api: vpinRoutes(ctx) });

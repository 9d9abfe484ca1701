import { type Context, Hono } from 'hono';
import { adminPrefix } from '../kernel/admin';
import type { SandboxArea } from '../kernel/area';
import type { SandboxContext } from '../kernel/context';
import { clientAddress, isRecord, readJsonBody } from '../kernel/http';
import { VpinHub } from './vpin/hub';
import { mockEvent, type TestableType, testableTypes } from './vpin/mock-events';
import { vpinRegistry } from './vpin/registry';
import { parseSubscription, publicSubscription } from './vpin/subscriptions';
import { buildTrigger } from './vpin/triggers';

type Issue = { field: string; rule: string };

function invalid(c: Context, issues: Issue[]): Response {
  return c.json(
    { error: 'invalid_request', message: issues.map((i) => `${i.field}: ${i.rule}`).join('; '), issues },
    400,
  );
}

/** Reads an optional JSON object body: empty is `{}`, malformed or non-object is a 400. */
async function readOptionalObject(c: Context): Promise<Record<string, unknown> | Response> {
  const body = await readJsonBody(c);
  if (!body.ok && body.reason === 'empty') return {};
  if (!body.ok) return c.json({ error: 'invalid_json', message: 'body: malformed JSON' }, 400);
  if (!isRecord(body.value))
    return c.json({ error: 'invalid_request', message: 'body: must be a JSON object' }, 400);
  return body.value;
}

/**
 * Area E, V-PIN (2.6, 3.4, 4.12, 6.4, 5, 7.7): resolution, subscriptions, `:test`, `:replay`, plus the admin
 * triggers `POST /__sandbox/vpin/issue` and `POST /__sandbox/vpin/events`. Every V-PIN API call needs
 * `Authorization: Bearer <API token>` (5); deliveries go through the kernel's signed, retried delivery log.
 */
export function vpinRoutes(ctx: SandboxContext): Hono {
  const api = new Hono();
  const registry = vpinRegistry(ctx);
  const hub = new VpinHub(ctx);
  ctx.onReset(() => hub.clear());

  /** Records a V-PIN API call for the audit API (2.5); lookups are not billed, client errors flagged. */
  const record = (c: Context, status: number, detail: string, inputs: Record<string, unknown> = {}) =>
    ctx.audit.record({
      service: 'VPIN',
      reference: '',
      user: 'api-token',
      origin: clientAddress(c),
      path: c.req.path,
      flags: status === 400 ? ['error'] : [],
      action: String(status),
      detail,
      issues: [],
      inputs,
    });

  api.use('/v1/vpin/*', async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    if (header !== `Bearer ${ctx.credentials.vpinToken}`) {
      c.header('WWW-Authenticate', 'Bearer realm="vpin"');
      return c.json(
        { error: 'UNAUTHORIZED', message: 'Authorization: a valid "Bearer <API token>" header is required' },
        401,
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
    if (body instanceof Response) return body;
    const parsed = parseSubscription(body, ctx.clock.now(), ctx.random);
    if (!parsed.ok) {
      record(c, 400, parsed.issues.map((i) => `${i.field}: ${i.rule}`).join('; '));
      return invalid(c, parsed.issues);
    }
    hub.subscriptions.set(parsed.value.id, parsed.value);
    record(c, 201, 'SUBSCRIPTION_CREATED', { url: parsed.value.url, event_types: parsed.value.event_types });
    return c.json(publicSubscription(parsed.value), 201);
  });

  // `{id}:test` is one path segment, so the route takes the segment and splits off the action.
  api.post('/v1/vpin/webhooks/subscriptions/:segment', async (c) => {
    const [id, action] = splitAction(c.req.param('segment'));
    if (action !== 'test')
      return c.json({ error: 'not_found', message: `No route for POST ${c.req.path}` }, 404);
    const subscription = hub.subscriptions.get(id);
    if (!subscription) {
      return c.json({ error: 'SUBSCRIPTION_NOT_FOUND', message: `id: no subscription ${id}` }, 404);
    }
    const body = await readOptionalObject(c);
    if (body instanceof Response) return body;
    if (!testableTypes.includes(body.type as TestableType)) {
      return invalid(c, [{ field: 'type', rule: `required, one of ${testableTypes.join(', ')}` }]);
    }
    const event = mockEvent(body.type as TestableType, { nowMs: ctx.clock.now(), random: ctx.random });
    // A test delivery goes to this subscription even when disabled or not subscribed to the type.
    const [delivery] = await hub.emit(event, [subscription]);
    record(c, 200, 'TEST_DELIVERED', { subscription_id: id, type: event.type });
    return c.json({ event_id: event.id, type: event.type, delivery });
  });

  api.post('/v1/vpin/webhooks/events/:segment', async (c) => {
    const [eventId, action] = splitAction(c.req.param('segment'));
    if (action !== 'replay')
      return c.json({ error: 'not_found', message: `No route for POST ${c.req.path}` }, 404);
    const stored = hub.events.get(eventId);
    if (!stored) {
      record(c, 404, 'EVENT_NOT_FOUND', { event_id: eventId });
      return c.json({ error: 'EVENT_NOT_FOUND', message: `event_id: no event ${eventId}` }, 404);
    }
    // The same envelope (same id) to the subscriptions that got it and still exist.
    const targets = stored.subscriptionIds.flatMap((id) => hub.subscriptions.get(id) ?? []);
    const deliveries = await hub.deliver(stored.envelope, targets);
    record(c, 200, 'EVENT_REPLAYED', { event_id: eventId });
    return c.json({ event_id: eventId, type: stored.envelope.type, deliveries });
  });

  api.post(`${adminPrefix}/vpin/issue`, async (c) => {
    const body = await readOptionalObject(c);
    if (body instanceof Response) return body;
    if (
      body.vpin !== undefined &&
      (typeof body.vpin !== 'string' || !/^[A-Za-z0-9_-]{3,64}$/.test(body.vpin))
    ) {
      return invalid(c, [{ field: 'vpin', rule: 'must be 3-64 letters, digits, - or _' }]);
    }
    const issued = registry.issue(body.vpin as string | undefined);
    return c.json({ vpin: issued.vpin, status: issued.status, monitored: true }, 201);
  });

  api.post(`${adminPrefix}/vpin/events`, async (c) => {
    const body = await readOptionalObject(c);
    if (body instanceof Response) return body;
    const built = buildTrigger(body, registry, hub, { nowMs: ctx.clock.now(), random: ctx.random });
    if (!built.ok) {
      const { status, error, field, rule } = built.error;
      return c.json({ error, message: `${field}: ${rule}`, issues: [{ field, rule }] }, status);
    }
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
  return api;
}

/** `abc:test` → [`abc`, `test`]; no colon → [segment, '']. */
function splitAction(segment: string): [string, string] {
  const at = segment.lastIndexOf(':');
  return at < 0 ? [segment, ''] : [segment.slice(0, at), segment.slice(at + 1)];
}

/** The vpin area: its routes on the API origin. */
export const vpinArea: SandboxArea = (ctx) => ({ api: vpinRoutes(ctx) });

import { Hono } from 'hono';
import { clockAdvanceSchema, clockSetSchema, faultSchema, settingsPatchSchema } from './admin-schemas';
import type { SandboxArea } from './area';
import type { SandboxContext } from './context';
import { isRecord, readJsonBody } from './http';
import { sandboxError } from './service-error';
import type { SandboxSettings } from './settings';
import { checkBody, parseBody } from './validate';

/** Reserved prefix of the admin API. Areas add their own admin routes under it. */
export const adminPrefix = '/__sandbox';

/** Clock, reset, settings and the delivery log. Documented in the package README. */
export function adminRoutes(ctx: SandboxContext): Hono {
  const api = new Hono();
  // One instant for `now` and `now_ms`: the clock's own, or the time a move just reached (the running clock may
  // be a millisecond further by the time the answer is written).
  const clockBody = (nowMs = ctx.clock.now()) => {
    return { now: new Date(nowMs).toISOString(), now_ms: nowMs, pending: ctx.clock.pending() };
  };

  api.get(`${adminPrefix}/clock`, (c) => c.json(clockBody()));

  api.post(`${adminPrefix}/clock/advance`, async (c) => {
    const body = await readJsonBody(c);
    const seconds = checkBody(clockAdvanceSchema, body.ok ? body.value : {});
    if (!seconds.ok) throw sandboxError(400, 'invalid_request', 'seconds: must be a non-negative number');
    return c.json(clockBody(await ctx.clock.advance(seconds.value * 1000)));
  });

  api.post(`${adminPrefix}/clock/set`, async (c) => {
    const body = await readJsonBody(c);
    const { now: at } = parseBody(clockSetSchema, body.ok && isRecord(body.value) ? body.value : {});
    const movedTo = await ctx.clock.set(at).catch((error: unknown) => {
      if (error instanceof RangeError) throw sandboxError(400, 'invalid_request', error.message);
      throw error;
    });
    return c.json(clockBody(movedTo));
  });

  api.post(`${adminPrefix}/reset`, (c) => {
    ctx.reset();
    return c.json({ reset: true });
  });

  api.get(`${adminPrefix}/settings`, (c) => c.json(ctx.settings));

  api.patch(`${adminPrefix}/settings`, async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) throw sandboxError(400, 'invalid_request', 'body: must be a JSON object');
    const patch = parseBody(settingsPatchSchema, body.value);
    ctx.settings = { ...ctx.settings, ...patch } as SandboxSettings;
    return c.json(ctx.settings);
  });

  api.get(`${adminPrefix}/deliveries`, (c) => {
    const kind = c.req.query('kind');
    const list = kind ? ctx.deliveries.attempts.filter((a) => a.kind === kind) : ctx.deliveries.attempts;
    return c.json({ data: list });
  });

  api.get(`${adminPrefix}/transactions`, (c) => c.json({ data: ctx.audit.transactions }));

  api.post(`${adminPrefix}/faults`, async (c) => {
    const body = await readJsonBody(c);
    return c.json(ctx.faults.add(parseBody(faultSchema, body.ok ? body.value : undefined)), 201);
  });

  api.get(`${adminPrefix}/faults`, (c) => c.json({ data: ctx.faults.list() }));

  api.delete(`${adminPrefix}/faults`, (c) => {
    const cleared = ctx.faults.list().length;
    ctx.faults.clear();
    return c.json({ cleared });
  });

  api.delete(`${adminPrefix}/faults/:id`, (c) => {
    const id = c.req.param('id');
    if (!ctx.faults.remove(id)) throw sandboxError(404, 'not_found', `fault ${id}: no such active fault`);
    return c.json({ removed: id });
  });
  return api;
}

/** The admin area: its routes on the API origin. */
export const adminArea: SandboxArea = (ctx) => ({ api: adminRoutes(ctx) });

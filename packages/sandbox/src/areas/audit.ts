import { type AuditResponse, auditRequestSchema } from '@veriframe/core/schemas';
import { Hono } from 'hono';
import type { SandboxArea } from '../kernel/area';
import type { SandboxContext } from '../kernel/context';
import { isRecord, readJsonBody } from '../kernel/http';
import { fieldRefusal, sandboxError } from '../kernel/service-error';
import { checkBody } from '../kernel/validate';
import { availableAt, isAuditDay, newYorkDay } from './audit/new-york-day';

/** Days older than this (New York days before today) are out of retention: 404 day not available. */
export const auditRetentionDays = 365;
const dayMs = 86_400_000;
const auditDaySchema = auditRequestSchema.shape.day.refine(isAuditDay);

/**
 * Area D, the audit API (4.11, 7.6): `POST {reporting_url}/api/audit` with `user`, `pass`, `day`. Checks in
 * order: JSON object (400), credentials (401), day format (400), day available (404), data ready (404).
 * Error bodies (not shown in the spec) are JSON `{ error, message }`, documented in the README.
 */
export function auditRoutes(ctx: SandboxContext): Hono {
  const api = new Hono();
  // The first day the sandbox holds data: the New York day it started (or was last reset).
  let firstDay = newYorkDay(ctx.clock.now());
  ctx.onReset(() => {
    firstDay = newYorkDay(ctx.clock.now());
  });

  api.post('/reporting/api/audit', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok || !isRecord(body.value)) {
      const message =
        body.ok || body.error === 'empty' ? 'body: must be a JSON object' : 'body: malformed JSON';
      throw sandboxError(400, 'bad_request', message);
    }
    const { user, pass } = body.value;
    if (user !== ctx.credentials.auditUser || pass !== ctx.credentials.auditPass) {
      throw sandboxError(401, 'unauthorized', 'user/pass: incorrect audit username or password');
    }
    // Core's 4.11 `day` (an ISO date), a real calendar day.
    const checked = checkBody(auditDaySchema, body.value.day);
    if (!checked.ok) throw fieldRefusal(400, 'bad_request', 'day', 'must be a date YYYY-MM-DD');
    const day = checked.value;
    const now = ctx.clock.now();
    const oldest = newYorkDay(now - auditRetentionDays * dayMs);
    if (day < firstDay || day < oldest) {
      const from = day < oldest ? oldest : firstDay;
      const message = `day: ${day} is not available (the sandbox holds days from ${from}, ${auditRetentionDays} days at most)`;
      throw sandboxError(404, 'day_not_available', message);
    }
    const readyAt = availableAt(day);
    if (now < readyAt) {
      const at = new Date(readyAt).toISOString();
      const message = `day: data for ${day} is available from ${at} (07:00 America/New_York on the next day)`;
      throw sandboxError(404, 'data_not_ready', message, { available_at: at });
    }
    const data = ctx.audit.transactions.filter((tx) => newYorkDay(Date.parse(tx.timestamp)) === day);
    return c.json({ data } satisfies AuditResponse);
  });
  return api;
}

/** The audit area: its routes on the API origin. */
export const auditArea: SandboxArea = (ctx) => ({ api: auditRoutes(ctx) });

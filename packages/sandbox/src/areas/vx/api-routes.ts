import type { CreateSessionResponse, SessionNotFoundBody, SessionPendingBody } from '@veriframe/core/schemas';
import { type Context, Hono } from 'hono';
import type { SandboxContext } from '../../kernel/context';
import { isRecord, readJsonBody, retryAfterHeader } from '../../kernel/http';
import { auditedAs, recordCall, ServiceError } from '../../kernel/service-error';
import { type NewSessionFields, parseCreateSession } from './create-session-input';
import { emailHasPassed, emailHasPendingDocument } from './journey';
import { sessionRefusal } from './refusals';
import { sessionResult } from './session-result';
import type { VxSessionStore } from './sessions';
import type { VxTokenStore } from './tokens';

/** 8: create_session calls allowed per minute of virtual time. */
export const createSessionRatePerMinute = 1000;
/** 8: session links live 3600 seconds. */
export const linkLifetimeSeconds = 3600;
const day = 24 * 3600_000;

/** The VX session API: create_session (4.4, 7.2) and the session result (4.5, 7.3). */
export function vxApiRoutes(ctx: SandboxContext, store: VxSessionStore, tokens: VxTokenStore): Hono {
  const api = new Hono();
  api.post('/vx/api/session/create_session', auditedAs({ service: 'VX.create_session' }), (c) =>
    createSession(ctx, store, tokens, c),
  );
  api.get('/vx/api/session/result/:request_id', (c: Context) => readSessionResult(ctx, store, tokens, c));
  return api;
}

/** Counts a create_session call in a sliding virtual minute, accepted or not; refuses the calls over the rate. */
function countCreateCall(store: VxSessionStore, now: number): void {
  while (store.createCalls.length && store.createCalls[0]! <= now - 60_000) store.createCalls.shift();
  store.createCalls.push(now);
  if (store.createCalls.length > createSessionRatePerMinute) {
    throw sessionRefusal(
      429,
      'Too many requests',
      `More than ${createSessionRatePerMinute} requests in a minute.`,
      {
        headers: retryAfterHeader(store.createCalls, createSessionRatePerMinute, 60_000, now),
      },
    );
  }
}

/** The create_session body read by 4.4's rules; refused 400 (or 401 without the required fields). */
async function readCreateSession(c: Context, clientId: string): Promise<NewSessionFields> {
  const body = await readJsonBody(c);
  if (!body.ok || !isRecord(body.value)) {
    throw sessionRefusal(400, 'Bad JSON format', 'Please check the JSON: the body must be a JSON object.', {
      user: clientId,
    });
  }
  const parsed = parseCreateSession(body.value);
  if (!parsed.ok) {
    throw parsed.error.kind === 'missing'
      ? sessionRefusal(401, 'Unauthorized', parsed.error.detail, { user: clientId })
      : sessionRefusal(400, 'Invalid input', parsed.error.detail, { user: clientId });
  }
  return parsed.value;
}

/** 7.2's refusals of the person: already verified, a document in review, too many sessions in 24 hours. */
function refusePerson(
  ctx: SandboxContext,
  store: VxSessionStore,
  input: NewSessionFields,
  clientId: string,
  now: number,
): void {
  const inputs = { email: input.email, age: input.age };
  if ((input.settings.block === true || ctx.settings.block) && emailHasPassed(store, input.email)) {
    throw sessionRefusal(403, 'Already Verified', 'The user has already passed verification.', {
      user: clientId,
      inputs,
    });
  }
  if (ctx.settings.human_review && emailHasPendingDocument(ctx, store, input.email)) {
    throw sessionRefusal(423, 'Pending Review', 'Manual review of an ID document is in process.', {
      user: clientId,
      inputs,
    });
  }
  const recent = store
    .byEmail(input.email)
    .map((s) => s.createdAt)
    .filter((t) => t > now - day);
  if (recent.length >= ctx.settings.vx_attempts_per_email) {
    throw sessionRefusal(
      429,
      'Too many attempts',
      `The user exceeded the allowed verification sessions (${ctx.settings.vx_attempts_per_email} in 24 hours).`,
      {
        user: clientId,
        inputs,
        headers: retryAfterHeader(recent, ctx.settings.vx_attempts_per_email, day, now),
      },
    );
  }
}

/** `POST /vx/api/session/create_session` (4.4): a session and its journey link, or 7.2's refusal. */
async function createSession(ctx: SandboxContext, store: VxSessionStore, tokens: VxTokenStore, c: Context) {
  const now = ctx.clock.now();
  countCreateCall(store, now);
  const clientId = tokens.verify(c.req.header('authorization'));
  if (!clientId) throw sessionRefusal(403, 'Forbidden', 'Missing, invalid or expired access token.');
  const input = await readCreateSession(c, clientId);
  refusePerson(ctx, store, input, clientId, now);
  const session = store.create(
    {
      clientId,
      person: input.person,
      reference: input.reference,
      additionalData: input.additionalData,
      settings: input.settings,
      webhookEndpoint: input.webhookEndpoint,
      language: input.language,
      styles: input.styles,
      resultMessages: input.resultMessages,
    },
    linkLifetimeSeconds * 1000,
  );
  recordCall(ctx, c, {
    service: 'VX.create_session',
    reference: input.reference,
    user: clientId,
    flags: input.settings.test_mode === false ? [] : ['test'],
    action: 'PASS',
    detail: 'session created',
    inputs: { email: input.email, age: input.age, request_id: session.requestId },
  });
  return c.json({
    message: 'Session created',
    detail: 'Send the user to the link to start the verification.',
    expires_in: linkLifetimeSeconds,
    request_id: session.requestId,
    link: `${ctx.frontendOrigin}/journey/${session.requestId}?t=${session.linkToken}`,
  } satisfies CreateSessionResponse);
}

/** `GET /vx/api/session/result/:request_id` (4.5): 404 not started, 202 no step done, else the result. */
function readSessionResult(ctx: SandboxContext, store: VxSessionStore, tokens: VxTokenStore, c: Context) {
  const requestId = c.req.param('request_id') ?? '';
  const clientId = tokens.verify(c.req.header('authorization'));
  const audit = { service: 'VX.session_result', user: clientId ?? '', inputs: { request_id: requestId } };
  // The route's pattern, not the id: one audit path for every session.
  const path = '/vx/api/session/result/:request_id';
  const record = (action: string, detail: string) =>
    recordCall(ctx, c, { ...audit, path, flags: [], action, detail });
  if (!clientId) {
    throw new ServiceError(
      403,
      { message: 'Forbidden', detail: 'Missing, invalid or expired access token.' },
      { audit: { ...audit, detail: 'Forbidden', path } },
    );
  }
  const session = store.sessions.get(requestId);
  if (!session || session.clientId !== clientId || session.startedAt === null) {
    record('NOT FOUND', 'no result');
    return c.json(
      {
        message: 'NOT FOUND',
        detail: 'The user did not start the verification or the request_id is invalid.',
      } satisfies SessionNotFoundBody,
      404,
    );
  }
  if (session.steps.length === 0) {
    record('IN PROGRESS', 'started, no component finished');
    return c.json(
      {
        message: 'IN PROGRESS',
        detail: 'The user started; there is no result yet.',
      } satisfies SessionPendingBody,
      202,
    );
  }
  record(session.status ?? 'PENDING', 'session result');
  return c.json(sessionResult(ctx, session, false));
}

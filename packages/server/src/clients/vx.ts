import type { CreateSessionBody } from '@veriframe/core/hosted';
import {
  type CreateSessionResponse,
  createSessionResponseSchema,
  type SessionResult,
  sessionPendingBodySchema,
  sessionResultSchema,
  type VxTokenResponse,
  vxTokenResponseSchema,
} from '@veriframe/core/schemas';
import { VeriframeApiError } from '../errors/service-error';
import type { CallOptions, ClientContext } from './context';
import { joinUrl, send } from './http';
import { callJson, parseBody, toApiError } from './responses';
import { TokenCache } from './token-cache';

/** A created session, with its absolute expiry computed from `expires_in`. */
export type CreatedSession = CreateSessionResponse & { expires_at: string };

/** A session result read by polling (4.5, 7.3), as a state rather than an HTTP status. */
export type SessionState =
  | { state: 'not_started' }
  | { state: 'in_progress'; message?: string | undefined; detail?: string | undefined }
  | { state: 'complete'; result: SessionResult };

/** 3,600 s tokens are refreshed 5 minutes early so none expires in flight. */
const refreshMarginMs = 5 * 60_000;

/**
 * Client of the VX session API (area B). The access token is cached and refreshed before expiry; concurrent
 * calls share one token request.
 *
 * @example
 * const session = await clients.vx.createSession({ email: 'ada@example.com', age: '21+' });
 * const state = await clients.vx.getResult(session.request_id); // { state: 'not_started' } at first
 */
// long: one short method per endpoint of area B, sharing one cached access token
export function createVxClient(ctx: ClientContext) {
  const issueToken = async (options: CallOptions = {}): Promise<VxTokenResponse> =>
    callJson(
      ctx.transport,
      {
        operation: 'vx.token',
        method: 'POST',
        url: joinUrl(ctx.config.urls.auth, '/oauth/token'),
        body: {
          client_id: ctx.config.vx.clientId,
          client_secret: ctx.config.vx.clientSecret,
          audience: ctx.config.vx.audience,
          grant_type: 'client_credentials',
        },
        signal: options.signal,
      },
      vxTokenResponseSchema,
      { okStatuses: [200] },
    );

  const token = new TokenCache({
    now: ctx.now,
    refreshMarginMs,
    shared: ctx.tokenStore && { store: ctx.tokenStore, key: `vx:${ctx.config.vx.clientId}` },
    issue: async () => {
      const issuedAt = ctx.now();
      const t = await issueToken();
      return { value: t.access_token, expiresAt: issuedAt + t.expires_in * 1000 };
    },
  });

  /** Runs a call with the cached token; a token the service refuses (401/403 not about the user) is renewed once. */
  async function withToken<T>(run: (accessToken: string) => Promise<T>): Promise<T> {
    const first = await token.get();
    try {
      return await run(first);
    } catch (e) {
      if (!(e instanceof VeriframeApiError) || e.kind !== 'forbidden') throw e;
      token.invalidate(first);
      return run(await token.get());
    }
  }

  // Sent as given (the proxy's route checked it with core's schema first); `webhook.endpoint` comes from
  // configuration when the body names none.
  async function createSession(input: CreateSessionBody, options: CallOptions = {}): Promise<CreatedSession> {
    const publicUrl = ctx.config.webhooks.publicVxUrl;
    const body = input.webhook || !publicUrl ? input : { ...input, webhook: { endpoint: publicUrl } };
    return withToken(async (accessToken) => {
      const sentAt = ctx.now();
      const created = await callJson(
        ctx.transport,
        {
          operation: 'vx.createSession',
          method: 'POST',
          url: joinUrl(ctx.config.urls.vx, '/api/session/create_session'),
          headers: { authorization: `Bearer ${accessToken}` },
          body,
          signal: options.signal,
        },
        createSessionResponseSchema,
        { okStatuses: [200, 201] },
      );
      return { ...created, expires_at: new Date(sentAt + created.expires_in * 1000).toISOString() };
    });
  }

  async function getResult(requestId: string, options: CallOptions = {}): Promise<SessionState> {
    const operation = 'vx.getResult';
    return withToken(async (accessToken) => {
      const res = await send(ctx.transport, {
        operation,
        method: 'GET',
        url: joinUrl(ctx.config.urls.vx, `/api/session/result/${encodeURIComponent(requestId)}`),
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        signal: options.signal,
        retry: ctx.readRetry,
      });
      if (res.status === 200)
        return { state: 'complete', result: parseBody(operation, sessionResultSchema, res) };
      if (res.status === 202) {
        const body = parseBody(operation, sessionPendingBodySchema, res);
        return { state: 'in_progress', message: body.message, detail: body.detail };
      }
      // 7.3: 404 means "not started" (or an unknown id, which the service does not tell apart).
      if (res.status === 404) return { state: 'not_started' };
      throw toApiError(operation, res);
    });
  }

  return {
    /** A valid access token (cached; refreshed 5 minutes before its 3,600 s expiry). */
    accessToken: () => token.get(),
    /** A fresh token from the token endpoint, bypassing the cache. */
    issueToken,
    createSession,
    getResult,
  };
}

export type VxClient = ReturnType<typeof createVxClient>;

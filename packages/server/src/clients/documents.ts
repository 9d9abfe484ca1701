import type { LinkGenerateBody, LinkGenerateInput } from '@veriframe/core/document';
import {
  type DocumentTokenRequest,
  type DocumentTokenResponse,
  documentTokenResponseSchema,
  type LinkGenerateResponse,
  linkGenerateRequestSchemaWith,
  linkGenerateResponseSchema,
  parseRequestBody,
  type UserStatus,
  userStatusSchema,
} from '@veriframe/core/schemas';
import { VeriframeApiError } from '../errors/service-error';
import type { CallOptions, ClientContext } from './context';
import { joinUrl, send } from './http';
import { callJson, parseBody, toApiError } from './responses';
import { TokenCache } from './token-cache';

/** 5: a document-capture token is valid for 6 hours. */
export const documentTokenLifetimeMs = 6 * 60 * 60_000;
/** Refresh 10 minutes early so a link is never generated with a token about to die. */
const refreshMarginMs = 10 * 60_000;

/** The optional fields of token/create (4.7, core's shape); the account's `user` and `pass` are added. */
export type CreateDocumentTokenInput = Pick<
  DocumentTokenRequest,
  'journey_id' | 'settings_id' | 'branding_id'
>;

/**
 * link/generate body (4.7) without `token`, which the client adds: the fields of the core's
 * `linkGenerateRequestSchema`, which checks them (`additionalData` an object of strings or JSON text of one).
 */
export type GenerateLinkInput = Omit<LinkGenerateInput, 'token'>;

/** token/create's answer (4.7) plus `expires_at`, the ISO time the client computed it stops being valid (5). */
export type IssuedDocumentToken = DocumentTokenResponse & { expires_at: string };

/**
 * Client of the document-capture backend (area C): token/create, link/generate and user/status.
 *
 * @example
 * const { token } = await clients.documents.createToken(); // one per modal build, as 5 recommends
 * const link = await clients.documents.generateLink({ options: { send_email: false }, email: 'ada@example.com' });
 */
// long: one short method per endpoint of area C, sharing the context's credentials and its call helper
export function createDocumentsClient(ctx: ClientContext) {
  const { user, pass } = ctx.config.account;
  const urls = {
    createToken: joinUrl(ctx.config.urls.vxBackend, '/token/create'),
    generateLink: joinUrl(ctx.config.urls.vxBackend, '/link/generate'),
    userStatus: joinUrl(ctx.config.urls.vxBackend, '/user/status'),
  };

  async function createToken(
    input: CreateDocumentTokenInput = {},
    options: CallOptions = {},
  ): Promise<IssuedDocumentToken> {
    const issuedAt = ctx.now();
    const res = await callJson(
      ctx.transport,
      {
        operation: 'documents.createToken',
        method: 'POST',
        url: urls.createToken,
        body: { ...input, user, pass },
        signal: options.signal,
      },
      documentTokenResponseSchema,
      { okStatuses: [200] },
    );
    return { ...res, expires_at: new Date(issuedAt + documentTokenLifetimeMs).toISOString() };
  }

  const cachedToken = new TokenCache({
    now: ctx.now,
    refreshMarginMs,
    shared: ctx.tokenStore && { store: ctx.tokenStore, key: `documents:${ctx.config.account.user}` },
    issue: async () => {
      const t = await createToken();
      return { value: t.token, expiresAt: Date.parse(t.expires_at) };
    },
  });

  /**
   * The body as core's zod contract reads it (the rules the browser builders check too). Input it refuses is a
   * `bad_request` naming every field, as the service's 400 would be, and is never sent.
   */
  function linkBody(input: GenerateLinkInput, token: string): LinkGenerateBody {
    const built = parseRequestBody(linkGenerateRequestSchemaWith({ now: () => new Date(ctx.now()) }), {
      ...input,
      token,
    });
    if (built.ok) return built.value;
    throw new VeriframeApiError({
      kind: 'bad_request',
      status: 400,
      message: built.error.message,
      body: built.error.issues,
      operation: 'documents.generateLink',
      cause: built.error,
    });
  }

  function generateOnce(body: LinkGenerateBody, options: CallOptions) {
    return callJson(
      ctx.transport,
      {
        operation: 'documents.generateLink',
        method: 'POST',
        url: urls.generateLink,
        body,
        signal: options.signal,
      },
      linkGenerateResponseSchema,
      { okStatuses: [200] },
    );
  }

  /**
   * link/generate with the cached token. `action: ERROR` becomes a `link_not_generated` error carrying
   * `error_message` / `error_description`; an error about the token is retried once with a fresh one.
   */
  async function generateLink(
    input: GenerateLinkInput,
    options: CallOptions = {},
  ): Promise<LinkGenerateResponse> {
    let token = await cachedToken.get();
    const body = linkBody(input, token);
    let res = await generateOnce(body, options).catch((e: unknown) => {
      if (e instanceof VeriframeApiError && e.kind === 'unauthorized') return null;
      throw e;
    });
    if (
      res === null ||
      (res.action === 'ERROR' && /token/i.test(`${res.error_message} ${res.error_description}`))
    ) {
      cachedToken.invalidate(token);
      token = await cachedToken.get();
      res = await generateOnce({ ...body, token }, options);
    }
    if (res.action !== 'PASS') {
      throw new VeriframeApiError({
        kind: 'link_not_generated',
        status: 200,
        message: res.error_message || res.detail || 'the link was not generated',
        detail: res.detail,
        errorDescription: res.error_description,
        body: res,
        operation: 'documents.generateLink',
      });
    }
    return res;
  }

  /** user/status: a user who is not found answers `found: false` (the 404 body of 4.7), not an error. */
  async function userStatus(email: string, options: CallOptions = {}): Promise<UserStatus> {
    const operation = 'documents.userStatus';
    const res = await send(ctx.transport, {
      operation,
      method: 'POST',
      url: urls.userStatus,
      body: { user, pass, email },
      signal: options.signal,
      retry: ctx.readRetry,
    });
    const notFoundBody =
      res.status === 404 && typeof res.body === 'object' && res.body !== null && 'found' in res.body;
    if (res.status === 200 || notFoundBody) return parseBody(operation, userStatusSchema, res);
    throw toApiError(operation, res);
  }

  return {
    /** A fresh token (token/create). Spec 5 recommends one per modal build. */
    createToken,
    /** The cached token (6 h lifetime, refreshed early; concurrent callers share one request). */
    token: () => cachedToken.get(),
    generateLink,
    userStatus,
  };
}

export type DocumentsClient = ReturnType<typeof createDocumentsClient>;

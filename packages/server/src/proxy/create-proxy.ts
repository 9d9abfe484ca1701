import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { z } from 'zod';
import { type CreateClientsOptions, createClients, type VeriframeClients } from '../clients/index';
import { loadConfig, type VeriframeConfig } from '../config';
import { type Problem, type ProblemIssue, problemResponse } from '../problem';
import type { ProcessedEventStore } from '../webhooks/event-store';
import type { WebhookEvent } from '../webhooks/receiver';
import {
  createDocumentCallbackReceiver,
  createVxWebhookReceiver,
  type DocumentCallbackPayload,
  type VxWebhookPayload,
} from '../webhooks/service-receivers';
import type { VpinMapping } from '../webhooks/vpin-mapping';
import { createVpinWebhookReceiver, type VpinHandlers } from '../webhooks/vpin-receiver';
import {
  ageMatchTarget,
  documentLinkInput,
  documentStatusInput,
  documentTokenInput,
  gatewayEnvelopeInput,
  internationalTarget,
  quizContinueInput,
  sessionIdParam,
  toIssues,
  vxSessionInput,
} from './inputs';
import {
  documentLinkOutput,
  documentStatusOutput,
  documentTokenOutput,
  gatewayOutput,
  vxResultOutput,
  vxSessionOutput,
} from './outputs';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit';
import { problemForServiceError } from './service-errors';

/** One browser request the proxy handled (webhook deliveries are reported as `WebhookEvent`). */
export interface RequestEvent {
  type: 'request';
  method: string;
  path: string;
  /** The matched route pattern, e.g. `/api/veriframe/vx/sessions/:id`. */
  route: string;
  status: number;
  durationMs: number;
  /** The error `code` when the answer was an error. */
  code?: string;
}

export type ProxyEvent = RequestEvent | WebhookEvent;

/** What the rate limiter knows about the caller; the Node adapter fills in the socket address. */
export interface ClientInfo {
  remoteAddress?: string | undefined;
}

export interface ProxyOptions {
  /** Defaults to `loadConfig(process.env)`. */
  config?: VeriframeConfig;
  /** Defaults to `config.proxy.basePath` (`/api/veriframe`). */
  basePath?: string;
  /** Exact origins allowed to call the browser routes; default `config.proxy.corsOrigins` (empty: CORS off). */
  cors?: { origins: string[] };
  /** Receivers mounted at `{base}/webhooks/*` (each needs its secret in the configuration). */
  webhooks?: {
    vx?: { handler?: (payload: VxWebhookPayload) => unknown; store?: ProcessedEventStore };
    document?: { handler?: (payload: DocumentCallbackPayload) => unknown; store?: ProcessedEventStore };
    vpin?: { handlers?: VpinHandlers; mapping?: VpinMapping; store?: ProcessedEventStore };
  };
  /** Per-client limit of the browser routes; `false` disables it. Defaults from the configuration. */
  rateLimit?:
    | false
    | {
        max?: number;
        windowMs?: number;
        /** Who a request counts against. Default: the socket address (Node adapter), else one shared bucket. */
        key?: (request: Request, info: ClientInfo) => string;
        store?: RateLimitStore;
      };
  /** Called for every request handled and every webhook received. Must not throw (errors are ignored). */
  onEvent?: (event: ProxyEvent) => void;
  /** Largest browser request body; default `config.proxy.maxBodyBytes`. */
  maxBodyBytes?: number;
  /** Ready-made clients (tests, custom transports). */
  clients?: VeriframeClients;
  /** Options of the clients the proxy creates (fetch, clock, retries). */
  clientOptions?: CreateClientsOptions;
  /** Clock of the rate limiter and webhook timestamps, epoch ms. */
  now?: () => number;
}

export interface VeriframeProxy {
  /** The web-standard handler: `fetch(Request) → Response`. `env` is passed by adapters (Node: `{ incoming }`). */
  fetch(request: Request, env?: unknown): Promise<Response>;
  /** The Hono app, to mount elsewhere (`parent.route('/', proxy.app)`). */
  app: Hono;
  clients: VeriframeClients;
  basePath: string;
}

type Env = { Variables: { problemCode?: string } };
type ParseResult<T> = { ok: true; value: T } | { ok: false; response: Response };

const jsonType = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

function remoteAddressOf(env: unknown): string | undefined {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}

/**
 * The credential-holding proxy: browser-safe routes (contracts section 3) and webhook receivers, as a
 * `fetch(Request) → Response` app. Every route validates its input (400 naming the field), forwards an
 * allowlist of fields with credentials added server-side, and answers only allowlisted fields.
 *
 * @example
 * const proxy = createProxy({ config: loadConfig(process.env), cors: { origins: ['https://shop.example'] } });
 * const res = await proxy.fetch(new Request('http://localhost/api/veriframe/document/token', { method: 'POST' }));
 */
export function createProxy(options: ProxyOptions = {}): VeriframeProxy {
  const config = options.config ?? loadConfig(process.env);
  const base = (options.basePath ?? config.proxy.basePath).replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const clients = options.clients ?? createClients(config, options.clientOptions);
  const maxBody = options.maxBodyBytes ?? config.proxy.maxBodyBytes;
  const origins = options.cors?.origins ?? config.proxy.corsOrigins;
  const minimumAge = config.proxy.minimumAge;
  const emit = (event: ProxyEvent) => {
    try {
      options.onEvent?.(event);
    } catch {
      // An observer must never change an answer.
    }
  };

  const app = new Hono<Env>();

  const fail = (c: Context<Env>, problem: Problem, headers: Record<string, string> = {}) => {
    c.set('problemCode', problem.code);
    return problemResponse(problem, headers);
  };
  const invalid = (c: Context<Env>, issues: ProblemIssue[]) =>
    fail(c, {
      code: 'invalid_request',
      message: issues.map((i) => `${i.path}: ${i.message}`).join('; '),
      status: 400,
      issues,
    });
  const serviceFailure = (c: Context<Env>, error: unknown) => {
    const { problem, headers } = problemForServiceError(error);
    return fail(c, problem, headers);
  };

  async function readJson<T>(
    c: Context<Env>,
    schema: z.ZodType<T>,
    allowEmpty = false,
  ): Promise<ParseResult<T>> {
    const raw = await c.req.text();
    if (raw.trim() === '') {
      if (allowEmpty) return parse(c, schema, {});
      return {
        ok: false,
        response: invalid(c, [{ path: '(body)', rule: 'required', message: 'a JSON body is required' }]),
      };
    }
    if (!jsonType.test(c.req.header('content-type') ?? '')) {
      return {
        ok: false,
        response: fail(c, {
          code: 'unsupported_media_type',
          message: 'Content-Type: must be application/json',
          status: 415,
        }),
      };
    }
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return {
        ok: false,
        response: fail(c, { code: 'invalid_json', message: 'body: must be valid JSON', status: 400 }),
      };
    }
    return parse(c, schema, value);
  }

  function parse<T>(c: Context<Env>, schema: z.ZodType<T>, value: unknown, prefix = ''): ParseResult<T> {
    const parsed = schema.safeParse(value);
    if (parsed.success) return { ok: true, value: parsed.data };
    return { ok: false, response: invalid(c, toIssues(parsed.error, prefix)) };
  }

  /** Shapes a service answer through its output allowlist; a mismatch is the service's fault (502). */
  function answer<T>(c: Context<Env>, schema: z.ZodType<T>, value: unknown): Response {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      return fail(c, {
        code: 'invalid_service_response',
        message: 'the verification service sent an unexpected answer',
        status: 502,
      });
    }
    return c.json(parsed.data as object);
  }

  // Every request is reported once, with its duration and error code.
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    if (c.req.path.startsWith(`${base}/webhooks/`)) return; // receivers report their own events
    emit({
      type: 'request',
      method: c.req.method,
      path: c.req.path,
      route: c.req.routePath,
      status: c.res.status,
      durationMs: performance.now() - started,
      ...(c.get('problemCode') ? { code: c.get('problemCode') } : {}),
    });
  });

  if (origins.length > 0) {
    app.use(
      `${base}/*`,
      cors({
        origin: (origin) => (origins.includes(origin) ? origin : null),
        allowMethods: ['GET', 'POST'],
        allowHeaders: ['content-type'],
        maxAge: 600,
      }),
    );
  }

  if (options.rateLimit !== false) {
    const limit = options.rateLimit ?? {};
    const max = limit.max ?? config.proxy.rateLimit.max;
    const windowMs = limit.windowMs ?? config.proxy.rateLimit.windowMs;
    const store = limit.store ?? new MemoryRateLimitStore(now);
    if (max > 0) {
      app.use(`${base}/*`, async (c, next) => {
        if (c.req.path.startsWith(`${base}/webhooks/`) || c.req.method === 'OPTIONS') return next();
        const info: ClientInfo = { remoteAddress: remoteAddressOf(c.env) };
        const key = limit.key ? limit.key(c.req.raw, info) : (info.remoteAddress ?? 'shared');
        const hit = await store.hit(key, max, windowMs);
        if (!hit.allowed) {
          return fail(
            c,
            {
              code: 'rate_limited',
              message: `too many requests; retry in ${hit.retryAfterSeconds} s`,
              status: 429,
            },
            { 'retry-after': String(hit.retryAfterSeconds) },
          );
        }
        return next();
      });
    }
  }

  const limitBody = bodyLimit({
    maxSize: maxBody,
    onError: (c) =>
      fail(c as Context<Env>, {
        code: 'payload_too_large',
        message: `body: must be at most ${maxBody} bytes`,
        status: 413,
      }),
  });

  app.post(`${base}/document/token`, limitBody, async (c) => {
    const input = await readJson(c, documentTokenInput, true);
    if (!input.ok) return input.response;
    try {
      return answer(c, documentTokenOutput, await clients.documents.createToken());
    } catch (e) {
      return serviceFailure(c, e);
    }
  });

  app.post(`${base}/document/link`, limitBody, async (c) => {
    const input = await readJson(c, documentLinkInput);
    if (!input.ok) return input.response;
    try {
      return answer(c, documentLinkOutput, await clients.documents.generateLink(input.value));
    } catch (e) {
      return serviceFailure(c, e);
    }
  });

  app.post(`${base}/document/status`, limitBody, async (c) => {
    const input = await readJson(c, documentStatusInput);
    if (!input.ok) return input.response;
    try {
      return answer(c, documentStatusOutput, await clients.documents.userStatus(input.value.email));
    } catch (e) {
      return serviceFailure(c, e);
    }
  });

  const sessionInput = vxSessionInput(minimumAge);
  app.post(`${base}/vx/sessions`, limitBody, async (c) => {
    const input = await readJson(c, sessionInput);
    if (!input.ok) return input.response;
    try {
      return answer(c, vxSessionOutput, await clients.vx.createSession(input.value));
    } catch (e) {
      return serviceFailure(c, e);
    }
  });

  app.get(`${base}/vx/sessions/:id`, async (c) => {
    const id = parse(c, sessionIdParam, c.req.param('id'), 'id');
    if (!id.ok) return id.response;
    try {
      const state = await clients.vx.getResult(id.value);
      if (state.state !== 'complete') return c.json({ status: state.state });
      const result = vxResultOutput.safeParse(state.result);
      if (!result.success) return answer(c, vxResultOutput, state.result);
      return c.json({ status: 'complete', result: result.data });
    } catch (e) {
      return serviceFailure(c, e);
    }
  });

  const quizServices = ['AgeMatch5.0.KBA', 'IDMatchPLUS5.0.MULTI'];
  const countryServices = config.proxy.gatewayCountries.map((country) => `AgeMatch5.0.${country}`);
  const allowedServices = ['AgeMatch5.0', ...quizServices, ...countryServices];
  const targets = {
    ageMatch: ageMatchTarget(minimumAge, true),
    multi: ageMatchTarget(minimumAge, false),
    international: internationalTarget(minimumAge),
  };

  app.post(`${base}/gateway/age`, limitBody, async (c) => {
    const envelope = await readJson(c, gatewayEnvelopeInput);
    if (!envelope.ok) return envelope.response;
    const { service, rules, reference } = envelope.value;
    if (!allowedServices.includes(service)) {
      return invalid(c, [
        { path: 'service', rule: 'not_allowed', message: `must be one of ${allowedServices.join(', ')}` },
      ]);
    }
    const international = countryServices.includes(service);
    if (international && rules) {
      return invalid(c, [
        {
          path: 'rules',
          rule: 'not_allowed',
          message: 'rule sets apply to AgeMatch5.0 and the quiz services',
        },
      ]);
    }
    const schema: z.ZodType<{ test_key?: string | undefined }> = international
      ? targets.international
      : service === 'IDMatchPLUS5.0.MULTI'
        ? targets.multi
        : targets.ageMatch;
    const target = parse(c, schema, envelope.value.target, 'target');
    if (!target.ok) return target.response;
    const testKey = config.proxy.gatewayTestKey;
    if (target.value.test_key && !testKey) {
      return invalid(c, [
        {
          path: 'target.test_key',
          rule: 'not_allowed',
          message: 'test keys are accepted only when the proxy runs in test mode',
        },
      ]);
    }
    const finalTarget =
      testKey && !target.value.test_key ? { ...target.value, test_key: testKey } : target.value;
    try {
      const result = await clients.gateway.query({
        service,
        target: finalTarget,
        ...(rules ? { rules } : {}),
        ...(reference ? { reference } : {}),
      });
      return answer(c, gatewayOutput, result);
    } catch (e) {
      return serviceFailure(c, e);
    }
  });

  app.post(`${base}/gateway/quiz/continue`, limitBody, async (c) => {
    const input = await readJson(c, quizContinueInput);
    if (!input.ok) return input.response;
    try {
      return answer(c, gatewayOutput, await clients.gateway.continueQuiz(input.value));
    } catch (e) {
      return serviceFailure(c, e);
    }
  });

  mountWebhooks(app, base, config, options, now, emit);

  app.notFound((c) =>
    fail(c, { code: 'not_found', message: `no route for ${c.req.method} ${c.req.path}`, status: 404 }),
  );
  app.onError((_error, c) =>
    fail(c, { code: 'internal_error', message: 'the proxy failed unexpectedly', status: 500 }),
  );

  return {
    fetch: async (request, env) => app.fetch(request, env),
    app: app as unknown as Hono,
    clients,
    basePath: base,
  };
}

function mountWebhooks(
  app: Hono<Env>,
  base: string,
  config: VeriframeConfig,
  options: ProxyOptions,
  now: () => number,
  emit: (event: ProxyEvent) => void,
): void {
  const hooks = options.webhooks ?? {};
  const notConfigured = (name: string, variable: string) => () =>
    problemResponse({
      code: 'webhook_not_configured',
      message: `the ${name} receiver needs ${variable}`,
      status: 404,
    });
  const { secret, basicAuth, vpinSecret } = config.webhooks;
  const common = { now, onEvent: emit };

  const vpin = vpinSecret
    ? createVpinWebhookReceiver({
        secret: vpinSecret,
        ...common,
        ...(hooks.vpin?.handlers ? { handlers: hooks.vpin.handlers } : {}),
        ...(hooks.vpin?.mapping ? { mapping: hooks.vpin.mapping } : {}),
        ...(hooks.vpin?.store ? { store: hooks.vpin.store } : {}),
      })
    : { fetch: notConfigured('V-PIN', 'VERIFRAME_VPIN_WEBHOOK_SECRET') };
  const protectedBy = secret || basicAuth;
  const vx = protectedBy
    ? createVxWebhookReceiver({
        secret,
        basicAuth,
        ...common,
        handler: hooks.vx?.handler,
        store: hooks.vx?.store,
      })
    : { fetch: notConfigured('VX', 'VERIFRAME_WEBHOOK_SECRET') };
  const document = protectedBy
    ? createDocumentCallbackReceiver({
        secret,
        basicAuth,
        ...common,
        handler: hooks.document?.handler,
        store: hooks.document?.store,
      })
    : { fetch: notConfigured('document', 'VERIFRAME_WEBHOOK_SECRET') };

  app.all(`${base}/webhooks/vpin`, (c) => vpin.fetch(c.req.raw));
  app.all(`${base}/webhooks/vx`, (c) => vx.fetch(c.req.raw));
  app.all(`${base}/webhooks/document`, (c) => document.fetch(c.req.raw));
}

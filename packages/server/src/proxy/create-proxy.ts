import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { z } from 'zod';
import { type CreateClientsOptions, createClients, type VeriframeClients } from '../clients/index';
import { loadConfig, type VeriframeConfig } from '../config';
import type { ProcessedEventStore } from '../webhooks/event-store';
import type { WebhookEvent } from '../webhooks/receiver';
import type { DocumentCallbackPayload, VxWebhookPayload } from '../webhooks/service-receivers';
import type { VpinMapping } from '../webhooks/vpin-mapping';
import type { VpinHandlers } from '../webhooks/vpin-receiver';
import { crossOriginProtection } from './cross-origin';
import {
  ageMatchTarget,
  documentLinkInput,
  documentStatusInput,
  documentTokenInput,
  gatewayEnvelopeInput,
  internationalTarget,
  quizContinueInput,
  sessionIdParam,
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
import { answer, fail, invalid, parse, readJson, serviceFailure } from './route-kit';
import { mountWebhooks } from './webhook-routes';

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
  /**
   * Refuse a POST that a browser marks as made by another origin (`Sec-Fetch-Site: cross-site` or `same-site`)
   * unless that origin is a CORS origin: 403 `cross_origin_request`. Default true.
   */
  crossOriginProtection?: boolean;
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

export type Env = { Variables: { problemCode?: string } };

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
  const webhookPrefix = `${base}/webhooks/`;
  const emit = (event: ProxyEvent) => {
    try {
      options.onEvent?.(event);
    } catch {
      // An observer must never change an answer.
    }
  };

  const app = new Hono<Env>();

  // Every request is reported once, with its duration and error code (no middleware without an observer).
  if (options.onEvent)
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      if (c.req.path.startsWith(webhookPrefix)) return; // receivers report their own events
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

  if (options.crossOriginProtection !== false)
    app.use(`${base}/*`, crossOriginProtection(origins, webhookPrefix));

  if (options.rateLimit !== false) {
    const limit = options.rateLimit ?? {};
    const max = limit.max ?? config.proxy.rateLimit.max;
    const windowMs = limit.windowMs ?? config.proxy.rateLimit.windowMs;
    const store = limit.store ?? new MemoryRateLimitStore(now);
    if (max > 0) {
      app.use(`${base}/*`, async (c, next) => {
        if (c.req.path.startsWith(webhookPrefix) || c.req.method === 'OPTIONS') return next();
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

  const tooLarge = (c: Context<Env>) =>
    fail(c, { code: 'payload_too_large', message: `body: must be at most ${maxBody} bytes`, status: 413 });
  const limitStreamedBody = bodyLimit({ maxSize: maxBody, onError: (c) => tooLarge(c as Context<Env>) });
  // A declared length is checked from the header alone (as `bodyLimit` does), without touching
  // `request.body`: on Node that would build a web stream per request, a large share of the proxy's CPU.
  const limitBody: MiddlewareHandler<Env> = (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined)
      return limitStreamedBody(c, next);
    return Number.parseInt(length, 10) > maxBody ? Promise.resolve(tooLarge(c)) : next();
  };

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
  // A store that is down (e.g. the Redis rate limit) is a typed 503; anything else a generic 500.
  app.onError((error, c) => serviceFailure(c, error));

  return {
    fetch: async (request, env) => app.fetch(request, env),
    app: app as unknown as Hono,
    clients,
    basePath: base,
  };
}

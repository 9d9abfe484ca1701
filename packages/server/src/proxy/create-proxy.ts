import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { z } from 'zod';
import { type CreateClientsOptions, createClients, type VeriframeClients } from '../clients/index';
import type { VeriframeConfig } from '../config';
import { type ClientKeyFunction, clientKeyFunction } from './client-key';
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
import { createLazyProxy } from './lazy-proxy';
import {
  documentLinkOutput,
  documentStatusOutput,
  documentTokenOutput,
  gatewayOutput,
  vxResultOutput,
  vxSessionOutput,
} from './outputs';
import type { Env, ProxyEvent, ProxyWebhookOptions, VeriframeProxy } from './proxy-types';
import {
  defaultSessionPollPolicy,
  MemoryRateLimitStore,
  type RateLimitPolicy,
  type RateLimitStore,
  rateLimitBucket,
} from './rate-limit';
import { answer, fail, invalid, parse, readJson, serviceFailure } from './route-kit';
import { mountWebhooks } from './webhook-routes';

export type { ClientInfo } from './client-key';
export type { ProxyEvent, RequestEvent, VeriframeProxy } from './proxy-types';

export interface ProxyOptions {
  /**
   * Defaults to `loadConfig(process.env)`, read on the first request (not here), so creating the proxy at
   * module scope needs no variable at build time; see `assertProxyConfig` to check at startup.
   */
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
  webhooks?: ProxyWebhookOptions;
  /**
   * Per-client limits of the browser routes; `false` disables them. A request whose client cannot be told
   * (no socket address, no trusted proxy hops, no `key`) is refused with 500 `rate_limit_key_missing`: it is
   * never counted in a bucket shared by everyone.
   */
  rateLimit?:
    | false
    | {
        /** General limit (creating sessions and tokens, links, gateway); defaults from the configuration. */
        max?: number;
        windowMs?: number;
        /** Reading a session's progress, per client in its own bucket; default 240 a minute. */
        sessionPolls?: Partial<RateLimitPolicy>;
        /**
         * Reverse proxies of your own in front of the app that append to `X-Forwarded-For`; the client is
         * the entry this many from the right. Default `config.proxy.rateLimit.trustedProxyHops` (0: the
         * socket address given by the Node adapter).
         */
        trustedProxyHops?: number;
        /** Who a request counts against, instead of the address rules; `undefined` refuses the request. */
        key?: ClientKeyFunction;
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
  if (!options.config) return createLazyProxy(options, createProxy);
  const config = options.config;
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

  const limit = options.rateLimit === false ? undefined : (options.rateLimit ?? {});
  const general = {
    max: limit?.max ?? config.proxy.rateLimit.max,
    windowMs: limit?.windowMs ?? config.proxy.rateLimit.windowMs,
  };
  if (limit && general.max > 0) {
    const policies = { general, sessionPolls: { ...defaultSessionPollPolicy, ...limit.sessionPolls } };
    // Checked now: a bad hop count, or a hop count and a key together, fail createProxy.
    const clientKeyOf = clientKeyFunction({
      trustedProxyHops: limit.trustedProxyHops ?? config.proxy.rateLimit.trustedProxyHops,
      key: limit.key,
    });
    const store = limit.store ?? new MemoryRateLimitStore(now);
    app.use(`${base}/*`, async (c, next) => {
      if (c.req.path.startsWith(webhookPrefix) || c.req.method === 'OPTIONS') return next();
      const clientKey = clientKeyOf(c.req.raw, { remoteAddress: remoteAddressOf(c.env) });
      if (clientKey === undefined) {
        return fail(c, {
          code: 'rate_limit_key_missing',
          message:
            'the proxy cannot tell which client this request comes from: set rateLimit.trustedProxyHops ' +
            '(VERIFRAME_TRUSTED_PROXY_HOPS) or rateLimit.key, or disable rate limiting with rateLimit: false',
          status: 500,
        });
      }
      const { bucket, policy } = rateLimitBucket(
        c.req.method,
        c.req.path.slice(base.length),
        clientKey,
        policies,
      );
      if (policy.max <= 0) return next(); // `sessionPolls: { max: 0 }`: polls not limited
      const hit = await store.hit(bucket, policy.max, policy.windowMs);
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

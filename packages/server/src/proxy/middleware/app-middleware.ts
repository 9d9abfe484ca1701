import type { MiddlewareHandler } from 'hono';
import { ConfigError, wholeAtLeastOne } from '../../config';
import { type AttemptBudgetStore, MemoryAttemptBudgetStore } from '../../stores/attempt-budget-store';
import { type IdempotencyStore, MemoryIdempotencyStore } from '../../stores/idempotency-store';
import { MemoryRateLimitStore, type RateLimitStore } from '../../stores/rate-limit-store';
import { type ClientKeyOptions, clientKeyFunction } from '../identity/client-key';
import { identifyRequests } from '../identity/identify-middleware';
import type { IdentifyFunction } from '../identity/identity';
import { pageIsHttps, remoteAddressOf } from '../identity/trusted-hops';
import {
  defaultAnonymousAddressBudget,
  defaultGatewayBudget,
  gatewayBudgetCheck,
} from '../limits/gateway-budget';
import { idempotencyCheck } from '../limits/idempotency';
import { type RateLimitPolicy, refusedOverLimit } from '../limits/rate-limit';
import type { Env } from '../proxy-types';
import { fail } from '../routes/route-kit';

// The proxy's guards as middleware an app mounts in front of its own Hono routes, without `createProxy`.
// Each checks its options when created (a `ConfigError` naming the option) and answers the proxy's typed
// problems. Guards kept per person refuse to run before `identify`: a key or budget shared by everyone
// would hand one person's answer or attempts to another.

const day = 24 * 60 * 60 * 1000;

/** 500 `identify_required` unless an `identify` middleware ran before: the guard's state is per person. */
function afterIdentify(name: string, guard: MiddlewareHandler<Env>): MiddlewareHandler<Env> {
  return (c, next) =>
    c.get('identity')
      ? guard(c, next)
      : Promise.resolve(
          fail(c, {
            code: 'identify_required',
            message: `${name}: mount identify(...) before it; its state is kept per person`,
            status: 500,
          }),
        );
}

export interface IdentifyOptions {
  /**
   * Reverse proxies of your own in front of the app (as `rateLimiter`'s): with at least 1, their
   * `X-Forwarded-Proto: https` tells `identify` the page is https (`IdentifyContext.https`) when the app
   * itself is reached over loopback http. Default 0: the request URL alone (`https:`, or any host but a
   * loopback one).
   */
  trustedProxyHops?: number | undefined;
}

/**
 * Runs the app's `identify` before the routes below it: nobody gets 401 `unauthenticated`; an unusable
 * identity a 500 naming the field; headers `identify` sets (a cookie) are added to the answer. `identify`
 * learns whether the page is https as the proxy tells it ({@link pageIsHttps}), so `anonymousVisitor`'s
 * cookie is `Secure` and `__Host-` behind a TLS-terminating proxy too.
 *
 * @example
 * app.use('/api/*', identify(async (request) => (await session(request)) ?? null));
 * app.use('/api/*', identify(anonymousVisitor({ secret }), { trustedProxyHops: 1 })); // behind one load balancer
 */
export function identify(
  identifyFunction: IdentifyFunction,
  options: IdentifyOptions = {},
): MiddlewareHandler<Env> {
  if (typeof identifyFunction !== 'function') {
    throw new ConfigError([
      { variable: 'identify', message: 'must be a function (request, context) => identity' },
    ]);
  }
  const hops = options.trustedProxyHops ?? 0;
  if (!Number.isInteger(hops) || hops < 0 || hops > 20) {
    throw new ConfigError([
      {
        variable: 'identify.trustedProxyHops',
        message: `must be a whole number from 0 to 20 (got ${String(hops)})`,
      },
    ]);
  }
  return identifyRequests({
    identify: identifyFunction,
    production: true,
    pageIsHttps: (request) => pageIsHttps(request, hops),
  });
}

export interface RateLimiterOptions extends ClientKeyOptions {
  /** Requests one client may make per `windowMs`. */
  max: number;
  windowMs: number;
  /** Default: a `MemoryRateLimitStore` (one instance); `RedisRateLimitStore` across instances. */
  store?: RateLimitStore | undefined;
  /** Keeps the limits of several `rateLimiter` middlewares sharing a store apart. Default `'app'`. */
  bucket?: string | undefined;
  now?: (() => number) | undefined;
}

/**
 * At most `max` requests per client in `windowMs`, then 429 `rate_limited` with `Retry-After`. The client is
 * the socket address (`serveNode`, `toNodeListener`), or what `trustedProxyHops`, `clientAddressHeader` or `key`
 * say; a request whose client cannot be told is refused (500 `rate_limit_key_missing`), never counted in a
 * bucket shared with everyone. Preflights are not counted.
 *
 * @example
 * app.use('/contact', rateLimiter({ max: 5, windowMs: 60_000, store: new RedisRateLimitStore({ client }) }));
 */
export function rateLimiter(options: RateLimiterOptions): MiddlewareHandler<Env> {
  const policy: RateLimitPolicy = {
    max: wholeAtLeastOne('rateLimiter.max', options.max),
    windowMs: wholeAtLeastOne('rateLimiter.windowMs', options.windowMs),
  };
  const keyOf = clientKeyFunction(options);
  const store = options.store ?? new MemoryRateLimitStore(options.now ?? Date.now);
  const bucket = options.bucket ?? 'app';
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const key = keyOf(c.req.raw, { remoteAddress: remoteAddressOf(c.env), identity: c.get('identity') });
    if (key === undefined) {
      return fail(c, {
        code: 'rate_limit_key_missing',
        message:
          'rateLimiter: cannot tell which client this request comes from: serve it with serveNode or ' +
          'toNodeListener, or set trustedProxyHops, clientAddressHeader or key',
        status: 500,
      });
    }
    return (await refusedOverLimit(c, store, `${bucket}:${key}`, policy)) ?? next();
  };
}

export interface IdempotencyKeysOptions {
  /** A server secret: kept answers are encrypted, and fingerprints keyed, with keys derived from it. */
  secret: string;
  /** Default: a `MemoryIdempotencyStore` (one instance); `RedisIdempotencyStore` across instances. */
  store?: IdempotencyStore | undefined;
  /** How long an answer is replayed; default 24 h. */
  ttlMs?: number | undefined;
  /** How long the first request holds its key; longer than the route may take. Default 30 000. */
  leaseMs?: number | undefined;
  /** How long a retry waits for the first request's answer before 409; default `leaseMs`. */
  waitMs?: number | undefined;
  now?: (() => number) | undefined;
}

/**
 * `Idempotency-Key` on the routes below it, per person (after {@link identify}): the first request with a key
 * runs and its answer is kept (encrypted); a retry with the same key and body gets it again with
 * `Idempotent-Replayed: true` and runs nothing; the same key with another body is 422 `idempotency_key_reused`.
 *
 * @example
 * app.post('/orders', identify(identifyUser), idempotencyKeys({ secret: process.env.APP_SECRET! }), createOrder);
 */
export function idempotencyKeys(options: IdempotencyKeysOptions): MiddlewareHandler<Env> {
  if (typeof options.secret !== 'string' || options.secret.length < 16) {
    throw new ConfigError([
      { variable: 'idempotencyKeys.secret', message: 'required: a secret of at least 16 characters' },
    ]);
  }
  const leaseMs = wholeAtLeastOne('idempotencyKeys.leaseMs', options.leaseMs ?? 30_000);
  return afterIdentify(
    'idempotencyKeys',
    idempotencyCheck({
      store: options.store ?? new MemoryIdempotencyStore(options.now ?? Date.now),
      ttlMs: wholeAtLeastOne('idempotencyKeys.ttlMs', options.ttlMs ?? day),
      leaseMs,
      waitMs: wholeAtLeastOne('idempotencyKeys.waitMs', options.waitMs ?? leaseMs),
      secret: options.secret,
    }),
  );
}

export interface AttemptBudgetOptions extends ClientKeyOptions {
  /** Default: a `MemoryAttemptBudgetStore` (one instance); `RedisAttemptBudgetStore` across instances. */
  store?: AttemptBudgetStore | undefined;
  /** Attempts per person per `windowMs`; default 10 per 24 h. */
  max?: number | undefined;
  windowMs?: number | undefined;
  /** Attempts per client address of anonymous identities; default 20 per 24 h; `false` counts persons only. */
  perAddress?: RateLimitPolicy | false | undefined;
  now?: (() => number) | undefined;
}

/**
 * A sliding-window budget of attempts per person (after {@link identify}), then 429 `attempts_exhausted` with
 * `Retry-After`. Anonymous identities also share a budget per client address. An attempt the route refused
 * before doing anything (400, 413, 415) is given back.
 *
 * @example
 * app.post('/check', identify(identifyUser), attemptBudget({ max: 3, windowMs: 86_400_000 }), runCheck);
 */
export function attemptBudget(options: AttemptBudgetOptions = {}): MiddlewareHandler<Env> {
  const keyOf = clientKeyFunction(options);
  const perAddress = options.perAddress ?? defaultAnonymousAddressBudget;
  return afterIdentify(
    'attemptBudget',
    gatewayBudgetCheck({
      store: options.store ?? new MemoryAttemptBudgetStore(),
      max: wholeAtLeastOne('attemptBudget.max', options.max ?? defaultGatewayBudget.max),
      windowMs: wholeAtLeastOne('attemptBudget.windowMs', options.windowMs ?? defaultGatewayBudget.windowMs),
      now: options.now ?? Date.now,
      perAddress:
        perAddress === false
          ? undefined
          : {
              max: wholeAtLeastOne('attemptBudget.perAddress.max', perAddress.max),
              windowMs: wholeAtLeastOne('attemptBudget.perAddress.windowMs', perAddress.windowMs),
            },
      addressOf: (c) =>
        keyOf(c.req.raw, { remoteAddress: remoteAddressOf(c.env), identity: c.get('identity') }),
    }),
  );
}

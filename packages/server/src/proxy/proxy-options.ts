import type { CreateClientsOptions, VeriframeClients } from '../clients/index';
import type { VeriframeConfig } from '../config';
import type { ProxyLogger } from '../observability/logger';
import type { AttemptBudgetStore } from '../stores/attempt-budget-store';
import type { IdempotencyStore } from '../stores/idempotency-store';
import type { RateLimitStore } from '../stores/rate-limit-store';
import type { ClientKeyFunction } from './identity/client-key';
import type { IdentifyFunction } from './identity/identity';
import type { RateLimitPolicy } from './limits/rate-limit';
import type { ProxyEvent, ProxyWebhookOptions } from './proxy-types';
import type { HealthOptions } from './routes/health-routes';
import type { OwnershipOptions } from './routes/ownership';
import type { ProxyPresentation } from './routes/presentation';

/** Options of `createProxy`; every one has a default from the configuration. */
export interface ProxyOptions {
  /**
   * Defaults to `loadConfig(process.env)`, read on the first request (not here), so creating the proxy at
   * module scope needs no variable at build time; see `assertProxyConfig` to check at startup.
   */
  config?: VeriframeConfig;
  /**
   * Who is asking: every browser route runs it first and acts for the identity it returns (the email and
   * `reference` the service sees, the sessions, links and quiz tokens that are theirs); `null` answers 401
   * `unauthenticated` before any service call. Webhook receivers never run it. Without it: the fixed
   * development identity `{ id: 'development' }` in development only (`VERIFRAME_ENV=development`, or
   * `NODE_ENV` `development` or `test`), 500 `identify_required` anywhere else, `NODE_ENV` unset included.
   * `anonymousVisitor({ secret })` is a ready one for visitors without an account, `trustedHeaderIdentity`
   * one for a signed-in user named by an authenticating gateway in front.
   */
  identify?: IdentifyFunction;
  /**
   * What the service shows and sends, chosen by the app (never the browser): the hosted VX page's `styles`
   * and `resultMessages`, a document link's `sendEmail` (default false) and `resultMessages`; fixed, or per
   * identity.
   */
  presentation?: ProxyPresentation;
  /**
   * Development only: the browser may send `styles`, `resultMessages` and `options.send_email` (over
   * `presentation`), as the demo and the style previewer do. Refused outside development (a
   * `ConfigError` naming `browserPresentation`). Default false: such fields are 400 `server-chosen`.
   */
  browserPresentation?: boolean;
  /**
   * Who created each VX session, document link and quiz token: another identity naming one gets 404
   * `not_found`, as for an unknown id, and the service is not called. Default: in memory (one instance), VX
   * sessions kept 7 days, links 3600 s, quiz tokens 90 s; give several instances a `RedisOwnershipStore`.
   */
  ownership?: OwnershipOptions;
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
  rateLimit?: false | ProxyRateLimitOptions;
  /**
   * `Idempotency-Key` on `POST /vx/sessions`, `/document/link`, `/document/token` and `/gateway/age`: a retry
   * with the same key (per identity) gets the first answer and calls nothing (README "Idempotency"). `false`
   * ignores the header.
   *
   * @example
   * createProxy({ idempotency: { store: new RedisIdempotencyStore({ client: redis }) } }); // across instances
   */
  idempotency?: false | ProxyIdempotencyOptions;
  /**
   * Per identity, at most `max` identity checks (`POST /gateway/age`) that reach the service in any
   * `windowMs`, then 429 `attempts_exhausted` with `Retry-After`. Default 10 per 24 h, and for anonymous
   * identities 20 per 24 h per client address besides (`perAddress`). Apart from the rate limit. `false`
   * turns it off.
   *
   * @example
   * createProxy({ gatewayBudget: { max: 3, store: new RedisAttemptBudgetStore({ client: redis }) } });
   */
  gatewayBudget?: false | ProxyGatewayBudgetOptions;
  /**
   * Anonymous identities (`anonymous: true`, as `anonymousVisitor` gives) cost nothing to get, so what they
   * create (`POST /vx/sessions`, `/document/link`, `/document/token`, together) counts per client address (the
   * rate limit's address rules; IPv6 by /48): at most `max` in any `windowMs`, then 429
   * `attempts_exhausted` with `Retry-After`. One address can then never fill the ownership store others need.
   * Default 20 per 24 h, in the gateway budget's store unless `store` is given (a `RedisAttemptBudgetStore`
   * across instances); `false` turns it off. Signed-in identities are not counted here.
   *
   * @example
   * createProxy({ identify: anonymousVisitor({ secret }), anonymousCreations: { max: 5 } });
   */
  anonymousCreations?: false | ProxyAnonymousCreationsOptions;
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
  /**
   * Gets one line per request and per webhook delivery (pino's interface: `info(obj, msg)`; pass a pino
   * logger as it is). Lines carry the request id, route, status, duration and error code; never a body, a
   * payload, a header value or a query string, so no personal data or credential. None by default.
   */
  logger?: ProxyLogger;
  /**
   * `GET {base}/health/live` and `{base}/health/ready` (on by default; `false` removes them). Ready pings every
   * store the proxy was given that can be pinged (the Redis and PostgreSQL stores) within `timeoutMs`.
   */
  health?: HealthOptions | false;
}

/** The per-client limits of the browser routes (`createProxy({ rateLimit })`). */
export interface ProxyRateLimitOptions {
  /** General limit (creating sessions and tokens, links, gateway); defaults from the configuration. */
  max?: number;
  windowMs?: number;
  /** Reading a session's progress, per client in its own bucket; default 240 a minute. */
  sessionPolls?: Partial<RateLimitPolicy>;
  /**
   * Reverse proxies of your own in front of the app that append to `X-Forwarded-For`; the client is
   * the entry this many from the right. Default `config.proxy.rateLimit.trustedProxyHops` (0: the
   * socket address given by the Node adapter). Only when every request passes through them: under a
   * bare `next start` the client writes the header itself (README "Behind a platform").
   */
  trustedProxyHops?: number;
  /**
   * A header your platform overwrites with the client's address (`cf-connecting-ip`, `fly-client-ip`,
   * `x-real-ip`), instead of the hop count; a request without it is refused (500
   * `rate_limit_key_missing`).
   *
   * @example
   * createProxy({ rateLimit: { clientAddressHeader: 'cf-connecting-ip' } }); // behind Cloudflare only
   */
  clientAddressHeader?: string;
  /**
   * What a request counts against: `'address'` (default; the rules above, IPv6 clients by /64) or
   * `'identity'`, the id `identify` gave, counted after `identify` runs. Count identities when they cost
   * something to get (a sign-in). An anonymous identity (`anonymous: true`) is counted by its address
   * in either mode, by the rules above (a request whose address cannot be told is refused).
   *
   * @example
   * createProxy({ identify, rateLimit: { by: 'identity' } }); // no trustworthy address under `next start`
   */
  by?: 'address' | 'identity';
  /** Who a request counts against, instead of the address rules; `undefined` refuses the request. */
  key?: ClientKeyFunction;
  store?: RateLimitStore;
}

/** `Idempotency-Key` on the creating routes (`createProxy({ idempotency })`). */
export interface ProxyIdempotencyOptions {
  /** Default `MemoryIdempotencyStore` (one instance); `RedisIdempotencyStore` across instances. */
  store?: IdempotencyStore;
  /** How long an answer is replayed; default 24 h. */
  ttlMs?: number;
  /**
   * How long a request waits for the answer of another with its key; default the service timeout
   * (`VERIFRAME_TIMEOUT_MS`) plus 5 s, which is also how long the first holds the key. Past it: 409
   * `idempotency_key_in_use`.
   */
  waitMs?: number;
}

/** The identity checks each identity may run (`createProxy({ gatewayBudget })`). */
export interface ProxyGatewayBudgetOptions {
  max?: number;
  windowMs?: number;
  /** Default `MemoryAttemptBudgetStore` (one instance); `RedisAttemptBudgetStore` across instances. */
  store?: AttemptBudgetStore;
  /**
   * Anonymous identities (`anonymous: true`, as `anonymousVisitor` gives) cost nothing to get, so their
   * checks also count per client address (the rate limit's address rules, in either `rateLimit.by`),
   * in the same store. Default 20 per 24 h per address; `false` counts identities only.
   */
  perAddress?: false | { max?: number; windowMs?: number };
}

/** What anonymous identities may create per address (`createProxy({ anonymousCreations })`). */
export interface ProxyAnonymousCreationsOptions {
  max?: number;
  windowMs?: number;
  /** Default: `gatewayBudget.store`, else a `MemoryAttemptBudgetStore` (one instance). */
  store?: AttemptBudgetStore;
}

import type { MiddlewareHandler } from 'hono';
import { ConfigError, type VeriframeConfig } from '../../config';
import { MemoryRateLimitStore, type RateLimitStore } from '../../stores/rate-limit-store';
import { type ClientKeyOptions, clientKeyFunction } from '../identity/client-key';
import { identityIdOf, scopedKey } from '../identity/identity-scope';
import { remoteAddressOf } from '../identity/trusted-hops';
import type { ProxyRateLimitOptions } from '../proxy-options';
import type { Env } from '../proxy-types';
import { fail } from '../routes/route-kit';
import {
  defaultSessionPollPolicy,
  type RateLimitPolicy,
  rateLimitBucket,
  refusedOverLimit,
} from './rate-limit';

/** The browser routes' rate limit, its options resolved against the configuration. */
export interface BrowserRateLimitSettings {
  general: RateLimitPolicy;
  sessionPolls: RateLimitPolicy;
  /** Counts identities (`by: 'identity'`): the limit then runs on the routes, after `identify`. */
  byIdentity: boolean;
  /** How an address is told (anonymous identities are counted by address in either mode). */
  addressRules: ClientKeyOptions;
  store: RateLimitStore;
  /** The proxy's base path, cut off before choosing a bucket. */
  base: string;
}

/**
 * The rate limit's address rules (`key`, `clientAddressHeader`, `trustedProxyHops`), or the configuration's hop
 * count when the limit is off: the budgets and the https check tell the client by the same rules.
 */
export function addressRulesOf(
  limit: ProxyRateLimitOptions | false | undefined,
  config: VeriframeConfig,
): ClientKeyOptions {
  const given = limit === false ? undefined : limit;
  return {
    trustedProxyHops: given?.trustedProxyHops ?? config.proxy.rateLimit.trustedProxyHops,
    clientAddressHeader: given?.clientAddressHeader,
    key: given?.key,
  };
}

/**
 * `createProxy({ rateLimit })` resolved: `undefined` when rate limiting is off (`false`, or a `max` of 0). A bad
 * `by` throws a `ConfigError` here, so it fails `createProxy`.
 */
export function browserRateLimitSettings(
  limit: ProxyRateLimitOptions | false | undefined,
  config: VeriframeConfig,
  base: string,
  now: () => number,
): BrowserRateLimitSettings | undefined {
  if (limit === false) return undefined;
  const given = limit ?? {};
  const general = {
    max: given.max ?? config.proxy.rateLimit.max,
    windowMs: given.windowMs ?? config.proxy.rateLimit.windowMs,
  };
  if (general.max <= 0) return undefined;
  const by = given.by ?? 'address';
  if (by !== 'address' && by !== 'identity') {
    throw new ConfigError([
      { variable: 'rateLimit.by', message: `must be 'address' or 'identity' (got ${JSON.stringify(by)})` },
    ]);
  }
  return {
    general,
    sessionPolls: { ...defaultSessionPollPolicy, ...given.sessionPolls },
    byIdentity: by === 'identity',
    addressRules: addressRulesOf(given, config),
    store: given.store ?? new MemoryRateLimitStore(now),
    base,
  };
}

/**
 * Per-client limits of the browser routes (general, and session polls in their own bucket). A bad hop count,
 * or more than one way to tell the client, throw here, so they fail `createProxy`. Keyed by identity, the
 * middleware must run after `identify` (create-proxy registers it on the routes).
 */
export function browserRateLimit(settings: BrowserRateLimitSettings): MiddlewareHandler<Env> {
  const { byIdentity, store, base } = settings;
  // Also with `by: 'identity'`: an anonymous identity is new at will, so it counts by its address.
  const addressKeyOf = clientKeyFunction(settings.addressRules);
  const policies = { general: settings.general, sessionPolls: settings.sessionPolls };
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const clientKey =
      byIdentity && c.get('identity')?.anonymous !== true
        ? `identity:${scopedKey(identityIdOf(c))}`
        : addressKeyOf(c.req.raw, { remoteAddress: remoteAddressOf(c.env), identity: c.get('identity') });
    if (clientKey === undefined) {
      return fail(c, {
        code: 'rate_limit_key_missing',
        message: byIdentity
          ? 'the proxy cannot tell which address this anonymous visitor comes from (anonymous identities ' +
            'are counted by address): set rateLimit.clientAddressHeader, rateLimit.trustedProxyHops ' +
            '(VERIFRAME_TRUSTED_PROXY_HOPS) or rateLimit.key'
          : 'the proxy cannot tell which client this request comes from: set rateLimit.trustedProxyHops ' +
            '(VERIFRAME_TRUSTED_PROXY_HOPS), rateLimit.clientAddressHeader, rateLimit.by or rateLimit.key, ' +
            'or disable rate limiting with rateLimit: false',
        status: 500,
      });
    }
    const { bucket, policy } = rateLimitBucket(
      c.req.method,
      c.req.path.slice(base.length),
      clientKey,
      policies,
    );
    return (await refusedOverLimit(c, store, bucket, policy)) ?? next();
  };
}

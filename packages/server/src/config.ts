import type { z } from 'zod';
import { developmentRule, environmentOf, publishedVariables, sandboxDefaultEnv } from './config-environment';
import { envSchema, isLoopback } from './config-schema';
import { ConfigError } from './errors/config-error';

export { sandboxDefaultEnv } from './config-environment';
export { ConfigError, type ConfigIssue } from './errors/config-error';

/** Everything the clients and the proxy need, validated once at start-up. */
export interface VeriframeConfig {
  urls: { base: string; auth: string; vx: string; vxBackend: string; reporting: string };
  /** Gateway and document-capture account (`user`/`pass` in bodies). */
  account: { user: string; pass: string };
  vx: { clientId: string; clientSecret: string; audience: string };
  audit: { user: string; pass: string };
  vpin: { token: string };
  webhooks: {
    /** Verifies VX webhooks and document callbacks (same HMAC scheme as V-PIN). */
    secret: string | undefined;
    /** The V-PIN subscription secret. */
    vpinSecret: string | undefined;
    /** Optional HTTP Basic credentials the VX webhook and document callback must carry, `user:pass`. */
    basicAuth: string | undefined;
    /** Public HTTPS URL of the VX receiver, sent as `webhook.endpoint` in create_session when set. */
    publicVxUrl: string | undefined;
  };
  proxy: {
    port: number;
    hostname: string;
    basePath: string;
    /** Exact origins allowed by CORS; empty = CORS off. */
    corsOrigins: string[];
    /** Largest accepted browser request body, bytes. */
    maxBodyBytes: number;
    /** Requests per client per window (0 disables) and the reverse proxies trusted in X-Forwarded-For. */
    rateLimit: { max: number; windowMs: number; trustedProxyHops: number };
    /** Timeout of each call to the service. */
    timeoutMs: number;
    /** Lowest `age` (as in `21+`) the browser may ask for. */
    minimumAge: number;
    /**
     * Gateway `test_key` added server-side to every gateway query, when set. Only then may the browser pick
     * another test key (the proxy is in test mode anyway); without it a browser `test_key` is refused.
     */
    gatewayTestKey: string | undefined;
    /** Country services the age route accepts, as the `<CountryName>` of `AgeMatch5.0.<CountryName>`. */
    gatewayCountries: string[];
    /**
     * The services of every step of your VX journey (2.3 `journey.stops[].source`, e.g. `DCAMSPLUS`), from
     * `VERIFRAME_VX_JOURNEY_STEPS`: a session read is `ended` once each passed, or on a FAIL. Empty (the
     * default outside the local sandbox): a PASS never ends a journey by a read alone.
     */
    vxJourneySteps: string[];
  };
  /** True when nothing was configured and the values point at the local sandbox. */
  sandboxDefaults: boolean;
  /**
   * Anything but an explicit development environment (`environmentOf`): the proxy then refuses to serve
   * without `identify` (500 `identify_required`) and the service URLs must be https.
   */
  production: boolean;
}

/** `value` when it is a whole number of at least 1; else a `ConfigError` naming `variable`. */
export function wholeAtLeastOne(variable: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new ConfigError([
      { variable, message: `must be a whole number of at least 1 (got ${String(value)})` },
    ]);
  }
  return value;
}

/** The steps of the sandbox's VX journey (`journey.stops[].source`), its default `VERIFRAME_VX_JOURNEY_STEPS`. */
const sandboxJourneySteps = ['DCAMSPLUS', 'DCAMSPLUS.Selfie', 'PhoneMatch'];

const optionalDefaults = [
  'VERIFRAME_WEBHOOK_SECRET',
  'VERIFRAME_VPIN_WEBHOOK_SECRET',
  'VERIFRAME_GATEWAY_TEST_KEY',
];

/** Variables that describe the service connection: set one and you must set all of them. */
const connectionVariables = Object.keys(sandboxDefaultEnv).filter(
  (k) => !optionalDefaults.includes(k),
) as (keyof typeof sandboxDefaultEnv)[];

/**
 * Reads and validates the configuration from environment variables (default `process.env`).
 * In development (`NODE_ENV=development` or `test`, or `VERIFRAME_ENV=development`) with none of the connection
 * variables set, points at the local sandbox with its default credentials; with them set to a sandbox on this
 * machine (a loopback `VERIFRAME_BASE_URL`), unset webhook secrets are the sandbox's. Anywhere else every value
 * must be given, and none may be one of the sandbox's published credentials or secrets.
 *
 * @throws ConfigError listing every missing or malformed variable.
 * @example
 * const config = loadConfig(process.env);
 * const proxy = createProxy({ config });
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): VeriframeConfig {
  const { development, production, issues } = environmentOf(env);
  if (issues.length > 0) throw new ConfigError(issues);
  const anyConnection = connectionVariables.some((k) => (env[k] ?? '').trim() !== '');
  if (!anyConnection && !development) {
    const required = production ? 'required in production' : 'required';
    throw new ConfigError(
      connectionVariables.map((variable) => ({ variable, message: `${required} (${developmentRule})` })),
    );
  }
  const sandboxDefaults = !anyConnection;
  const input = sandboxDefaults ? { ...sandboxDefaultEnv, ...stripEmpty(env) } : env;
  const parsed = envSchema(production, development).safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => ({ variable: String(i.path[0] ?? '(env)'), message: i.message })),
    );
  }
  if (!development) {
    const published = publishedVariables.filter((name) => env[name]?.trim() === sandboxDefaultEnv[name]);
    if (published.length > 0) {
      throw new ConfigError(
        published.map((variable) => ({
          variable,
          message: `is the published value of the local sandbox; set your own (${developmentRule})`,
        })),
      );
    }
  }
  const v = parsed.data;
  // Development against a sandbox on this machine: unset webhook secrets are the sandbox's, as with no
  // variable at all, so its deliveries verify. Never for a remote service or outside development.
  if (development && isLoopback(new URL(v.VERIFRAME_BASE_URL).hostname)) {
    v.VERIFRAME_WEBHOOK_SECRET ??= sandboxDefaultEnv.VERIFRAME_WEBHOOK_SECRET;
    v.VERIFRAME_VPIN_WEBHOOK_SECRET ??= sandboxDefaultEnv.VERIFRAME_VPIN_WEBHOOK_SECRET;
    // The sandbox's journey: the document, the selfie, the phone check.
    if (v.VERIFRAME_VX_JOURNEY_STEPS.length === 0) v.VERIFRAME_VX_JOURNEY_STEPS = sandboxJourneySteps;
  }
  return configOf(v, sandboxDefaults, production);
}

/** The variables, validated. */
type ParsedEnv = z.output<ReturnType<typeof envSchema>>;

/** The configuration read from the validated variables. */
function configOf(v: ParsedEnv, sandboxDefaults: boolean, production: boolean): VeriframeConfig {
  return {
    urls: {
      base: v.VERIFRAME_BASE_URL,
      auth: v.VERIFRAME_AUTH_URL,
      vx: v.VERIFRAME_VX_URL,
      vxBackend: v.VERIFRAME_VX_BACKEND_URL,
      reporting: v.VERIFRAME_REPORTING_URL,
    },
    account: { user: v.VERIFRAME_USER, pass: v.VERIFRAME_PASS },
    vx: {
      clientId: v.VERIFRAME_VX_CLIENT_ID,
      clientSecret: v.VERIFRAME_VX_CLIENT_SECRET,
      audience: v.VERIFRAME_VX_AUDIENCE,
    },
    audit: { user: v.VERIFRAME_AUDIT_USER, pass: v.VERIFRAME_AUDIT_PASS },
    vpin: { token: v.VERIFRAME_VPIN_TOKEN },
    webhooks: {
      secret: v.VERIFRAME_WEBHOOK_SECRET,
      vpinSecret: v.VERIFRAME_VPIN_WEBHOOK_SECRET,
      basicAuth: v.VERIFRAME_WEBHOOK_BASIC_AUTH,
      publicVxUrl: v.VERIFRAME_PUBLIC_WEBHOOK_URL,
    },
    proxy: {
      port: v.VERIFRAME_PROXY_PORT,
      hostname: v.VERIFRAME_PROXY_HOST,
      basePath: v.VERIFRAME_PROXY_BASE_PATH,
      corsOrigins: v.VERIFRAME_CORS_ORIGINS,
      maxBodyBytes: v.VERIFRAME_MAX_BODY_BYTES,
      rateLimit: {
        max: v.VERIFRAME_RATE_LIMIT,
        windowMs: v.VERIFRAME_RATE_LIMIT_WINDOW_MS,
        trustedProxyHops: v.VERIFRAME_TRUSTED_PROXY_HOPS,
      },
      timeoutMs: v.VERIFRAME_TIMEOUT_MS,
      minimumAge: v.VERIFRAME_MIN_AGE,
      gatewayTestKey: v.VERIFRAME_GATEWAY_TEST_KEY,
      gatewayCountries: v.VERIFRAME_GATEWAY_COUNTRIES,
      vxJourneySteps: v.VERIFRAME_VX_JOURNEY_STEPS,
    },
    sandboxDefaults,
    production,
  };
}

function stripEmpty(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(env)) if (val !== undefined && val.trim() !== '') out[k] = val;
  return out;
}

/** The URLs a running sandbox reports (`startSandbox().urls`, the `veriframe-sandbox` ready line). */
export interface SandboxUrls {
  base_url: string;
  auth_url: string;
  vx_url: string;
  vx_backend_url: string;
  reporting_url: string;
}

/**
 * The `VERIFRAME_*` variables of a deployment that talks to a running sandbox with its default credentials:
 * for a child process (`veriframe-proxy`, `next start`) started against a sandbox on free ports. They include
 * `VERIFRAME_ENV=development`, without which the sandbox's published credentials are refused.
 *
 * @example
 * spawn('npx', ['veriframe-proxy'], { env: { ...process.env, ...sandboxEnv(sandbox.urls) } });
 */
export function sandboxEnv(
  urls: SandboxUrls,
): Record<keyof typeof sandboxDefaultEnv | 'VERIFRAME_ENV', string> {
  return {
    ...sandboxDefaultEnv,
    VERIFRAME_ENV: 'development',
    VERIFRAME_BASE_URL: urls.base_url,
    VERIFRAME_AUTH_URL: urls.auth_url,
    VERIFRAME_VX_URL: urls.vx_url,
    VERIFRAME_VX_BACKEND_URL: urls.vx_backend_url,
    VERIFRAME_REPORTING_URL: urls.reporting_url,
  };
}

/**
 * Configuration pointing at a running sandbox (e.g. one started with `startSandbox()` on free ports).
 *
 * @example
 * const sandbox = await startSandbox();
 * const config = sandboxConfig(sandbox.urls);
 */
export function sandboxConfig(
  urls: SandboxUrls,
  env: Record<string, string | undefined> = {},
): VeriframeConfig {
  return loadConfig({ ...sandboxEnv(urls), ...env });
}

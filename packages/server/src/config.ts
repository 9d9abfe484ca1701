import { z } from 'zod';

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
  };
  /** True when nothing was configured and the values point at the local sandbox. */
  sandboxDefaults: boolean;
}

/** One problem with one variable. */
export interface ConfigIssue {
  variable: string;
  message: string;
}

/**
 * Thrown by `loadConfig`: lists every missing or malformed variable, by name.
 *
 * @example
 * try { loadConfig(process.env) } catch (e) { if (e instanceof ConfigError) console.error(e.message) }
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly issues: ConfigIssue[]) {
    super(
      `Invalid Veriframe configuration:\n${issues.map((i) => `- ${i.variable}: ${i.message}`).join('\n')}`,
    );
  }
}

/** The local sandbox as `pnpm sandbox` starts it (contracts section 1), with its default credentials. */
export const sandboxDefaultEnv = {
  VERIFRAME_BASE_URL: 'http://127.0.0.1:4010',
  VERIFRAME_AUTH_URL: 'http://127.0.0.1:4010/auth',
  VERIFRAME_VX_URL: 'http://127.0.0.1:4010/vx',
  VERIFRAME_VX_BACKEND_URL: 'http://127.0.0.1:4010/backend',
  VERIFRAME_REPORTING_URL: 'http://127.0.0.1:4010/reporting',
  VERIFRAME_USER: 'sandbox',
  VERIFRAME_PASS: 'sandbox-pass',
  VERIFRAME_VX_CLIENT_ID: 'sandbox-client',
  VERIFRAME_VX_CLIENT_SECRET: 'sandbox-secret',
  VERIFRAME_VX_AUDIENCE: 'vx.sandbox.test',
  VERIFRAME_AUDIT_USER: 'sandbox-audit',
  VERIFRAME_AUDIT_PASS: 'sandbox-audit-pass',
  VERIFRAME_VPIN_TOKEN: 'sandbox-vpin-token',
  VERIFRAME_WEBHOOK_SECRET: 'sandbox-webhook-secret',
  VERIFRAME_VPIN_WEBHOOK_SECRET: 'sandbox-vpin-webhook-secret',
  /** 4.2's sample key: the demo's gateway queries run in test mode. */
  VERIFRAME_GATEWAY_TEST_KEY: 'general_identity',
} as const;

/**
 * The sandbox's published values that are credentials, secrets or keys: every default but the URLs. Anyone can
 * read them (this file, the READMEs), so outside development they are refused: a receiver verifying with
 * `sandbox-webhook-secret` accepts deliveries anyone can sign.
 */
const publishedVariables = (Object.keys(sandboxDefaultEnv) as (keyof typeof sandboxDefaultEnv)[]).filter(
  (name) => !name.endsWith('_URL'),
);

const developmentRule =
  'the local sandbox defaults apply only in development: NODE_ENV=development or test, or VERIFRAME_ENV=development';

/**
 * Which environment this is. `VERIFRAME_ENV` (`development` or `production`) decides when set; otherwise
 * `NODE_ENV` does: `development` and `test` are development, `production` is production, anything else
 * (unset too) is neither, and so gets no sandbox defaults either.
 */
function environmentOf(env: Record<string, string | undefined>): {
  development: boolean;
  production: boolean;
  issues: ConfigIssue[];
} {
  const declared = env.VERIFRAME_ENV?.trim() || undefined;
  const nodeEnv = env.NODE_ENV?.trim();
  if (declared !== undefined && declared !== 'development' && declared !== 'production') {
    const issue = { variable: 'VERIFRAME_ENV', message: 'must be development or production (or unset)' };
    return { development: false, production: true, issues: [issue] };
  }
  return {
    development: declared ? declared === 'development' : nodeEnv === 'development' || nodeEnv === 'test',
    // The https rule: NODE_ENV=production keeps it even when VERIFRAME_ENV=development (loopback is exempt).
    production: nodeEnv === 'production' || declared === 'production',
    issues: [],
  };
}

const optionalDefaults = [
  'VERIFRAME_WEBHOOK_SECRET',
  'VERIFRAME_VPIN_WEBHOOK_SECRET',
  'VERIFRAME_GATEWAY_TEST_KEY',
];

/** Variables that describe the service connection: set one and you must set all of them. */
const connectionVariables = Object.keys(sandboxDefaultEnv).filter(
  (k) => !optionalDefaults.includes(k),
) as (keyof typeof sandboxDefaultEnv)[];

const isLoopback = (host: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(host);

function serviceUrl(production: boolean) {
  return z
    .string({ error: 'required' })
    .trim()
    .refine((v) => URL.canParse(v), 'must be an absolute URL, e.g. https://api.example.com')
    .refine((v) => !URL.canParse(v) || ['http:', 'https:'].includes(new URL(v).protocol), 'must use http(s)')
    .refine(
      (v) =>
        !production ||
        !URL.canParse(v) ||
        new URL(v).protocol === 'https:' ||
        isLoopback(new URL(v).hostname),
      'must use https in production',
    )
    .transform((v) => v.replace(/\/+$/, ''));
}

const required = z.string({ error: 'required' }).trim().min(1, 'must not be empty');
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

function integer(name: string, fallback: number, min: number, max: number) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!/^\d+$/.test(v) || !Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });
}

const originList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const items = (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const item of items) {
      if (!URL.canParse(item) || new URL(item).origin !== item) {
        ctx.addIssue({
          code: 'custom',
          message: `"${item}" is not an exact origin (scheme://host[:port], no path or trailing slash)`,
        });
      }
    }
    return items;
  });

function envSchema(production: boolean) {
  return z.object({
    VERIFRAME_BASE_URL: serviceUrl(production),
    VERIFRAME_AUTH_URL: serviceUrl(production),
    VERIFRAME_VX_URL: serviceUrl(production),
    VERIFRAME_VX_BACKEND_URL: serviceUrl(production),
    VERIFRAME_REPORTING_URL: serviceUrl(production),
    VERIFRAME_USER: required,
    VERIFRAME_PASS: required,
    VERIFRAME_VX_CLIENT_ID: required,
    VERIFRAME_VX_CLIENT_SECRET: required,
    VERIFRAME_VX_AUDIENCE: required,
    VERIFRAME_AUDIT_USER: required,
    VERIFRAME_AUDIT_PASS: required,
    VERIFRAME_VPIN_TOKEN: required,
    VERIFRAME_WEBHOOK_SECRET: optional,
    VERIFRAME_VPIN_WEBHOOK_SECRET: optional,
    VERIFRAME_WEBHOOK_BASIC_AUTH: optional.refine(
      (v) => v === undefined || /^[^:]+:.+$/.test(v),
      'must be user:pass',
    ),
    VERIFRAME_PUBLIC_WEBHOOK_URL: optional.refine(
      (v) =>
        v === undefined ||
        (URL.canParse(v) &&
          (new URL(v).protocol === 'https:' ||
            (!production && new URL(v).protocol === 'http:' && isLoopback(new URL(v).hostname)))),
      'must be a public https URL (the service posts VX webhooks to it; http only to loopback outside production)',
    ),
    VERIFRAME_PROXY_PORT: integer('port', 8787, 0, 65535),
    VERIFRAME_PROXY_HOST: optional.transform((v) => v ?? '127.0.0.1'),
    VERIFRAME_PROXY_BASE_PATH: optional
      .refine(
        (v) => v === undefined || /^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/.test(v),
        'must look like /api/veriframe',
      )
      .transform((v) => v ?? '/api/veriframe'),
    VERIFRAME_CORS_ORIGINS: originList,
    VERIFRAME_MAX_BODY_BYTES: integer('size', 64 * 1024, 1024, 10 * 1024 * 1024),
    VERIFRAME_RATE_LIMIT: integer('count', 60, 0, 1_000_000),
    VERIFRAME_RATE_LIMIT_WINDOW_MS: integer('duration', 60_000, 1_000, 86_400_000),
    VERIFRAME_TRUSTED_PROXY_HOPS: integer('count', 0, 0, 20),
    VERIFRAME_TIMEOUT_MS: integer('duration', 15_000, 100, 120_000),
    VERIFRAME_MIN_AGE: integer('age', 18, 0, 120),
    VERIFRAME_GATEWAY_TEST_KEY: optional,
    VERIFRAME_GATEWAY_COUNTRIES: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? 'UK,Canada,Australia,Germany,France,Mexico')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .refine(
        (list) => list.every((c) => /^[A-Za-z][A-Za-z_]*$/.test(c)),
        'must be country names, comma separated',
      ),
  });
}

/**
 * Reads and validates the configuration from environment variables (default `process.env`).
 * In development (`NODE_ENV=development` or `test`, or `VERIFRAME_ENV=development`) with none of the connection
 * variables set, points at the local sandbox with its default credentials. Anywhere else every value must be
 * given, and none may be one of the sandbox's published credentials or secrets.
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
    const where = production ? 'in production' : 'here';
    throw new ConfigError(
      connectionVariables.map((variable) => ({
        variable,
        message: `required ${where} (${developmentRule})`,
      })),
    );
  }
  const sandboxDefaults = !anyConnection;
  const input = sandboxDefaults ? { ...sandboxDefaultEnv, ...stripEmpty(env) } : env;
  const parsed = envSchema(production).safeParse(input);
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
    },
    sandboxDefaults,
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

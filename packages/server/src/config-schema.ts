import { z } from 'zod';

// The variables `loadConfig` reads, as one zod schema; `production` tightens the URL rules.

/** Whether `host` (a URL's hostname) is this machine. */
export const isLoopback = (host: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(host);

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

/**
 * `production` requires https service URLs (loopback excepted); `development` (declared, `environmentOf`)
 * lets the VX webhook URL be plain http on this machine, also under `next start` (NODE_ENV=production).
 */
export function envSchema(production: boolean, development = !production) {
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
            (development && new URL(v).protocol === 'http:' && isLoopback(new URL(v).hostname)))),
      'must be a public https URL (the service posts VX webhooks to it; http only to loopback in development)',
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
    VERIFRAME_VX_JOURNEY_STEPS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
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

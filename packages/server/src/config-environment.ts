// Which environment this is, and the sandbox's published values that only development may use.

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
export const publishedVariables = (
  Object.keys(sandboxDefaultEnv) as (keyof typeof sandboxDefaultEnv)[]
).filter((name) => !name.endsWith('_URL'));

export const developmentRule =
  'the local sandbox defaults apply only in development: NODE_ENV=development or test, or VERIFRAME_ENV=development';

/**
 * Which environment this is: the one rule of the server package. Development is said explicitly:
 * `VERIFRAME_ENV=development`, or, when `VERIFRAME_ENV` is unset, `NODE_ENV` `development` or `test`. Anything
 * else (unset, `staging`, a typo) is production, because containers often run without `NODE_ENV` and an
 * unconfigured deployment must serve nobody rather than everyone as one identity. `NODE_ENV=production` keeps
 * the production rules (https, `identify`) even beside `VERIFRAME_ENV=development`, which then only allows the
 * sandbox's published values (`next start` against the local sandbox).
 *
 * @example
 * environmentOf({}); // { development: false, production: true, issues: [] }
 * environmentOf({ VERIFRAME_ENV: 'development' }); // { development: true, production: false, issues: [] }
 */
export function environmentOf(env: Record<string, string | undefined>): {
  development: boolean;
  production: boolean;
  issues: { variable: string; message: string }[];
} {
  const declared = env.VERIFRAME_ENV?.trim() || undefined;
  const nodeEnv = env.NODE_ENV?.trim();
  if (declared !== undefined && declared !== 'development' && declared !== 'production') {
    const issue = { variable: 'VERIFRAME_ENV', message: 'must be development or production (or unset)' };
    return { development: false, production: true, issues: [issue] };
  }
  const development = declared ? declared === 'development' : nodeEnv === 'development' || nodeEnv === 'test';
  return { development, production: !development || nodeEnv === 'production', issues: [] };
}

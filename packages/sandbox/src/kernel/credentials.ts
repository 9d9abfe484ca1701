/** Credentials the sandbox accepts. Every value can be overridden by the environment variable named beside it. */
export interface SandboxCredentials {
  /** Gateway and document-capture `user` (SANDBOX_USER). */
  user: string;
  /** Gateway and document-capture `pass` (SANDBOX_PASS). */
  pass: string;
  /** VX OAuth `client_id` (SANDBOX_VX_CLIENT_ID). */
  vxClientId: string;
  /** VX OAuth `client_secret` (SANDBOX_VX_CLIENT_SECRET). */
  vxClientSecret: string;
  /** VX OAuth `audience` (SANDBOX_VX_AUDIENCE). */
  vxAudience: string;
  /** Audit `user` (SANDBOX_AUDIT_USER). */
  auditUser: string;
  /** Audit `pass` (SANDBOX_AUDIT_PASS). */
  auditPass: string;
  /** V-PIN API bearer token (SANDBOX_VPIN_TOKEN). */
  vpinToken: string;
  /** Secret that signs VX webhooks and document callbacks (SANDBOX_WEBHOOK_SECRET). */
  webhookSecret: string;
}

export const defaultCredentials: SandboxCredentials = {
  user: 'sandbox',
  pass: 'sandbox-pass',
  vxClientId: 'sandbox-client',
  vxClientSecret: 'sandbox-secret',
  vxAudience: 'vx.sandbox.test',
  auditUser: 'sandbox-audit',
  auditPass: 'sandbox-audit-pass',
  vpinToken: 'sandbox-vpin-token',
  webhookSecret: 'sandbox-webhook-secret',
};

const envNames: Record<keyof SandboxCredentials, string> = {
  user: 'SANDBOX_USER',
  pass: 'SANDBOX_PASS',
  vxClientId: 'SANDBOX_VX_CLIENT_ID',
  vxClientSecret: 'SANDBOX_VX_CLIENT_SECRET',
  vxAudience: 'SANDBOX_VX_AUDIENCE',
  auditUser: 'SANDBOX_AUDIT_USER',
  auditPass: 'SANDBOX_AUDIT_PASS',
  vpinToken: 'SANDBOX_VPIN_TOKEN',
  webhookSecret: 'SANDBOX_WEBHOOK_SECRET',
};

/** Defaults, overridden by the environment, overridden by explicit options. */
export function resolveCredentials(
  env: Record<string, string | undefined> = {},
  overrides: Partial<SandboxCredentials> = {},
): SandboxCredentials {
  const fromEnv: Partial<SandboxCredentials> = {};
  for (const key of Object.keys(envNames) as (keyof SandboxCredentials)[]) {
    const value = env[envNames[key]];
    if (value) fromEnv[key] = value;
  }
  return { ...defaultCredentials, ...fromEnv, ...overrides };
}

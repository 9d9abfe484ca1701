// Pure, no React: usable in a Server Component, a Vite entry or a test.
import type { ModalSdkConfig } from '@veriframe/core/document';
import type { VeriframeConfig } from './config';

/** The public variables `configFromEnv` reads, without their `VITE_` or `NEXT_PUBLIC_` prefix. */
export const publicEnvVariables = [
  'VERIFRAME_PROXY_URL',
  'VERIFRAME_FRONTEND_URL',
  'VERIFRAME_HOSTED_ORIGINS',
  'VERIFRAME_MODAL_SCRIPT_URL',
  'VERIFRAME_MODAL_STYLESHEET_URL',
  'VERIFRAME_MODAL_CONSTRUCTOR',
] as const;

/** One problem with one public variable. */
export interface PublicEnvIssue {
  variable: string;
  message: string;
}

/** Thrown by `configFromEnv`: names each malformed variable and the rule it breaks. */
export class PublicEnvError extends Error {
  override readonly name = 'PublicEnvError';
  constructor(readonly issues: PublicEnvIssue[]) {
    super(
      `Invalid Veriframe public configuration:\n${issues.map((i) => `- ${i.variable}: ${i.message}`).join('\n')}`,
    );
  }
}

const prefixes = ['NEXT_PUBLIC_', 'VITE_'] as const;

/**
 * The provider's configuration from public environment variables, read with either prefix (`VITE_` or
 * `NEXT_PUBLIC_`). Bundlers inline only variables written out in the app's code, so pass `import.meta.env`
 * (Vite) or an object naming each `process.env.NEXT_PUBLIC_…` variable you set (Next.js). Variables not set
 * keep the provider's defaults (the local sandbox, in development builds only). `VERIFRAME_FRONTEND_URL` is the service's frontend
 * origin: it sets the hosted origins and the modal script and stylesheet at their usual paths
 * (`/modal/v1/modal.js`, `/modal/v1/modal.css`); the other variables override one value each. These are
 * public values only: never put a credential in a `VITE_` or `NEXT_PUBLIC_` variable.
 *
 * @throws PublicEnvError naming each variable that is not a URL, an exact origin or a constructor path.
 * @example
 * // Vite
 * <VeriframeProvider config={configFromEnv(import.meta.env)}>
 * // Next.js
 * const config = configFromEnv({ NEXT_PUBLIC_VERIFRAME_FRONTEND_URL: process.env.NEXT_PUBLIC_VERIFRAME_FRONTEND_URL });
 */
export function configFromEnv(env: Record<string, unknown>): VeriframeConfig {
  const issues: PublicEnvIssue[] = [];
  const read = (name: (typeof publicEnvVariables)[number]) => {
    for (const prefix of prefixes) {
      const value = env[`${prefix}${name}`];
      if (typeof value === 'string' && value.trim() !== '')
        return { variable: `${prefix}${name}`, value: value.trim() };
    }
    return undefined;
  };
  const url = (name: (typeof publicEnvVariables)[number]) => {
    const found = read(name);
    if (!found) return undefined;
    if (!URL.canParse(found.value) || !/^https?:$/.test(new URL(found.value).protocol)) {
      issues.push({ variable: found.variable, message: 'must be an absolute http(s) URL' });
      return undefined;
    }
    return found.value.replace(/\/+$/, '');
  };
  const origin = (variable: string, value: string) => {
    if (URL.canParse(value) && new URL(value).origin === value) return value;
    issues.push({ variable, message: `"${value}" is not an exact origin (scheme://host[:port], no path)` });
    return undefined;
  };

  const config: VeriframeConfig = {};
  const proxy = read('VERIFRAME_PROXY_URL');
  if (proxy) {
    if (proxy.value.startsWith('/') || URL.canParse(proxy.value))
      config.proxyBasePath = proxy.value.replace(/\/+$/, '');
    else
      issues.push({
        variable: proxy.variable,
        message: 'must be a path (/api/veriframe) or an absolute URL',
      });
  }

  const frontend = read('VERIFRAME_FRONTEND_URL');
  const frontendOrigin = frontend && origin(frontend.variable, frontend.value.replace(/\/+$/, ''));
  const hosted = read('VERIFRAME_HOSTED_ORIGINS');
  if (hosted) {
    const origins = hosted.value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    config.hostedOrigins = origins.filter((item) => origin(hosted.variable, item) !== undefined);
  } else if (frontendOrigin) {
    config.hostedOrigins = [frontendOrigin];
  }

  const scriptUrl =
    url('VERIFRAME_MODAL_SCRIPT_URL') ?? (frontendOrigin && `${frontendOrigin}/modal/v1/modal.js`);
  const stylesheetUrl =
    url('VERIFRAME_MODAL_STYLESHEET_URL') ?? (frontendOrigin && `${frontendOrigin}/modal/v1/modal.css`);
  const constructorPath = read('VERIFRAME_MODAL_CONSTRUCTOR');
  if (constructorPath && !/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(constructorPath.value))
    issues.push({
      variable: constructorPath.variable,
      message: 'must be a dotted name, e.g. SandboxVerify.DocumentModal',
    });
  if (scriptUrl || stylesheetUrl || constructorPath) {
    const modal: ModalSdkConfig = {
      scriptUrl: scriptUrl ?? '',
      constructorPath: constructorPath?.value ?? 'SandboxVerify.DocumentModal',
      ...(stylesheetUrl ? { stylesheetUrl } : {}),
    };
    if (!scriptUrl && !read('VERIFRAME_MODAL_SCRIPT_URL'))
      issues.push({
        variable: 'VERIFRAME_MODAL_SCRIPT_URL',
        message: 'required with a modal stylesheet or constructor (or set VERIFRAME_FRONTEND_URL)',
      });
    config.documentModal = modal;
  }
  if (issues.length > 0) throw new PublicEnvError(issues);
  return config;
}

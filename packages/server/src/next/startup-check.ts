// The startup check of a Next.js app, in one call from `instrumentation.ts`: the proxy's configuration and the
// pages' CSP origin are read when the server starts, so a deployment missing one stops there, named.
import { ConfigError, type VeriframeConfig } from '../config';
import { assertProxyConfig } from '../proxy/lazy-proxy';
import { type NextPageCspOptions, pageCspIssues } from './page-csp';

/** Options of {@link startupCheck}. */
export interface StartupCheckOptions {
  /** The environment to check; default `process.env`. */
  env?: Record<string, string | undefined>;
  /** The `csp` given to `veriframeProxy`, when it names the hosted origin itself (or `false`: no policy). */
  csp?: Pick<NextPageCspOptions, 'hostedOrigin'> | false;
  /**
   * What a failed check does: `'exit'` (default) logs the problems and ends the process with code 1, because
   * Next only logs an error thrown by `register` and then answers every request 500; `'throw'` throws the
   * `ConfigError`.
   */
  onError?: 'exit' | 'throw';
}

/**
 * Reads and validates the server's Veriframe configuration now: every `VERIFRAME_*` variable the proxy needs
 * (the local sandbox's defaults in development only) and, outside development, the hosted origin the pages'
 * CSP names (`NEXT_PUBLIC_VERIFRAME_FRONTEND_URL`). On a problem, logs each variable and its rule (never a
 * value) and exits with code 1 (`onError: 'throw'` throws a `ConfigError` instead). `identify` is checked where
 * it is given: `veriframeProxy` and `veriframeRoute` require it. Returns the configuration.
 *
 * @example
 * // instrumentation.ts
 * export async function register() {
 *   if (process.env.NEXT_RUNTIME === 'nodejs') (await import('@veriframe/server/next')).startupCheck();
 * }
 */
export function startupCheck(options: StartupCheckOptions = {}): VeriframeConfig {
  const env = options.env ?? process.env;
  const issues = options.csp === false ? [] : pageCspIssues(options.csp ?? {}, env);
  let config: VeriframeConfig | undefined;
  try {
    // The `identify` here only says "given where the proxy is made": those refuse to start without one.
    config = assertProxyConfig({ env, identify: () => null });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    issues.unshift(...error.issues);
  }
  if (config && issues.length === 0) return config;
  const error = new ConfigError(issues);
  if (options.onError === 'throw') throw error;
  console.error(error.message);
  process.exit(1);
}

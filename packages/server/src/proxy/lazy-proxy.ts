import { ConfigError, loadConfig, type VeriframeConfig } from '../config';
import { problemResponse } from '../problem';
import type { VeriframeProxy } from './proxy-types';

/**
 * A proxy whose configuration is read from the environment on first use, not when it is created: a module
 * that creates it at top level (a Next.js route file) imports and builds without any `VERIFRAME_*` variable,
 * as CI builds do. A request that arrives while the configuration is missing or invalid is answered 500
 * `proxy_not_configured`, naming each variable (never a value); the same text goes to the server log once.
 */
export function createLazyProxy<Options extends object>(
  options: Options,
  build: (options: Options & { config: VeriframeConfig }) => VeriframeProxy,
  env: () => Record<string, string | undefined> = () => process.env,
): VeriframeProxy {
  let built: VeriframeProxy | undefined;
  let lastLogged: string | undefined;
  // Not cached on failure: a fixed environment (a restart, a secret mounted late) is picked up.
  const resolve = () => {
    built ??= build({ ...options, config: loadConfig(env()) });
    return built;
  };
  return {
    async fetch(request, context) {
      let proxy: VeriframeProxy;
      try {
        proxy = resolve();
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        if (error.message !== lastLogged) console.error(error.message);
        lastLogged = error.message;
        return problemResponse({
          code: 'proxy_not_configured',
          message: `the proxy is not configured: ${error.issues.map((i) => i.variable).join(', ')}`,
          status: 500,
          issues: error.issues.map((i) => ({ path: i.variable, rule: 'config', message: i.message })),
        });
      }
      return proxy.fetch(request, context);
    },
    /** Reading these resolves the configuration (and throws `ConfigError` when it is invalid). */
    get app() {
      return resolve().app;
    },
    get clients() {
      return resolve().clients;
    },
    get basePath() {
      return resolve().basePath;
    },
  };
}

/**
 * Reads and validates the proxy's configuration now, so a deployment fails at startup rather than on its
 * first request. Returns the configuration; throws `ConfigError` listing every missing or malformed variable.
 *
 * @example
 * // Next.js: instrumentation.ts
 * export async function register() {
 *   if (process.env.NEXT_RUNTIME === 'nodejs') (await import('@veriframe/server')).assertProxyConfig();
 * }
 */
export function assertProxyConfig(env: Record<string, string | undefined> = process.env): VeriframeConfig {
  return loadConfig(env);
}

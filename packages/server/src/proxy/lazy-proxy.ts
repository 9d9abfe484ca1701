import { ConfigError, type ConfigIssue, loadConfig, type VeriframeConfig } from '../config';
import { problemResponse } from '../errors/problem';
import type { IdentifyFunction } from './identity/identity';
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
  let draining = false;
  // Not cached on failure: a fixed environment (a restart, a secret mounted late) is picked up.
  const resolve = () => {
    if (!built) {
      built = build({ ...options, config: loadConfig(env()) });
      if (draining) built.drain();
    }
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
    drain() {
      draining = true;
      built?.drain();
    },
  };
}

/** The proxy options that a deployment must get right, checked by `createProxy` and `assertProxyConfig`. */
export interface AssertedProxyOptions {
  /** The same `identify` the proxy gets; required outside development. */
  identify?: IdentifyFunction | undefined;
  /** The development opt-in; refused outside development. */
  browserPresentation?: boolean | undefined;
}

/**
 * Problems of the options that make the proxy refuse to start (`ConfigError`): the development opt-in
 * `browserPresentation` in production. A missing `identify` is not one here (the proxy answers 500
 * `identify_required` on its browser routes, and its webhook receivers keep working); `assertProxyConfig`
 * adds it.
 */
export function proxyOptionIssues(options: AssertedProxyOptions, production: boolean): ConfigIssue[] {
  if (!production || !options.browserPresentation) return [];
  return [
    {
      variable: 'browserPresentation',
      message:
        'the development opt-in is refused outside development: choose styles, resultMessages and ' +
        'send_email server-side with the presentation option',
    },
  ];
}

/**
 * Reads and validates the proxy's configuration now, so a deployment fails at startup rather than on its
 * first request. Give it the proxy's `identify` (import the one function both use): outside development
 * (`environmentOf`) a missing `identify` fails here, as the proxy would answer every browser request
 * 500 `identify_required`. Returns the configuration; throws `ConfigError` listing every missing or malformed
 * variable and option.
 *
 * @example
 * // Next.js: instrumentation.ts
 * export async function register() {
 *   if (process.env.NEXT_RUNTIME !== 'nodejs') return;
 *   const { assertProxyConfig } = await import('@veriframe/server');
 *   const { identify } = await import('./lib/identify'); // the function the route handlers get
 *   assertProxyConfig({ identify });
 * }
 */
export function assertProxyConfig(
  options: AssertedProxyOptions & { env?: Record<string, string | undefined> } = {},
): VeriframeConfig {
  const config = loadConfig(options.env ?? process.env);
  const issues = proxyOptionIssues(options, config.production);
  if (config.production && !options.identify) {
    issues.push({
      variable: 'identify',
      message:
        'required outside development: pass assertProxyConfig({ identify }) the function given to ' +
        'createProxy({ identify }) / createRouteHandlers({ identify })',
    });
  }
  if (issues.length > 0) throw new ConfigError(issues);
  return config;
}

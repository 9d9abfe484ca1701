// Where the app finds its server. Expo inlines `process.env.EXPO_PUBLIC_*` into the bundle at build time (each
// read must be spelled out in full for that), so only public values belong here: the proxy's URL and the
// hosted pages' origin. The credentials stay in the proxy's environment (server.mjs).

/** What the app needs to know, checked once. */
export interface AppConfig {
  /** The proxy's browser routes, e.g. `https://api.shop.example/api/veriframe`. */
  proxyUrl: string;
  /** Origin of the service's hosted pages: the only origin whose messages the WebView counts. */
  hostedOrigin: string;
  /** The demo server's sign-in (`server.mjs`), on the proxy's origin. */
  signInUrl: string;
}

/** A variable that is missing or malformed: names it and the rule it breaks. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly rule: string,
  ) {
    super(`${variable}: ${rule}`);
    this.name = 'ConfigError';
  }
}

const absoluteUrl = /^(https?):\/\/([^/?#\s]+)(\/[^?#\s]*)?$/;

/** Scheme and host of an absolute http(s) URL, or the rule it breaks. */
function parse(variable: string, value: string | undefined, development: boolean) {
  if (!value) throw new ConfigError(variable, 'required (see examples/expo-app/README.md)');
  const match = absoluteUrl.exec(value);
  if (!match)
    throw new ConfigError(variable, `must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  // A release build talks https only; http is for the sandbox on your own network while developing.
  if (match[1] !== 'https' && !development)
    throw new ConfigError(variable, 'must use https outside development');
  return { origin: `${match[1]}://${match[2]}`, path: (match[3] ?? '').replace(/\/+$/, '') };
}

/**
 * Reads the app's configuration from the `EXPO_PUBLIC_VERIFRAME_*` variables; throws a {@link ConfigError}.
 *
 * @example
 * // EXPO_PUBLIC_VERIFRAME_PROXY_URL=http://127.0.0.1:8787/api/veriframe
 * // EXPO_PUBLIC_VERIFRAME_HOSTED_ORIGIN=http://127.0.0.1:4011
 * const { proxyUrl, hostedOrigin } = readConfig();
 */
export function readConfig(
  env: Record<string, string | undefined> = {
    EXPO_PUBLIC_VERIFRAME_PROXY_URL: process.env.EXPO_PUBLIC_VERIFRAME_PROXY_URL,
    EXPO_PUBLIC_VERIFRAME_HOSTED_ORIGIN: process.env.EXPO_PUBLIC_VERIFRAME_HOSTED_ORIGIN,
  },
  development: boolean = __DEV__,
): AppConfig {
  const proxy = parse('EXPO_PUBLIC_VERIFRAME_PROXY_URL', env.EXPO_PUBLIC_VERIFRAME_PROXY_URL, development);
  const hosted = parse(
    'EXPO_PUBLIC_VERIFRAME_HOSTED_ORIGIN',
    env.EXPO_PUBLIC_VERIFRAME_HOSTED_ORIGIN,
    development,
  );
  if (hosted.path !== '')
    throw new ConfigError('EXPO_PUBLIC_VERIFRAME_HOSTED_ORIGIN', 'must be an origin, without a path');
  return {
    proxyUrl: proxy.origin + proxy.path,
    hostedOrigin: hosted.origin,
    signInUrl: `${proxy.origin}/demo/sign-in`,
  };
}

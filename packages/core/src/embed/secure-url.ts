import { fail, parseUrl } from './errors';

/** Hosts whose plain-http URLs a development build accepts: the local sandbox's, never a network's. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * True in a development build: `process.env.NODE_ENV` is anything but `"production"` (unset included, as React
 * decides). Written out in full so bundlers replace it; where `process` does not exist at all (an unbundled ESM
 * import in a browser) it is false: that is the safe side.
 *
 * @example
 * isDevelopmentBuild(); // false under `next build` or `vite build`
 */
export const isDevelopmentBuild = (): boolean => {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
};

/** The rule every URL the embed path loads or frames with the camera must follow. */
export const SECURE_URL_RULE =
  'must be an https URL (plain http only on 127.0.0.1, localhost or [::1], in development)';

/**
 * Whether plain http to a loopback host is acceptable: in a development build, or on a page that is itself
 * served from a loopback host (a local production build: `vite preview`, `next start`, the e2e suite). No
 * deployed page is, and nobody on the network can intercept loopback traffic.
 */
const inDevelopment = (pageHostname: string | undefined): boolean =>
  isDevelopmentBuild() || (pageHostname !== undefined && LOOPBACK_HOSTS.has(pageHostname));

/**
 * Parses `value` (relative to `base` if given) and returns it when it is https, or http on a loopback host in
 * development (a development build, or a page on a loopback host itself); else throws an `EmbedConfigError`
 * naming `field`. A script, a stylesheet or a camera-enabled frame fetched over plain http can be replaced by
 * anyone on the network.
 *
 * @example
 * secureUrl('https://verify.example.com/modal/v1/modal.js', 'sdk.scriptUrl', undefined, location.hostname).href;
 * secureUrl('http://verify.example.com/modal.js', 'sdk.scriptUrl', undefined, location.hostname); // throws
 */
export const secureUrl = (
  value: unknown,
  field: string,
  base: string | undefined,
  pageHostname: string | undefined,
): URL => {
  const url = parseUrl(value, base);
  const secure =
    url?.protocol === 'https:' ||
    (url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && inDevelopment(pageHostname));
  return secure && url ? url : fail(field, SECURE_URL_RULE);
};

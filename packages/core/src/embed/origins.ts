import { fail, httpUrl } from './errors';
import { exactOrigin } from './exact-origin';

/**
 * Normalizes configured origins to `scheme://host[:port]` so they compare exactly with `MessageEvent.origin`.
 * Rejects an empty list and anything that is not an http(s) URL: an opaque origin (`"null"`, from `data:`,
 * `file:` or sandboxed frames) must never be trusted. The origin is read from the parsed URL's text
 * (`exactOrigin`), not its `origin`: a bare React Native app's `URL` is a regex polyfill whose `origin` keeps
 * `:443` and the host's case, so the list would differ from a browser's.
 *
 * @example
 * normalizeOrigins(['https://verify.example.com/journey/1']); // ['https://verify.example.com']
 */
export const normalizeOrigins = (origins: readonly string[]): string[] => {
  if (!Array.isArray(origins) || origins.length === 0) {
    return fail('allowedOrigins', 'must be a non-empty array of origins');
  }
  return origins.map((origin, index) => {
    const url = httpUrl(origin, `allowedOrigins[${index}]`);
    return exactOrigin(url.href) ?? fail(`allowedOrigins[${index}]`, 'must be an http(s) URL');
  });
};

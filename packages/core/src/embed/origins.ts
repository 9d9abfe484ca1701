import { fail, httpUrl } from './errors';

/**
 * Normalizes configured origins through `new URL(x).origin` so they compare exactly with
 * `MessageEvent.origin`. Rejects an empty list and anything that is not an http(s) URL: an opaque
 * origin (`"null"`, from `data:`, `file:` or sandboxed frames) must never be trusted.
 *
 * @example
 * normalizeOrigins(['https://verify.example.com/journey/1']); // ['https://verify.example.com']
 */
export const normalizeOrigins = (origins: readonly string[]): string[] => {
  if (!Array.isArray(origins) || origins.length === 0) {
    return fail('allowedOrigins', 'must be a non-empty array of origins');
  }
  return origins.map((origin, index) => httpUrl(origin, `allowedOrigins[${index}]`).origin);
};

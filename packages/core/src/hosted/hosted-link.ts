import { fail } from '../embed/errors';
import { normalizeOrigins } from '../embed/origins';
import { secureUrl } from '../embed/secure-url';

/**
 * Checks a hosted verification link before a frame loads it with the camera: it must be https (plain http only
 * to a loopback host in development: a development build, or a page on a loopback host) and its origin must be
 * one of `hostedOrigins`. Returns the link as a normalized URL, or throws an `EmbedConfigError` naming `link`.
 * The link comes from the proxy's answer: whatever it says, the camera goes only to a page the app trusts.
 *
 * @example
 * checkHostedLink(session.link, ['https://verify.example.com']); // 'https://verify.example.com/journey/…'
 * checkHostedLink('https://evil.example/x', ['https://verify.example.com']); // throws: link must be on …
 */
export const checkHostedLink = (
  link: unknown,
  hostedOrigins: readonly string[],
  pageHostname: string | undefined = globalThis.location?.hostname,
): string => {
  const url = secureUrl(link, 'link', undefined, pageHostname);
  const origins = normalizeOrigins(hostedOrigins);
  if (!origins.includes(url.origin)) fail('link', `must be on one of hostedOrigins (${origins.join(', ')})`);
  return url.href;
};

/** The port each web scheme uses when a URL names none: `https://host:443` and `https://host` are one origin. */
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * The origin of an http(s) URL, read from its text (`scheme://host[:port]`, lower case, a default port dropped),
 * or undefined for anything else. It does not go through `URL`: a bare React Native app's `URL` is a
 * regex polyfill whose `origin` keeps `:443`, the case and the user info, so an exact comparison through it
 * would refuse the hosted origin on one platform and accept a look-alike on none.
 *
 * @example
 * exactOrigin('HTTPS://Verify.Example.com:443/journey?t=1'); // 'https://verify.example.com'
 * exactOrigin('about:blank'); // undefined
 */
export const exactOrigin = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const match =
    /^(https?:)\/\/(?:[^/?#@\\\\]*@)?(\[[0-9a-f:.]+\]|[^/?#:@[\]\\\s]+)(?::(\d*))?(?:[/?#]|$)/i.exec(
      value.trim(),
    );
  if (!match) return undefined;
  const scheme = (match[1] as string).toLowerCase();
  const host = (match[2] as string).toLowerCase();
  const port = match[3]?.replace(/^0+(?=\d)/, '');
  return port && port !== DEFAULT_PORTS[scheme] ? `${scheme}//${host}:${port}` : `${scheme}//${host}`;
};

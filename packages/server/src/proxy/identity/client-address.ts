import { isIPv4, isIPv6 } from 'node:net';

// The rate limit counts an address, and one IPv6 subscriber holds a whole /64 (RFC 6177 hands out /48 to
// /64 per site; SLAAC and privacy addresses pick any of its 2^64 interface ids). Keyed by full address, one
// person could rotate through 2^64 buckets; keyed by /64, they get one, as an IPv4 household does. The
// budgets of anonymous visitors (a day's checks and creations) go further: a site may hold a /48, so they count
// its /48 ({@link anonymousAddressKey}). An IPv4 address has several IPv6 spellings that reach the same host
// (mapped, compatible, 6to4, NAT64, Teredo): each is keyed as the IPv4 address, so none is a new client.

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail becomes the last two), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a, b, c, d] = dotted[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The dotted IPv4 address of two 16-bit groups. */
const dottedOf = (hi: number, lo: number) => [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');

/**
 * The IPv4 address an IPv6 address stands for, when it is one of its spellings: IPv4-mapped `::ffff:0:0/96`,
 * IPv4-translated `::ffff:0:0:0/96`, IPv4-compatible `::/96` (not `::` or `::1`), NAT64 `64:ff9b::/96`,
 * 6to4 `2002::/16` (the address in bits 16-47) and Teredo `2001::/32` (the client's, stored inverted).
 */
function embeddedIPv4(g: number[]): string | undefined {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = g;
  const zeroTo = (end: number) => g.slice(0, end).every((x) => x === 0);
  if (zeroTo(5) && g5 === 0xffff) return dottedOf(g6, g7); // mapped
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return dottedOf(g6, g7); // translated (SIIT)
  if (zeroTo(6) && g6 !== 0) return dottedOf(g6, g7); // compatible (deprecated, still routable by some stacks)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return dottedOf(g6, g7);
  if (g0 === 0x2002) return dottedOf(g1 ?? 0, g2 ?? 0);
  if (g0 === 0x2001 && g1 === 0) return dottedOf(~g6 & 0xffff, ~g7 & 0xffff);
  return undefined;
}

/**
 * The rate-limit key of a client address: an IPv4 address as it is, an IPv6 spelling of an IPv4 address
 * (`::ffff:203.0.113.9`, as a dual-stack socket reports IPv4 clients; NAT64 `64:ff9b::cb00:7109`; 6to4
 * `2002:cb00:7109::1`; IPv4-compatible; Teredo) as that IPv4 address, and any other IPv6 address as its /64
 * (`2001:db8:1:2::/64`). Brackets, a port and a zone (`%eth0`) are dropped. Anything that is not an IP
 * address is undefined: the proxy then refuses the request rather than count it in a bucket that a forged
 * value could pick.
 *
 * @example
 * clientAddressKey('2001:db8:1:2:aaaa::1'); // '2001:db8:1:2::/64'
 * clientAddressKey('[2001:db8:1:2::9]:443'); // '2001:db8:1:2::/64'
 * clientAddressKey('::ffff:203.0.113.9'); // '203.0.113.9'
 * clientAddressKey('2002:cb00:7109::1'); // '203.0.113.9'
 * clientAddressKey('203.0.113.9:51000'); // '203.0.113.9'
 * clientAddressKey('unknown'); // undefined
 */
export function clientAddressKey(raw: string | null | undefined): string | undefined {
  let address = raw?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/%[\w.-]+$/, '');
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (groups?.length !== 8) return undefined;
  const ipv4 = embeddedIPv4(groups);
  if (ipv4 !== undefined) return ipv4;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The key an anonymous visitor's budgets count (the gateway's per-address checks, anonymous creations): a
 * /64 key of {@link clientAddressKey} widened to its /48, the most one site is usually handed (RFC 6177), so
 * rotating through the /64s of one site brings no new budget; an IPv4 key, or a key of your own, as it is.
 *
 * @example
 * anonymousAddressKey('2001:db8:1:2::/64'); // '2001:db8:1::/48'
 * anonymousAddressKey('203.0.113.9'); // '203.0.113.9'
 */
export function anonymousAddressKey(key: string): string;
export function anonymousAddressKey(key: string | undefined): string | undefined;
export function anonymousAddressKey(key: string | undefined): string | undefined {
  const slash64 = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(key ?? '');
  return slash64?.[1] ? `${slash64[1]}::/48` : key;
}

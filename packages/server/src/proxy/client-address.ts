import { isIPv4, isIPv6 } from 'node:net';

// The rate limit counts an address, and one IPv6 subscriber holds a whole /64 (RFC 6177 hands out /48 to
// /64 per site; SLAAC and privacy addresses pick any of its 2^64 interface ids). Keyed by full address, one
// person could rotate through 2^64 buckets; keyed by /64, they get one, as an IPv4 household does.

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

/**
 * The rate-limit key of a client address: an IPv4 address as it is, an IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.9`, as a dual-stack socket reports IPv4 clients) as its IPv4 address, and any other IPv6
 * address as its /64 (`2001:db8:1:2::/64`). Brackets, a port and a zone (`%eth0`) are dropped. Anything that
 * is not an IP address is undefined: the proxy then refuses the request rather than count it in a bucket that
 * a forged value could pick.
 *
 * @example
 * clientAddressKey('2001:db8:1:2:aaaa::1'); // '2001:db8:1:2::/64'
 * clientAddressKey('[2001:db8:1:2::9]:443'); // '2001:db8:1:2::/64'
 * clientAddressKey('::ffff:203.0.113.9'); // '203.0.113.9'
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
  const isMappedIPv4 = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMappedIPv4) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

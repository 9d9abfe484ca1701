import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { ConfigError } from '../../config';
import type { IdentifyFunction } from './identity';

export interface TrustedHeaderIdentityOptions {
  /**
   * The request header in which your authenticating gateway names the signed-in user (`x-authenticated-user`).
   * The gateway must remove this header from every client request before setting it: the proxy cannot tell
   * a value the gateway wrote from one the client sent through it.
   */
  header: string;
  /**
   * The gateway's own addresses as the proxy's socket sees them (the peer, never a header): IP addresses or
   * CIDR ranges (`10.0.0.7`, `10.0.0.0/24`, `fd00::/8`). A request from any other peer is nobody. Needs the
   * Node adapter (`serveNode`, `toNodeListener`, `veriframe-proxy`), which passes the socket address; where
   * the proxy cannot see the socket (Next.js route handlers) use `gatewaySecret`.
   */
  gatewayAddresses?: readonly string[];
  /**
   * A secret the gateway adds to every request it forwards, in a header of its own (and strips from
   * clients): `{ header: 'x-gateway-secret', value }`, the value at least 32 characters from your secret
   * store. A request without it, or with another value, is nobody.
   */
  gatewaySecret?: { header: string; value: string };
}

/** An HTTP header name (RFC 9110 token). */
const headerName = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;

/** Headers that mean something else: the client's address, its credentials, the target. */
const reserved = new Set(['x-forwarded-for', 'forwarded', 'cookie', 'authorization', 'host']);

const refuse = (variable: string, message: string): never => {
  throw new ConfigError([{ variable: `trustedHeaderIdentity.${variable}`, message }]);
};

function checkHeader(variable: string, header: unknown): string {
  if (typeof header !== 'string' || !headerName.test(header) || reserved.has(header.toLowerCase())) {
    refuse(
      variable,
      `must be a header name of your gateway's own, not ${[...reserved].join(', ')} (got ${JSON.stringify(header)})`,
    );
  }
  return (header as string).toLowerCase();
}

/** An IPv4-mapped IPv6 socket address (`::ffff:10.0.0.7`, a dual-stack server's IPv4 peer) as IPv4. */
const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/** The gateway's addresses as a `BlockList` (Node's address and range matcher); a bad entry is a ConfigError. */
function gatewayPeers(addresses: readonly string[]): BlockList {
  const peers = new BlockList();
  for (const [index, entry] of addresses.entries()) {
    const [address = '', prefix, ...extra] = String(entry).trim().split('/');
    const family = isIPv4(unmapped(address)) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 'ipv4' ? 32 : 128;
    if (
      !family ||
      extra.length > 0 ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
    ) {
      refuse(
        `gatewayAddresses[${index}]`,
        `must be an IP address or a CIDR range such as 10.0.0.0/24 (got ${JSON.stringify(entry)})`,
      );
    }
    const bare = family === 'ipv4' ? unmapped(address) : address;
    if (bits === undefined) peers.addAddress(bare, family);
    else peers.addSubnet(bare, bits, family);
  }
  return peers;
}

/** Whether the socket peer is one of the gateway's addresses. */
function fromPeer(peers: BlockList, remoteAddress: string | undefined): boolean {
  const address = unmapped((remoteAddress ?? '').replace(/%[\w.-]+$/, ''));
  if (isIPv4(address)) return peers.check(address, 'ipv4');
  return isIPv6(address) && peers.check(address, 'ipv6');
}

/** Constant-time comparison of the sent secret with the configured one. */
function sameSecret(sent: string | null, expected: Buffer): boolean {
  if (sent === null) return false;
  const given = Buffer.from(sent, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * An `identify` for a proxy behind an authenticating gateway (an ingress with single sign-on, an API gateway
 * that checks a session): the user is the id the gateway writes in `header`, trusted only on requests the
 * gateway provably sent: from one of its `gatewayAddresses` (the socket's peer address), or bearing its
 * `gatewaySecret`; give one or both (both: each must hold). `X-Forwarded-For` proves nothing: a client writes
 * it too. Anything else is nobody (401 `unauthenticated`): a request without the header, or one sent to the
 * proxy directly. Bad options, or neither proof configured, throw `ConfigError` naming the option.
 *
 * @example
 * // The ingress at 10.0.0.7 strips x-authenticated-user from clients, then sets it for signed-in users.
 * createProxy({
 *   identify: trustedHeaderIdentity({ header: 'x-authenticated-user', gatewayAddresses: ['10.0.0.7'] }),
 * });
 */
export function trustedHeaderIdentity(options: TrustedHeaderIdentityOptions): IdentifyFunction {
  const header = checkHeader('header', options.header);
  const { gatewayAddresses, gatewaySecret } = options;
  if (gatewayAddresses === undefined && gatewaySecret === undefined) {
    refuse(
      'gatewayAddresses',
      'give gatewayAddresses (the gateway as the socket sees it) or gatewaySecret (a header only the gateway ' +
        'sends): without one, any client could name any user in the header',
    );
  }
  if (gatewayAddresses !== undefined && (!Array.isArray(gatewayAddresses) || gatewayAddresses.length === 0)) {
    refuse('gatewayAddresses', 'must be a non-empty list of IP addresses or CIDR ranges');
  }
  const peers = gatewayAddresses ? gatewayPeers(gatewayAddresses) : undefined;
  let secret: { header: string; value: Buffer } | undefined;
  if (gatewaySecret !== undefined) {
    const secretHeader = checkHeader('gatewaySecret.header', gatewaySecret?.header);
    if (secretHeader === header) refuse('gatewaySecret.header', `must differ from header (${header})`);
    if (typeof gatewaySecret.value !== 'string' || gatewaySecret.value.length < 32) {
      refuse('gatewaySecret.value', 'must be at least 32 characters (a random value from your secret store)');
    }
    secret = { header: secretHeader, value: Buffer.from(gatewaySecret.value, 'utf8') };
  }
  return (request, context) => {
    if (peers && !fromPeer(peers, context.remoteAddress)) return null;
    if (secret && !sameSecret(request.headers.get(secret.header), secret.value)) return null;
    const id = request.headers.get(header)?.trim();
    return id ? { id } : null;
  };
}

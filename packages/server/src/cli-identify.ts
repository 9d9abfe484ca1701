import { ConfigError, type ConfigIssue, type VeriframeConfig } from './config';
import { developmentRule } from './config-environment';
import { anonymousVisitor } from './proxy/identity/anonymous-visitor';
import type { IdentifyFunction } from './proxy/identity/identity';
import { trustedHeaderIdentity } from './proxy/identity/trusted-header';

/** What `--identify` accepts. */
export const identifyChoices =
  'anonymous-visitor (a signed visitor cookie, secret in VERIFRAME_VISITOR_SECRET) or header:<name> ' +
  '(the user id your authenticating gateway sets, trusted from VERIFRAME_GATEWAY_ADDRESSES or with ' +
  'VERIFRAME_GATEWAY_SECRET)';

/** The header in which the gateway sends `VERIFRAME_GATEWAY_SECRET` to `veriframe-proxy`. */
export const gatewaySecretHeader = 'x-veriframe-gateway-secret';

/**
 * Who the `veriframe-proxy` command serves, from its `--identify` flag: `anonymous-visitor` or
 * `header:<name>`. Without the flag, the development identity in development and a `ConfigError` anywhere
 * else, so the command stops at start instead of serving every caller as one identity.
 *
 * @example
 * cliIdentify('header:x-authenticated-user', process.env, loadConfig(process.env));
 */
export function cliIdentify(
  choice: string | undefined,
  env: Record<string, string | undefined>,
  config: VeriframeConfig,
): IdentifyFunction | undefined {
  const refuse = (issue: ConfigIssue): never => {
    throw new ConfigError([issue]);
  };
  if (choice === undefined) {
    if (!config.production) return undefined;
    return refuse({
      variable: '--identify',
      message: `required outside development (${developmentRule}): say who is asking with ${identifyChoices}`,
    });
  }
  if (choice === 'anonymous-visitor') {
    const secret = env.VERIFRAME_VISITOR_SECRET?.trim() ?? '';
    if (secret.length < 32)
      refuse({
        variable: 'VERIFRAME_VISITOR_SECRET',
        message:
          'required with --identify anonymous-visitor: at least 32 random characters from your secrets',
      });
    return anonymousVisitor({ secret });
  }
  if (choice.startsWith('header:')) {
    const addresses = (env.VERIFRAME_GATEWAY_ADDRESSES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const secret = env.VERIFRAME_GATEWAY_SECRET?.trim() ?? '';
    if (addresses.length === 0 && secret === '')
      refuse({
        variable: 'VERIFRAME_GATEWAY_ADDRESSES',
        message:
          'required with --identify header:<name>, or VERIFRAME_GATEWAY_SECRET: the header is trusted only ' +
          `from the gateway's addresses (comma-separated IPs or CIDR ranges, the socket's peer) or with the ` +
          `secret the gateway sends in ${gatewaySecretHeader}`,
      });
    if (secret !== '' && secret.length < 32)
      refuse({
        variable: 'VERIFRAME_GATEWAY_SECRET',
        message: 'must be at least 32 random characters from your secrets',
      });
    return trustedHeaderIdentity({
      header: choice.slice('header:'.length),
      ...(addresses.length > 0 && { gatewayAddresses: addresses }),
      ...(secret !== '' && { gatewaySecret: { header: gatewaySecretHeader, value: secret } }),
    });
  }
  return refuse({ variable: '--identify', message: `must be ${identifyChoices}` });
}

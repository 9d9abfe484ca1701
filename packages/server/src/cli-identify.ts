import { ConfigError, type ConfigIssue, type VeriframeConfig } from './config';
import { developmentRule } from './config-environment';
import { anonymousVisitor } from './proxy/anonymous-visitor';
import type { IdentifyFunction } from './proxy/identity';
import { trustedHeaderIdentity } from './proxy/trusted-header';

/** What `--identify` accepts. */
export const identifyChoices =
  'anonymous-visitor (a signed visitor cookie, secret in VERIFRAME_VISITOR_SECRET) or header:<name> ' +
  '(the user id your authenticating gateway sets, trusted through VERIFRAME_TRUSTED_PROXY_HOPS)';

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
    const hops = config.proxy.rateLimit.trustedProxyHops;
    if (hops < 1)
      refuse({
        variable: 'VERIFRAME_TRUSTED_PROXY_HOPS',
        message:
          'must be at least 1 with --identify header:<name>: the header is trusted only from the gateway ' +
          'and proxies in front, which append to X-Forwarded-For',
      });
    return trustedHeaderIdentity({ header: choice.slice('header:'.length), trustedProxyHops: hops });
  }
  return refuse({ variable: '--identify', message: `must be ${identifyChoices}` });
}

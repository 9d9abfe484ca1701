import { describe, expect, it } from 'vitest';
import { ConfigError, sandboxConfig } from '../src/config';
import { createProxy } from '../src/proxy/create-proxy';
import {
  type TrustedHeaderIdentityOptions,
  trustedHeaderIdentity,
} from '../src/proxy/identity/trusted-header';
import { useSandbox } from './helpers';
import { useServedProxies } from './proxy-helpers';

// A gateway's header names the user only on requests the gateway provably sent: from its address (the socket's
// peer, passed by the Node adapter) or bearing its secret. X-Forwarded-For is written by clients too.

const { sandbox } = useSandbox();
const serve = useServedProxies();
const secret = 'a-gateway-secret-of-at-least-32-characters';

async function servedWith(options: TrustedHeaderIdentityOptions) {
  const { url } = await serve(
    createProxy({
      config: sandboxConfig(sandbox().urls, { VERIFRAME_TRUSTED_PROXY_HOPS: '1' }),
      identify: trustedHeaderIdentity(options),
      clientOptions: { now: () => sandbox().context.clock.now() },
    }),
  );
  return async (headers: Record<string, string>) =>
    (
      await fetch(`${url}/api/veriframe/vx/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ age: '21+' }),
      })
    ).status;
}

describe('trustedHeaderIdentity', () => {
  const forged = { 'x-authenticated-user': 'alice', 'x-forwarded-for': '1.2.3.4' };

  it('trusts the header only from the gateway’s addresses (the socket peer), never for a forged X-Forwarded-For', async () => {
    const elsewhere = await servedWith({
      header: 'x-authenticated-user',
      gatewayAddresses: ['192.0.2.0/24'],
    });
    expect(await elsewhere(forged)).toBe(401);
    const here = await servedWith({
      header: 'x-authenticated-user',
      gatewayAddresses: ['127.0.0.0/8', '::1'],
    });
    expect(await here(forged)).toBe(200);
    expect(await here({ 'x-forwarded-for': '1.2.3.4' })).toBe(401); // no user named
  });

  it('with gatewaySecret, only a request bearing the secret; both proofs when both are given', async () => {
    const gatewaySecret = { header: 'x-gateway-secret', value: secret };
    const bySecret = await servedWith({ header: 'x-authenticated-user', gatewaySecret });
    expect(await bySecret(forged)).toBe(401);
    expect(await bySecret({ ...forged, 'x-gateway-secret': `${secret}!` })).toBe(401);
    expect(await bySecret({ ...forged, 'x-gateway-secret': secret })).toBe(200);
    const both = await servedWith({
      header: 'x-authenticated-user',
      gatewaySecret,
      gatewayAddresses: ['192.0.2.1'],
    });
    expect(await both({ ...forged, 'x-gateway-secret': secret })).toBe(401);
  });

  it('without a socket address (not served by the Node adapter) the gateway addresses prove nothing', async () => {
    const proxy = createProxy({
      config: sandboxConfig(sandbox().urls),
      identify: trustedHeaderIdentity({ header: 'x-authenticated-user', gatewayAddresses: ['127.0.0.1'] }),
      rateLimit: false,
    });
    const res = await proxy.fetch(
      new Request('http://proxy.test/api/veriframe/document/token', { method: 'POST', headers: forged }),
    );
    expect(res.status).toBe(401);
  });

  it('fails closed: neither proof, or a bad one, is a ConfigError naming the option', () => {
    const cases: [unknown, RegExp][] = [
      [{ header: 'x-authenticated-user' }, /trustedHeaderIdentity\.gatewayAddresses: give gatewayAddresses/],
      [{ header: 'x-authenticated-user', trustedProxyHops: 1 }, /give gatewayAddresses .* or gatewaySecret/],
      [
        { header: 'x-authenticated-user', gatewayAddresses: [] },
        /gatewayAddresses: must be a non-empty list/,
      ],
      [{ header: 'x-authenticated-user', gatewayAddresses: ['10.0.0.0/33'] }, /gatewayAddresses\[0\]/],
      [{ header: 'x-authenticated-user', gatewayAddresses: ['gateway.internal'] }, /gatewayAddresses\[0\]/],
      [
        { header: 'x-authenticated-user', gatewaySecret: { header: 'x-gateway-secret', value: 'short' } },
        /gatewaySecret\.value: must be at least 32/,
      ],
      [
        { header: 'x-authenticated-user', gatewaySecret: { header: 'x-authenticated-user', value: secret } },
        /gatewaySecret\.header: must differ/,
      ],
      [{ header: 'x-forwarded-for', gatewayAddresses: ['10.0.0.1'] }, /trustedHeaderIdentity\.header/],
    ];
    for (const [options, message] of cases) {
      const create = () => trustedHeaderIdentity(options as TrustedHeaderIdentityOptions);
      expect(create, JSON.stringify(options)).toThrow(ConfigError);
      expect(create, JSON.stringify(options)).toThrow(message);
    }
  });
});

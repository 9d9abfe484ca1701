import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxConfig } from '../src/config';
import { createProxy } from '../src/proxy/create-proxy';
import { useSandbox } from './helpers';
import { bearerTokenIdentity } from './identify-bearer-token';

// The README's `identify` for a React Native app's bearer token, against a real JWKS served over HTTP by a local
// issuer whose keys are made here.
const { sandbox } = useSandbox({ reset: true });
type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let server: Server;
let issuer: string;
let signingKey: Key;
let strangerKey: Key;
let jwksRequests = 0;
const audience = 'veriframe-proxy';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  server = createServer((request, response) => {
    if (request.url !== '/.well-known/jwks.json') return void response.writeHead(404).end();
    jwksRequests += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const token = (
  claims: Record<string, unknown>,
  options: { key?: Key; expires?: string; aud?: string } = {},
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
    .setIssuer(issuer)
    .setAudience(options.aud ?? audience)
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '5m')
    .sign(options.key ?? signingKey);

const asking = (authorization?: string) =>
  new Request('https://app.example/api/veriframe/vx/sessions', {
    headers: authorization ? { authorization } : {},
  });
const context = { responseHeaders: new Headers(), https: true };

describe('identify: a React Native app’s bearer token verified with jose', () => {
  it("vouches for the token's subject, with its verified email, keys fetched from the issuer's JWKS", async () => {
    const identify = bearerTokenIdentity(issuer, audience);
    const signed = await token({ sub: 'user-7', email: 'seven@example.test', email_verified: true });
    expect(await identify(asking(`Bearer ${signed}`), context)).toEqual({
      id: 'user-7',
      email: 'seven@example.test',
      emailVerified: true,
    });
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it('takes no email the issuer has not verified: the subject alone', async () => {
    const identify = bearerTokenIdentity(issuer, audience);
    for (const claims of [
      { sub: 'user-8', email: 'eight@example.test' },
      { sub: 'user-8', email: 'eight@example.test', email_verified: false },
      { sub: 'user-8', email: 'eight@example.test', email_verified: 'true' },
    ]) {
      expect(await identify(asking(`Bearer ${await token(claims)}`), context)).toEqual({ id: 'user-8' });
    }
  });

  it('through the proxy: an unverified email claim reaches neither the victim’s status nor their attempts', async () => {
    // Review 39, finding 2: a token with sub=attacker and email=victim2@example.com read the victim's
    // document status, and eleven creates as the attacker spent the victim's attempts (their own create: 429).
    const proxy = createProxy({
      config: sandboxConfig(sandbox().urls),
      identify: bearerTokenIdentity(issuer, audience),
      rateLimit: false,
      clientOptions: { now: () => sandbox().context.clock.now() },
    });
    const call = async (bearer: string, path: string, body: unknown) => {
      const res = await proxy.fetch(
        new Request(`http://proxy.test/api/veriframe${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
          body: JSON.stringify(body),
        }),
      );
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    const victim = 'victim2@example.com';
    const attacker = await token({ sub: 'attacker', email: victim });
    const own = await token({ sub: 'victim-2', email: victim, email_verified: true });
    expect((await call(attacker, '/document/status', {})).status).toBe(200);
    for (let i = 0; i < 11; i++) await call(attacker, '/vx/sessions', { age: '21+' });
    expect((await call(own, '/vx/sessions', { age: '21+' })).status).toBe(200);
    // The service saw the victim's address only from the victim's own (verified) token.
    const emails = (await sandbox().admin.transactions())
      .map((t) => (t.inputs as { email?: string } | undefined)?.email)
      .filter((email) => email === victim);
    expect(emails).toHaveLength(1);
  });

  it('vouches for nobody without a token, or with an expired, foreign-signed or other-audience token', async () => {
    const identify = bearerTokenIdentity(issuer, audience);
    const refused = [
      undefined,
      'Basic dXNlcjpwYXNz',
      `Bearer ${await token({ sub: 'u' }, { expires: '-1m' })}`,
      `Bearer ${await token({ sub: 'u' }, { key: strangerKey })}`,
      `Bearer ${await token({ sub: 'u' }, { aud: 'another-api' })}`,
      `Bearer ${await token({})}`,
      'Bearer not.a.jwt',
    ];
    for (const authorization of refused) expect(await identify(asking(authorization), context)).toBeNull();
  });

  it('refuses an unsigned token (alg none) even with the right claims', async () => {
    const identify = bearerTokenIdentity(issuer, audience);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${encode({ alg: 'none' })}.${encode({ sub: 'u', iss: issuer, aud: audience, exp: now + 300 })}.`;
    expect(await identify(asking(`Bearer ${unsigned}`), context)).toBeNull();
  });
});

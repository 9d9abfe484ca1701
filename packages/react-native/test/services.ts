// The real services the component tests talk to, in a process of their own (Jest's React Native environment
// cannot load the Node servers): the sandbox, an app's token issuer (JWKS + tokens) and the proxy, whose
// `identify` is the server README's bearer-token check. Prints one JSON line with their addresses, then runs
// until its parent closes its standard input.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandbox } from '@veriframe/sandbox';
import { createProxy, sandboxConfig } from '@veriframe/server';
import { serveNode } from '@veriframe/server/node';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { bearerTokenIdentity } from '../../server/test/identify-bearer-token';

const audience = 'veriframe-proxy';
const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'app-key', alg: 'RS256', use: 'sig' };
const issuerServer = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/.well-known/jwks.json') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    return;
  }
  // The app's sign-in: a token for the subject asked for (test-only issuer).
  const subject = url.searchParams.get('sub');
  if (url.pathname !== '/token' || !subject) return void response.writeHead(404).end();
  void new SignJWT({ email: `${subject}@example.test` })
    .setProtectedHeader({ alg: 'RS256', kid: 'app-key' })
    .setSubject(subject)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey)
    .then((token) => response.writeHead(200, { 'content-type': 'text/plain' }).end(token));
});
await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;

const sandbox = await startSandbox();
const proxy = createProxy({
  identify: bearerTokenIdentity(issuer, audience),
  config: sandboxConfig(sandbox.urls),
  rateLimit: false,
});
const server = await serveNode(proxy, { port: 0 });
console.log(
  JSON.stringify({
    proxyUrl: `${server.url.replace(/\/$/, '')}/api/veriframe`,
    hostedOrigin: sandbox.frontendOrigin,
    adminUrl: sandbox.adminUrl,
    tokenUrl: `${issuer}/token`,
  }),
);

const stop = async () => {
  await server.close();
  await sandbox.close();
  issuerServer.close();
  process.exit(0);
};
process.stdin.on('end', () => void stop());
process.stdin.on('close', () => void stop());
process.stdin.resume();

// The proxy beside Vite (`node server.mjs`): it holds the credentials (VERIFRAME_* variables) and acts only for
// the person `identify` names. This example has no accounts, so one fixed person stands in for your sign-in:
// replace it with a function that reads your session (see `identify` in the @veriframe/server README).
import { createProxy, loadConfig } from '@veriframe/server';
import { serveNode } from '@veriframe/server/node';

const config = loadConfig(); // throws a ConfigError naming every missing or malformed VERIFRAME_* variable
const proxy = createProxy({
  config,
  identify: () => ({ id: 'example-user-jordan', email: 'jordan@example.com' }),
});
const server = await serveNode(proxy, { port: config.proxy.port, hostname: config.proxy.hostname });
console.log(JSON.stringify({ ready: true, url: server.url }));

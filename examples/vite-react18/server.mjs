// The proxy beside Vite (`node server.mjs`): it holds the credentials (VERIFRAME_* variables) and acts only
// for the person `identify` names. This site has no accounts, so each browser is one anonymous visitor, in a
// signed HttpOnly cookie: a visitor reaches only the sessions and the document status it created. An app with
// accounts passes an `identify` that reads its own sign-in instead.
import { anonymousVisitor, createProxy, loadConfig } from '@veriframe/server';
import { serveNode } from '@veriframe/server/node';

const config = loadConfig(); // throws a ConfigError naming every missing or malformed VERIFRAME_* variable
const proxy = createProxy({
  config,
  // VISITOR_SECRET signs the cookie: at least 32 random characters, server-side only.
  identify: anonymousVisitor({ secret: process.env.VISITOR_SECRET ?? '' }),
});
const server = await serveNode(proxy, { port: config.proxy.port, hostname: config.proxy.hostname });
console.log(JSON.stringify({ ready: true, url: server.url }));

// The real proxy (built `dist`, as `veriframe-proxy` runs it) with undici's `request` on a keep-alive `Agent`
// as its upstream client instead of `createNodeHttpFetch`: `pnpm bench` measures both side by side to decide
// whether the hand-written node:http client earns its place (issue 12 item 8). Bench only, not published.
// Env: as `veriframe-proxy`. Prints one ready line like it.
import { Agent, request } from 'undici';
import { createProxy, loadConfig } from '../dist/index.js';
import { serveNode } from '../dist/node.js';

const dispatcher = new Agent({ connections: 64 });

/** The clients' FetchLike over undici.request: same shape as createNodeHttpFetch's answers. */
const undiciFetch = async (url, init) => {
  const answer = await request(url, {
    method: init.method,
    headers: init.headers,
    body: init.body ?? undefined,
    signal: init.signal,
    dispatcher,
  });
  const text = await answer.body.text();
  return {
    status: answer.statusCode,
    headers: {
      get(name) {
        const value = answer.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
    text: () => Promise.resolve(text),
  };
};

const config = loadConfig(process.env);
const proxy = createProxy({ config, clientOptions: { fetch: undiciFetch } });
const server = await serveNode(proxy, { port: config.proxy.port, hostname: config.proxy.hostname });
process.stdout.write(`${JSON.stringify({ ready: true, url: server.url, base_path: proxy.basePath })}\n`);
const stop = () =>
  void server.close().then(async () => {
    await dispatcher.close();
    process.exit(0);
  });
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

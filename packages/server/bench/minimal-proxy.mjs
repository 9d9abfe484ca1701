// The floor of the proxy benchmark: the least any Node proxy can do for POST /document/token. It reads the
// request, makes the same keep-alive node:http call to token/create with the credentials, and answers the
// token with its expiry. There is no routing, input or answer validation, limit, timeout or error handling.
// `pnpm bench` measures it beside the real proxy so the gap between the two is a figure, not a guess.
// Plain JavaScript with no dependencies, so it starts with bare `node`. Not published.
// Env: UPSTREAM_URL (the token/create URL), VERIFRAME_USER, VERIFRAME_PASS. Prints one {"url":...} line.
import http from 'node:http';

const upstream = new URL(process.env.UPSTREAM_URL);
const payload = JSON.stringify({ user: process.env.VERIFRAME_USER, pass: process.env.VERIFRAME_PASS });
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const upstreamHeaders = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };

const server = http.createServer((req, res) => {
  req.resume();
  req.once('end', () => {
    const call = http.request(upstream, { method: 'POST', agent, headers: upstreamHeaders }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.once('end', () => {
        const { token } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const body = JSON.stringify({
          token,
          expires_at: new Date(Date.now() + 6 * 3_600_000).toISOString(),
        });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    });
    call.end(payload);
  });
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}` })}\n`);
});
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
  agent.destroy();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

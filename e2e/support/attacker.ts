import { createServer, type Server } from 'node:http';

/**
 * A tiny page server on another origin, standing in for an attacker's site. `GET /frame?src=<url>` is a page
 * that frames `src`; any other path is a blank page. Scripts are driven by the test through Playwright.
 */
export interface AttackerSite {
  origin: string;
  close(): Promise<void>;
}

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not the demo</title></head><body>${body}</body></html>`;

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function startAttacker(port = 0, host = '127.0.0.1'): Promise<AttackerSite> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://attacker.invalid');
    const src = url.searchParams.get('src');
    const body =
      url.pathname === '/frame' && src
        ? `<h1>Attacker</h1><iframe id="victim" title="victim" src="${escapeAttr(src)}" style="width:1200px;height:900px"></iframe>`
        : '<h1>Attacker</h1>';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page(body));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        origin: `http://${host}:${actual}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

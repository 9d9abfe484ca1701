import { createServer, type IncomingMessage } from 'node:http';

/** A page server on its own loopback origin, for pages that must not share the demo's or the sandbox's origin. */
export interface PageServer {
  origin: string;
  close(): Promise<void>;
}

export const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Serves the HTML `page(request)` returns for every request (`port` 0: a free one). */
export function servePage(
  page: (request: IncomingMessage) => string,
  port = 0,
  host = '127.0.0.1',
): Promise<PageServer> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(page(req));
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

import { escapeAttr, type PageServer, servePage } from './page-server';

/**
 * A tiny page server on another origin, standing in for an attacker's site. `GET /frame?src=<url>` is a page
 * that frames `src`; any other path is a blank page. Scripts are driven by the test through Playwright.
 */
export type AttackerSite = PageServer;

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not the demo</title></head><body>${body}</body></html>`;

export function startAttacker(port = 0, host = '127.0.0.1'): Promise<AttackerSite> {
  return servePage(
    (req) => {
      const url = new URL(req.url ?? '/', 'http://attacker.invalid');
      const src = url.searchParams.get('src');
      return page(
        url.pathname === '/frame' && src
          ? `<h1>Attacker</h1><iframe id="victim" title="victim" src="${escapeAttr(src)}" style="width:1200px;height:900px"></iframe>`
          : '<h1>Attacker</h1>',
      );
    },
    port,
    host,
  );
}

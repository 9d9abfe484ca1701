// A production build served from a loopback host (`next start` against the local sandbox): the server has no
// page hostname, the browser has one. The frame's trusted-link answer must be the same in both renders, or
// React throws away the server's HTML (error #418). The server render here runs with no `location` at all.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { HostedVerificationFrame } from './hosted-verification-frame';

/** Vitest's jsdom environment exposes its JSDOM instance: the page's address can be set per test. */
declare const jsdom: { reconfigure(options: { url: string }): void };

const SANDBOX = 'http://127.0.0.1:4011';
const LINK = `${SANDBOX}/journey/abc?t=1`;
const config = { proxyBasePath: 'http://127.0.0.1:9/api/veriframe', hostedOrigins: [SANDBOX] };

const Page = ({ link }: { link: string }) => (
  <VeriframeProvider config={config}>
    <main>
      <HostedVerificationFrame src={link} />
    </main>
  </VeriframeProvider>
);

/** The page's HTML as a server renders it: no `location` to read. */
const renderOnServer = (node: React.ReactNode) => {
  vi.stubGlobal('location', undefined);
  try {
    return renderToString(node);
  } finally {
    vi.unstubAllGlobals();
  }
};

/** That HTML in a browser page at `pageUrl`, hydrated; what React reported as recoverable (mismatches). */
const hydrateInBrowser = async (html: string, link: string, pageUrl: string) => {
  jsdom.reconfigure({ url: pageUrl });
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const recovered: unknown[] = [];
  let hydrated: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    hydrated = hydrateRoot(root, <Page link={link} />, {
      onRecoverableError: (error) => recovered.push(error),
    });
  });
  const close = () => {
    act(() => hydrated?.unmount());
    root.remove();
  };
  return { root, recovered, close };
};

describe('HostedVerificationFrame: the server and the browser decide the link the same way', () => {
  const previous = process.env.NODE_ENV;
  beforeEach(() => {
    process.env.NODE_ENV = 'production';
  });
  afterEach(() => {
    process.env.NODE_ENV = previous;
  });

  it('a loopback http link in a production build on a loopback page: no mismatch, and the frame is drawn', async () => {
    const html = renderOnServer(<Page link={LINK} />);
    expect(html).not.toContain('role="alert"');
    const { root, recovered, close } = await hydrateInBrowser(html, LINK, 'http://127.0.0.1:3000/verify');
    expect(recovered).toEqual([]);
    expect(root.querySelector('iframe')?.getAttribute('src')).toBe(LINK);
    expect(root.querySelector('[role="alert"]')).toBeNull();
    close();
  });

  it('the same link on a deployed page: both renders refuse it, the browser shows the alert, no mismatch', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderOnServer(<Page link={LINK} />);
    const { root, recovered, close } = await hydrateInBrowser(html, LINK, 'http://shop.example.test/verify');
    expect(recovered).toEqual([]);
    expect(root.querySelector('iframe')).toBeNull();
    expect(root.querySelector('[role="alert"]')?.getAttribute('data-state')).toBe('untrusted-link');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ field: 'link' }));
    logged.mockRestore();
    close();
  });

  it('an https link on a hosted origin is decided on the server already: the frame is in its HTML', async () => {
    const https = 'https://verify.example.test/journey/abc';
    const html = renderOnServer(
      <VeriframeProvider config={{ ...config, hostedOrigins: ['https://verify.example.test'] }}>
        <HostedVerificationFrame src={https} />
      </VeriframeProvider>,
    );
    expect(html).toContain(`src="${https}"`);
  });
});

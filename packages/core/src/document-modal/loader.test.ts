// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbedConfigError, ScriptLoadError } from '../embed/errors';
import type { LoadOptions } from './file-config';
import { loadModalSdk, loadScript, loadStylesheet, preloadModalSdk, resetLoaderCache } from './loader';

const JS = 'https://verify.example.com/modal/v1/modal.js';
const CSS = 'https://verify.example.com/modal/v1/modal.css';
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')];
const styles = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')];
const fire = (el: Element | undefined, type: 'load' | 'error') => el!.dispatchEvent(new Event(type));
const rejection = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

beforeEach(() => resetLoaderCache());
afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete (window as unknown as Record<string, unknown>).Vendor;
});

describe('loadScript', () => {
  it('adds one async script tag with the nonce and shares one promise per URL', async () => {
    const a = loadScript(JS, { nonce: 'n0nce' });
    const b = loadScript(JS);
    expect(b).toBe(a);
    expect(scripts()).toHaveLength(1);
    const [tag] = scripts();
    expect(tag!.src).toBe(JS);
    expect(tag!.hasAttribute('async')).toBe(true);
    expect(tag!.getAttribute('nonce')).toBe('n0nce');
    expect(tag!.parentNode).toBe(document.head);
    fire(tag, 'load');
    await expect(a).resolves.toBe(tag);
    expect(loadScript(JS)).toBe(a);
  });

  it('treats a relative and an absolute URL of the same file as one', async () => {
    const a = loadScript('/modal.js');
    expect(loadScript(`${location.origin}/modal.js`)).toBe(a);
    expect(scripts()).toHaveLength(1);
  });

  it('fails with reason network, removes its tag and clears the cache so a retry works', async () => {
    const first = loadScript(JS);
    fire(scripts()[0], 'error');
    const error = await rejection(first);
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect(error).toMatchObject({ reason: 'network', url: JS, name: 'ScriptLoadError' });
    expect(scripts()).toHaveLength(0);

    const retry = loadScript(JS);
    expect(retry).not.toBe(first);
    expect(scripts()).toHaveLength(1);
    fire(scripts()[0], 'load');
    await expect(retry).resolves.toBe(scripts()[0]);
  });

  it('fails with reason timeout after timeoutMs and ignores a late load', async () => {
    vi.useFakeTimers();
    const p = loadScript(JS, { timeoutMs: 500 });
    const tag = scripts()[0]!;
    vi.advanceTimersByTime(499);
    expect(scripts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await expect(p).rejects.toMatchObject({ reason: 'timeout', url: JS });
    expect(scripts()).toHaveLength(0);
    fire(tag, 'load');
    expect(tag.hasAttribute('data-veriframe-loaded')).toBe(false);
    expect(loadScript(JS)).not.toBe(p);
  });

  it('reuses a tag already in the page, and never removes it on failure', async () => {
    const own = document.createElement('script');
    own.src = '/vendor/modal.js';
    document.body.append(own);
    const p = loadScript(`${location.origin}/vendor/modal.js`);
    expect(scripts()).toEqual([own]);
    fire(own, 'error');
    await expect(p).rejects.toMatchObject({ reason: 'network' });
    expect(own.isConnected).toBe(true);
    const again = loadScript('/vendor/modal.js');
    fire(own, 'load');
    await expect(again).resolves.toBe(own);
  });

  it('resolves at once for a tag already marked loaded (another copy of the loader, a cleared cache)', async () => {
    const p = loadScript(JS);
    fire(scripts()[0], 'load');
    await p;
    resetLoaderCache();
    await expect(loadScript(JS)).resolves.toBe(scripts()[0]);
    expect(scripts()).toHaveLength(1);
  });

  it('keeps a newer cache entry when a load from before resetLoaderCache fails', async () => {
    vi.useFakeTimers();
    const before = loadScript(JS, { timeoutMs: 100 });
    resetLoaderCache();
    const after = loadScript(JS, { timeoutMs: 1000 });
    vi.advanceTimersByTime(100);
    await expect(before).rejects.toMatchObject({ reason: 'timeout' });
    expect(loadScript(JS)).toBe(after);
  });

  it('keeps one cache per document', () => {
    const other = document.implementation.createHTMLDocument('frame');
    const here = loadScript(JS);
    const there = loadScript(JS, { document: other });
    expect(there).not.toBe(here);
    expect(scripts()).toHaveLength(1);
    expect(other.querySelectorAll('script[src]')).toHaveLength(1);
  });

  it('sets integrity (with crossorigin anonymous by default) and reuses only a page tag with that integrity', async () => {
    const integrity = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
    const own = document.createElement('script');
    own.src = JS;
    document.body.append(own);
    void loadScript(JS, { integrity });
    const ours = scripts().find((tag) => tag !== own);
    expect(scripts()).toHaveLength(2);
    expect(ours!.getAttribute('integrity')).toBe(integrity);
    expect(ours!.getAttribute('crossorigin')).toBe('anonymous');
    void loadStylesheet(CSS, { integrity, crossorigin: 'use-credentials' });
    expect(styles()[0]!.getAttribute('crossorigin')).toBe('use-credentials');
  });

  it('accepts plain http only on a loopback host, in a development build or on a loopback page', async () => {
    const local = ['http://127.0.0.1:4011/m.js', 'http://localhost:4011/m.js', 'http://[::1]:4011/m.js'];
    const detached = document.implementation.createHTMLDocument('no page');
    for (const url of local) void loadScript(url, { document: detached });
    expect(detached.querySelectorAll('script[src]')).toHaveLength(3);
    vi.stubEnv('NODE_ENV', 'production');
    try {
      resetLoaderCache();
      // A production build on a page that is not on a loopback host: refused, naming the field.
      const error = await rejection(
        loadScript(local[0]!, { document: document.implementation.createHTMLDocument('x') }),
      );
      expect(error).toMatchObject({ name: 'EmbedConfigError', field: 'url' });
      expect((error as Error).message).toMatch(/https/);
      // A production build served from a loopback host itself (vite preview, the e2e suite): accepted.
      void loadScript(local[0]!);
      expect(scripts()).toHaveLength(1);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('hands a Trusted Types page a TrustedScriptURL from its own policy, which passes only validated URLs', () => {
    // jsdom has no Trusted Types: a stand-in factory that records the policy and marks what it created.
    const created: { name: string; rules: { createScriptURL(input: string): string } }[] = [];
    const trusted = (value: string) => ({ toString: () => value, trusted: true });
    const win = window as unknown as Record<string, unknown>;
    win.trustedTypes = {
      createPolicy(name: string, rules: { createScriptURL(input: string): string }) {
        created.push({ name, rules });
        return { createScriptURL: (input: string) => trusted(rules.createScriptURL(input)) };
      },
    };
    const set = vi.spyOn(Element.prototype, 'setAttribute');
    try {
      void loadScript(JS);
      void loadScript('https://verify.example.com/other.js');
      expect(created.map((policy) => policy.name)).toEqual(['veriframe-loader']); // one policy per window
      const src = set.mock.calls.find(([name]) => name === 'src')?.[1] as unknown;
      expect(src).toMatchObject({ trusted: true });
      expect(String(src)).toBe(JS);
      expect(scripts()[0]!.src).toBe(JS);
      // No gadget for other code: a URL the loader did not validate is refused.
      expect(() => created[0]!.rules.createScriptURL('https://evil.example/x.js')).toThrow(TypeError);
    } finally {
      set.mockRestore();
      delete win.trustedTypes;
    }
  });

  it('resolves null without touching anything when there is no document', async () => {
    await expect(loadScript(JS, { document: null })).resolves.toBeNull();
    await expect(loadStylesheet(CSS, { document: null })).resolves.toBeNull();
    expect(document.head.children).toHaveLength(0);
  });

  it.each([
    ['javascript:alert(1)', 'url', {}],
    ['data:text/javascript,1', 'url', {}],
    ['http://verify.example.com/modal.js', 'url', {}],
    ['http://192.168.1.5:4011/modal.js', 'url', {}],
    [JS, 'integrity', { integrity: 'sha1-abc' }],
    [JS, 'crossorigin', { crossorigin: 'same-origin' }],
    ['http://[', 'url', {}],
    ['', 'url', {}],
    [undefined, 'url', {}],
    [JS, 'timeoutMs', { timeoutMs: 0 }],
    [JS, 'timeoutMs', { timeoutMs: Number.NaN }],
    [JS, 'timeoutMs', { timeoutMs: -5 }],
  ])('rejects %j with a typed error naming %s, adding no tag', async (url, field, options) => {
    const error = await rejection(loadScript(url as string, options as LoadOptions));
    expect(error).toBeInstanceOf(EmbedConfigError);
    expect(error).toMatchObject({ field });
    expect(scripts()).toHaveLength(0);
  });
});

describe('loadStylesheet', () => {
  it('adds one stylesheet link with the nonce, once, and retries after an error', async () => {
    const p = loadStylesheet(CSS, { nonce: 'abc' });
    expect(loadStylesheet(CSS)).toBe(p);
    expect(styles()).toHaveLength(1);
    expect(styles()[0]!.getAttribute('nonce')).toBe('abc');
    fire(styles()[0], 'error');
    await expect(p).rejects.toMatchObject({ reason: 'network', url: CSS });
    expect(styles()).toHaveLength(0);
    const retry = loadStylesheet(CSS);
    fire(styles()[0], 'load');
    await expect(retry).resolves.toBe(styles()[0]);
  });
});

describe('preloadModalSdk', () => {
  const sdk = { scriptUrl: JS, stylesheetUrl: CSS, constructorPath: 'Vendor.Modal', nonce: 'n' };

  it('adds a preconnect and a preload per file, each once', () => {
    preloadModalSdk(sdk);
    preloadModalSdk(sdk);
    const links = [...document.head.querySelectorAll('link')].map((l) => [
      l.rel,
      l.getAttribute('as'),
      l.getAttribute('href'),
      l.getAttribute('nonce'),
    ]);
    expect(links).toEqual([
      ['preconnect', null, 'https://verify.example.com', null],
      ['preload', 'script', JS, 'n'],
      ['preload', 'style', CSS, 'n'],
    ]);
  });

  it('preconnects to each distinct origin and skips files already in the page', () => {
    loadScript(JS);
    preloadModalSdk({
      scriptUrl: JS,
      stylesheetUrl: 'https://cdn.example.net/m.css',
      constructorPath: 'V.M',
    });
    const links = [...document.head.querySelectorAll('link')].map(
      (l) => `${l.rel} ${l.getAttribute('href')}`,
    );
    expect(links).toEqual([
      'preconnect https://verify.example.com',
      'preconnect https://cdn.example.net',
      'preload https://cdn.example.net/m.css',
    ]);
  });

  it('rejects a bad URL with a typed error and does nothing without a document', () => {
    expect(() => preloadModalSdk({ ...sdk, stylesheetUrl: 'javascript:x' })).toThrow(
      expect.objectContaining({
        field: 'sdk.stylesheetUrl',
        rule: expect.stringMatching(/^must be an https URL/),
      }),
    );
    expect(() => preloadModalSdk({ ...sdk, scriptUrl: 'http://cdn.example.net/m.js' })).toThrow(
      expect.objectContaining({ field: 'sdk.scriptUrl' }),
    );
    document.head.replaceChildren();
    preloadModalSdk(sdk, { document: null });
    expect(document.head.children).toHaveLength(0);
  });
});

describe('loadModalSdk', () => {
  const sdk = { scriptUrl: JS, stylesheetUrl: CSS, constructorPath: 'Vendor.DocumentModal', nonce: 'n' };
  class FakeModal {
    open() {}
    close() {}
    destroy() {}
  }

  it('loads the stylesheet and the script, then returns the constructor at the dotted path', async () => {
    const p = loadModalSdk(sdk);
    await Promise.resolve();
    expect(styles()).toHaveLength(1);
    expect(scripts()).toHaveLength(1);
    fire(styles()[0], 'load');
    (window as unknown as Record<string, unknown>).Vendor = { DocumentModal: FakeModal };
    fire(scripts()[0], 'load');
    await expect(p).resolves.toBe(FakeModal);
  });

  it('never trusts a constructor planted on window before its script ran: it loads and takes the new one', async () => {
    class Planted extends FakeModal {}
    (window as unknown as Record<string, unknown>).Vendor = { DocumentModal: Planted };
    const p = loadModalSdk(sdk);
    await Promise.resolve();
    expect(scripts()).toHaveLength(1);
    fire(styles()[0], 'load');
    (window as unknown as Record<string, unknown>).Vendor = { DocumentModal: FakeModal };
    fire(scripts()[0], 'load');
    await expect(p).resolves.toBe(FakeModal);
  });

  it('refuses a planted constructor that its script did not replace, and a retry loads the script again', async () => {
    class Planted extends FakeModal {}
    (window as unknown as Record<string, unknown>).Vendor = { DocumentModal: Planted };
    const p = loadModalSdk({ scriptUrl: JS, constructorPath: 'Vendor.DocumentModal' });
    await Promise.resolve();
    fire(scripts()[0], 'load');
    const error = await rejection(p);
    expect(error).toMatchObject({ name: 'ScriptLoadError', reason: 'constructor', url: JS });
    expect((error as Error).message).toContain('already on window');
    expect(scripts()).toHaveLength(0);

    const retry = loadModalSdk({ scriptUrl: JS, constructorPath: 'Vendor.DocumentModal' });
    await Promise.resolve();
    expect(scripts()).toHaveLength(1);
    (window as unknown as Record<string, unknown>).Vendor = { DocumentModal: FakeModal };
    fire(scripts()[0], 'load');
    await expect(retry).resolves.toBe(FakeModal);
  });

  it('keeps the constructor its script defined, even when window gets another one later', async () => {
    const p = loadModalSdk(sdk);
    await Promise.resolve();
    fire(styles()[0], 'load');
    (window as unknown as Record<string, unknown>).Vendor = { DocumentModal: FakeModal };
    fire(scripts()[0], 'load');
    await expect(p).resolves.toBe(FakeModal);
    (window as unknown as Record<string, unknown>).Vendor = {
      DocumentModal: class Replaced extends FakeModal {},
    };
    await expect(loadModalSdk(sdk)).resolves.toBe(FakeModal);
    expect(scripts()).toHaveLength(1);
  });

  it('sets integrity and crossorigin on the script, the stylesheet and their preloads', async () => {
    const hashes = {
      scriptIntegrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
      stylesheetIntegrity: 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
    };
    preloadModalSdk({ ...sdk, ...hashes });
    const preloads = [...document.head.querySelectorAll('link[rel=preload]')];
    expect(preloads.map((l) => [l.getAttribute('integrity'), l.getAttribute('crossorigin')])).toEqual([
      [hashes.scriptIntegrity, 'anonymous'],
      [hashes.stylesheetIntegrity, 'anonymous'],
    ]);
    void loadModalSdk({ ...sdk, ...hashes, crossorigin: 'use-credentials' });
    await Promise.resolve();
    expect(scripts()[0]!.getAttribute('integrity')).toBe(hashes.scriptIntegrity);
    expect(scripts()[0]!.getAttribute('crossorigin')).toBe('use-credentials');
    expect(styles()[0]!.getAttribute('integrity')).toBe(hashes.stylesheetIntegrity);
    expect(styles()[0]!.getAttribute('crossorigin')).toBe('use-credentials');
  });

  it.each([
    [{ scriptIntegrity: 'md5-abc' }, 'sdk.scriptIntegrity'],
    [{ stylesheetIntegrity: '' }, 'sdk.stylesheetIntegrity'],
    [{ crossorigin: 'yes' }, 'sdk.crossorigin'],
  ])('rejects %j with a typed error naming %s', async (bad, field) => {
    await expect(loadModalSdk({ ...sdk, ...bad } as never)).rejects.toMatchObject({
      name: 'EmbedConfigError',
      field,
    });
    expect(document.head.children).toHaveLength(0);
  });

  it('fails with reason constructor when the script ran but the path is missing', async () => {
    const p = loadModalSdk({ scriptUrl: JS, constructorPath: 'Vendor.Nope' });
    await Promise.resolve();
    (window as unknown as Record<string, unknown>).Vendor = { DocumentModal: FakeModal };
    fire(scripts()[0], 'load');
    const error = await rejection(p);
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect(error).toMatchObject({ reason: 'constructor', url: JS });
    expect((error as Error).message).toContain('Vendor.Nope');
  });

  it('fails when the script fails, and a later call retries', async () => {
    const p = loadModalSdk({ scriptUrl: JS, constructorPath: 'Vendor.DocumentModal' });
    await Promise.resolve();
    fire(scripts()[0], 'error');
    await expect(p).rejects.toMatchObject({ reason: 'network' });
    const retry = loadModalSdk({ scriptUrl: JS, constructorPath: 'Vendor.DocumentModal' });
    await Promise.resolve();
    (window as unknown as Record<string, unknown>).Vendor = { DocumentModal: FakeModal };
    fire(scripts()[0], 'load');
    await expect(retry).resolves.toBe(FakeModal);
  });

  it.each(['', 'Vendor..Modal', 'Vendor.Modal()', '.Modal', 42])(
    'rejects the constructor path %j with a typed error',
    async (constructorPath) => {
      const error = await rejection(
        loadModalSdk({ scriptUrl: JS, constructorPath: constructorPath as string }),
      );
      expect(error).toMatchObject({ name: 'EmbedConfigError', field: 'sdk.constructorPath' });
      expect(scripts()).toHaveLength(0);
    },
  );

  it.each([
    [{ ...sdk, scriptUrl: 'javascript:alert(1)' }, 'sdk.scriptUrl'],
    [{ ...sdk, scriptUrl: undefined as unknown as string }, 'sdk.scriptUrl'],
    [{ ...sdk, stylesheetUrl: 'data:text/css,' }, 'sdk.stylesheetUrl'],
    [{ ...sdk, scriptUrl: 'http://verify.example.com/modal/v1/modal.js' }, 'sdk.scriptUrl'],
    [{ ...sdk, stylesheetUrl: 'http://verify.example.com/modal/v1/modal.css' }, 'sdk.stylesheetUrl'],
  ])('rejects a bad URL naming its sdk field, even with the constructor present', async (bad, field) => {
    (window as unknown as Record<string, unknown>).Vendor = { DocumentModal: FakeModal };
    await expect(loadModalSdk(bad)).rejects.toMatchObject({ name: 'EmbedConfigError', field });
    expect(document.head.children).toHaveLength(0);
  });

  it('resolves null without a document', async () => {
    await expect(loadModalSdk(sdk, { document: null })).resolves.toBeNull();
  });
});

// @vitest-environment node
// Every public entry point must load on a server: no DOM at import time, nothing to crash on.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const EMBED_EXPORTS = [
  'parseHostedMessage',
  'createMessageGate',
  'normalizeOrigins',
  'loadScript',
  'loadStylesheet',
  'resetLoaderCache',
  'checkEmbedding',
  'watchEmbedding',
];
const DOCUMENT_EXPORTS = ['preloadModalSdk', 'loadModalSdk', 'createDocumentModal', 'nextModalState'];
const sdk = { scriptUrl: 'https://verify.example.com/modal.js', constructorPath: 'Vendor.DocumentModal' };

describe('entry points under Node, without a DOM', () => {
  it('runs without a document or window', () => {
    expect(globalThis.document).toBeUndefined();
    expect((globalThis as { window?: unknown }).window).toBeUndefined();
  });

  it('loads @veriframe/core with its errors', async () => {
    const core = await import('@veriframe/core');
    for (const name of ['EmbedConfigError', 'ScriptLoadError', 'ValidationError', 'FlowStore'])
      expect(typeof core[name as keyof typeof core], name).toBe('function');
    expect(globalThis.document).toBeUndefined();
  });

  it('loads @veriframe/core/embed with every embed export', async () => {
    const embed = await import('@veriframe/core/embed');
    for (const name of EMBED_EXPORTS) expect(typeof embed[name as keyof typeof embed], name).toBe('function');
    // The embedding doctor has nothing to check on a server.
    expect(embed.checkEmbedding({ hostedOrigins: ['https://verify.example.com'] })).toEqual([]);
    expect(globalThis.document).toBeUndefined();
  });

  it('loads each flow of core: /document, /hosted, /age-check, /theme, /texts', async () => {
    const documents = await import('@veriframe/core/document');
    for (const name of DOCUMENT_EXPORTS)
      expect(typeof documents[name as keyof typeof documents], name).toBe('function');
    expect(typeof (await import('@veriframe/core/hosted')).HostedVerificationObserver).toBe('function');
    expect(typeof (await import('@veriframe/core/age-check')).AgeCheckFlow).toBe('function');
    expect(typeof (await import('@veriframe/core/theme')).resolveThemeTokens).toBe('function');
    expect((await import('@veriframe/core/texts')).resultMessageTextsEn).toBeTypeOf('object');
    expect(globalThis.document).toBeUndefined();
  });

  it('loads @veriframe/core/schemas', async () => {
    const schemas = await import('@veriframe/core/schemas');
    expect(Object.keys(schemas).length).toBeGreaterThan(0);
    expect(globalThis.document).toBeUndefined();
  });

  it('loads @veriframe/core/routes: the route table the proxy registers from', async () => {
    const { browserApi } = await import('@veriframe/core/routes');
    expect(browserApi.gatewayAge.path).toBe('/gateway/age');
    expect(globalThis.document).toBeUndefined();
  });

  it('loads @veriframe/core/client: the typed proxy client and its error type', async () => {
    const { createProxyClient, isProxyError, ProxyError } = await import('@veriframe/core/client');
    expect(createProxyClient('/api/veriframe/').basePath).toBe('/api/veriframe');
    expect(isProxyError(new ProxyError('rate_limited', 'Too many requests', 429), 'rate_limited')).toBe(true);
    expect(globalThis.document).toBeUndefined();
  });

  it('loads @veriframe/core/webview (the React Native path, an entry of its own)', async () => {
    const webview = await import('@veriframe/core/webview');
    expect(Object.keys(webview).sort()).toEqual([
      'WebViewJourney',
      'checkWebViewEmbedding',
      'connectHostedWebView',
      'createBridgeToken',
      'exactOrigin',
      'judgeNavigation',
      'readBridgeMessage',
      'webViewBridgeScript',
    ]);
    expect(globalThis.document).toBeUndefined();
  });

  it('gives clear no-op results on the server instead of crashing', async () => {
    const embed = await import('@veriframe/core/embed');
    const documents = await import('@veriframe/core/document');
    await expect(embed.loadScript(sdk.scriptUrl)).resolves.toBeNull();
    await expect(embed.loadStylesheet('https://verify.example.com/modal.css')).resolves.toBeNull();
    await expect(documents.loadModalSdk(sdk)).resolves.toBeNull();
    expect(() => documents.preloadModalSdk(sdk)).not.toThrow();

    const parameters = {
      ...{ fn: 'Ann', ln: 'Lee', addr: '1 Main St', city: 'New York', state: 'NY', zip: '10001' },
      ...{ dob: '19900101', email: 'ann@example.com', token: 'tok' },
    };
    const modal = documents.createDocumentModal({ sdk, parameters });
    await modal.open();
    modal.close();
    expect(modal.getSnapshot().state).toBe('idle');
    modal.destroy();
    expect(modal.getSnapshot().state).toBe('destroyed');

    const gate = embed.createMessageGate({
      allowedOrigins: ['https://verify.example.com'],
      getSource: () => null,
      onMessage: () => {},
    });
    expect(() => {
      gate.start();
      gate.stop();
    }).not.toThrow();
  });

  it('keeps the embed path free of runtime dependencies (so zod never reaches it)', () => {
    for (const folder of ['embed', 'document-modal']) {
      const dir = fileURLToPath(new URL(`./${folder}/`, import.meta.url));
      const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
      expect(sources).toContain('index.ts');
      for (const file of sources) {
        // Type-only imports are erased from the build, so they may reach outside the embed path.
        const text = readFileSync(dir + file, 'utf8').replace(/^import type [^;]+;$/gm, '');
        const specifiers = [
          ...text.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g),
        ].map((m) => m[1] ?? m[2]);
        // Beside the two embed folders, only the dependency-free bases of every flow object and the inspector bus.
        for (const spec of specifiers)
          expect(spec, `${folder}/${file} imports ${spec}`).toMatch(
            /^\.\/[\w-]+$|^\.\.\/(embed|document-modal)\/[\w-]+$|^\.\.\/flow\/(store|idempotent-action)$|^\.\.\/devtools\/bus$/,
          );
      }
    }
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The main entry is the package's front door: what an app needs to mount the proxy. Its names are listed here,
// so adding one is a decision taken in review; everything else lives on a subpath.
const mainEntryNames = [
  'AnonymousVisitorOptions',
  'AssertedProxyOptions',
  'ClientInfo',
  'ConfigError',
  'ConfigIssue',
  'IdentifyContext',
  'IdentifyFunction',
  'Identity',
  'JsonLoggerOptions',
  'LogLevel',
  'Problem',
  'ProxyEvent',
  'ProxyLogger',
  'ProxyOptions',
  'RequestEvent',
  'SandboxUrls',
  'TrustedHeaderIdentityOptions',
  'VeriframeConfig',
  'VeriframeProxy',
  'anonymousVisitor',
  'assertProxyConfig',
  'createProxy',
  'developmentIdentity',
  'environmentOf',
  'jsonLogger',
  'loadConfig',
  'sandboxConfig',
  'sandboxEnv',
  'serviceEmailOf',
  'trustedHeaderIdentity',
];

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const source = (path: string) => `${packageDir}src/${path}`;

/** Every name a module exports, types included, read by the TypeScript checker from its export statements. */
function exportedNames(path: string): string[] {
  const program = ts.createProgram([path], { noResolve: true, noLib: true, types: [] });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(path);
  const module = file && checker.getSymbolAtLocation(file);
  if (!module) throw new Error(`${path}: not a module`);
  return checker
    .getExportsOfModule(module)
    .map((symbol) => symbol.name)
    .sort();
}

describe('@veriframe/server entry points', () => {
  it('the main entry exports exactly the names listed here, none re-exported from core', () => {
    const text = readFileSync(source('index.ts'), 'utf8');
    // A star export would hide names from the list below.
    expect(text).not.toMatch(/export (type )?\*/);
    expect(text).not.toMatch(/from '@veriframe\/core/);
    expect(exportedNames(source('index.ts'))).toEqual([...mainEntryNames].sort());
    expect(mainEntryNames.length).toBeLessThanOrEqual(30);
  });

  it('loads every subpath the package exports, each with its development source and built files', async () => {
    const manifest = JSON.parse(readFileSync(`${packageDir}package.json`, 'utf8')) as {
      exports: Record<string, string | Record<string, string>>;
    };
    const tsdown = readFileSync(`${packageDir}tsdown.config.ts`, 'utf8');
    const subpaths = Object.entries(manifest.exports).filter(
      (entry): entry is [string, Record<string, string>] => typeof entry[1] === 'object',
    );
    expect(subpaths.map(([subpath]) => subpath)).toEqual([
      '.',
      './node',
      './next',
      './redis',
      './postgres',
      './clients',
      './webhooks',
      './stores',
      './middleware',
      './csp',
    ]);
    for (const [subpath, targets] of subpaths) {
      const name = subpath === '.' ? 'index' : subpath.slice(2);
      expect(targets, subpath).toEqual({
        '@veriframe/development': `./src/${name}.ts`,
        types: `./dist/${name}.d.ts`,
        default: `./dist/${name}.js`,
      });
      expect(tsdown, subpath).toContain(`${name}: 'src/${name}.ts'`);
      const loaded = await import(`@veriframe/server${subpath.slice(1)}`);
      expect(Object.keys(loaded).length, subpath).toBeGreaterThan(0);
    }
  });

  it('keeps internals off every entry', async () => {
    const entries = await Promise.all(
      ['', '/clients', '/webhooks', '/stores', '/middleware'].map((s) => import(`@veriframe/server${s}`)),
    );
    for (const entry of entries) {
      for (const internal of ['hmacSha256', 'TokenCache', 'browserApi', 'createReceiverCore']) {
        expect(entry, internal).not.toHaveProperty(internal);
      }
    }
  });
});

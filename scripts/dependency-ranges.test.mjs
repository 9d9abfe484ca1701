import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isExactVersion, pinnedDependencies, publishedSpec, readCatalog } from './dependency-ranges.mjs';

describe('runtime dependencies of published packages are ranges', () => {
  it('none of packages/* pins a dependency or peer dependency exactly', () => {
    expect(pinnedDependencies(fileURLToPath(new URL('..', import.meta.url)))).toEqual([]);
  });

  it('tells exact versions from ranges', () => {
    for (const exact of ['7.30.2', '=7.30.2', 'v1.0.0', '1.0.0-beta.1', '1.2.3+build.5']) {
      expect([exact, isExactVersion(exact)]).toEqual([exact, true]);
    }
    for (const range of ['^7.30.2', '~1.2.3', '>=1.40', '^4.6.0 || ^5.0.0', '1.x', '*', '1.2']) {
      expect([range, isExactVersion(range)]).toEqual([range, false]);
    }
  });

  it('resolves catalog and workspace specifiers as pnpm publishes them', () => {
    const catalog = readCatalog(
      'catalog:\n  zod: ^4.6.7\n  "@types/node": 20.19.0\nonlyBuilt:\n  - esbuild\n',
    );
    expect(catalog).toEqual({ zod: '^4.6.7', '@types/node': '20.19.0' });
    expect(isExactVersion(publishedSpec('zod', 'catalog:', catalog))).toBe(false);
    expect(isExactVersion(publishedSpec('@types/node', 'catalog:', catalog))).toBe(true);
    expect(isExactVersion(publishedSpec('@veriframe/core', 'workspace:^', catalog))).toBe(false);
    expect(isExactVersion(publishedSpec('@veriframe/core', 'workspace:*', catalog))).toBe(true);
  });
});

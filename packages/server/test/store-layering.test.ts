import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

// The stores are the bottom layer: the proxy and the receivers import them, never the other way round,
// so a store can be used, tested and benchmarked without the HTTP layers above it.
const storesDir = new URL('../src/stores/', import.meta.url);
/** Leaves beside the stores (each imports nothing of the package): telemetry, and the stores' errors. */
const leaves = ['../observability/telemetry', '../errors/store-errors'];

describe('src/stores', () => {
  it('imports nothing from the folders above it', async () => {
    const upward: string[] = [];
    for (const name of await readdir(storesDir)) {
      const text = await readFile(new URL(name, storesDir), 'utf8');
      for (const match of text.matchAll(/from '(\.\.\/[^']+)'/g)) {
        if (!leaves.includes(match[1]!)) upward.push(`${name}: ${match[1]}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it.each(leaves)('uses %s, which imports nothing of the package', async (leaf) => {
    const text = await readFile(new URL(`../src/stores/${leaf}.ts`, import.meta.url), 'utf8');
    expect(text).not.toMatch(/from '\./);
  });
});

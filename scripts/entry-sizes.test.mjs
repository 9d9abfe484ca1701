import { describe, expect, it } from 'vitest';
import { entrySizes, exportedNames, limitOf, sizeProblems } from './entry-sizes.mjs';

const report = [
  '## API Report File for "@veriframe/x"',
  '```ts',
  "import { HostedSession } from '@veriframe/core';",
  'export { HostedSession }',
  '// @public',
  'export function make(): Thing;',
  '// @public',
  'export function make(name: string): Thing;',
  'export class Thing {',
  '    constructor();',
  '}',
  'export type ThingKind = "a" | "b";',
  'export interface ThingOptions {',
  '}',
  'export const things: readonly Thing[];',
  '```',
].join('\n');

describe('names per entry point (entry-sizes.mjs)', () => {
  it('counts each exported name once, an overloaded function and a re-export included', () => {
    expect(exportedNames(report).sort()).toEqual(
      ['HostedSession', 'make', 'Thing', 'ThingKind', 'ThingOptions', 'things'].sort(),
    );
  });

  it('holds a main entry to 30 names, any other to 60, and leaves the zod contract out', () => {
    expect(limitOf({ subpath: '.', importPath: '@veriframe/x' })).toBe(30);
    expect(limitOf({ subpath: './hosted', importPath: '@veriframe/x/hosted' })).toBe(60);
    expect(limitOf({ subpath: './schemas', importPath: '@veriframe/core/schemas' })).toBe(Infinity);
    expect(
      sizeProblems([
        { importPath: '@veriframe/x', count: 31, limit: 30 },
        { importPath: '@veriframe/x/hosted', count: 60, limit: 60 },
      ]),
    ).toEqual(["@veriframe/x exports 31 names, over its limit of 30: move a flow's names to its own entry"]);
  });

  it('finds every published entry point within its limit', () => {
    const sizes = entrySizes();
    expect(sizes.length).toBeGreaterThan(10);
    expect(sizeProblems(sizes)).toEqual([]);
  });
});

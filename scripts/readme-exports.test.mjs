import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import {
  endMarker,
  readExports,
  readSection,
  renderSection,
  sectionProblems,
  startMarker,
  withSection,
} from './readme-exports.mjs';

const entries = [
  { importPath: '@veriframe/x', values: ['createThing', 'Thing'], types: ['ThingOptions'] },
  { importPath: '@veriframe/x/node', values: ['serve'], types: [] },
];
const readme = (section) => `# @veriframe/x\n\nIntro.\n\n${section}\n\n## Documentation\n`;

describe('the README section (readme-exports.mjs)', () => {
  it('renders one row per import path, values then types marked `type`, between the markers', () => {
    const section = renderSection(entries);
    expect(section.startsWith(`${startMarker}\n## Entry points\n`)).toBe(true);
    expect(section.endsWith(endMarker)).toBe(true);
    expect(section).toContain(
      '| `@veriframe/x` | `createThing`, `Thing`, `type ThingOptions` |\n| `@veriframe/x/node` | `serve` |',
    );
    expect(readSection(readme(section))).toEqual(
      new Map([
        ['@veriframe/x', ['createThing', 'Thing', 'type ThingOptions']],
        ['@veriframe/x/node', ['serve']],
      ]),
    );
  });

  it('finds nothing wrong with the section it renders', () => {
    expect(sectionProblems('x/README.md', readme(renderSection(entries)), entries)).toEqual([]);
  });

  it('names the README, the import path and each name missing or extra', () => {
    const stale = [
      { importPath: '@veriframe/x', values: ['createThing', 'oldThing'], types: ['Thing'] },
      { importPath: '@veriframe/x/node', values: ['serve'], types: [] },
    ];
    expect(sectionProblems('x/README.md', readme(renderSection(stale)), entries)).toEqual([
      'x/README.md: @veriframe/x: missing Thing, type ThingOptions; extra oldThing, type Thing',
    ]);
  });

  it('names an entry point without a row, a row that is no entry point and a README without markers', () => {
    const other = [entries[0], { importPath: '@veriframe/x/gone', values: ['old'], types: [] }];
    expect(sectionProblems('x/README.md', readme(renderSection(other)), entries)).toEqual([
      'x/README.md: no row for @veriframe/x/node',
      'x/README.md: @veriframe/x/gone is not an entry point',
    ]);
    expect(sectionProblems('x/README.md', readme(''), entries)).toEqual([
      `x/README.md: no section between ${startMarker} and ${endMarker}`,
    ]);
  });

  it('flags a section whose names are right but whose text is not what --write renders', () => {
    const edited = renderSection(entries).replace('`createThing`, `Thing`', '`Thing`, `createThing`');
    expect(sectionProblems('x/README.md', readme(edited), entries)).toEqual([
      'x/README.md: the section is not what --write renders (order or wording)',
    ]);
  });

  it('replaces only the text between the markers, and refuses a README without them', () => {
    const before = readme(`${startMarker}\nold\n${endMarker}`);
    const after = withSection('x/README.md', before, renderSection(entries));
    expect(after).toBe(readme(renderSection(entries)));
    expect(() => withSection('x/README.md', readme(''), renderSection(entries))).toThrow(
      `x/README.md: no section between ${startMarker}`,
    );
  });
});

describe('the names a module exports (readme-exports.mjs)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'readme-exports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files = {
    'shapes.ts':
      'export class Circle {}\nexport interface Shape { area(): number }\nexport const square = 1;\n',
    'only-types.ts': 'export const hidden = 1;\nexport type Hidden = typeof hidden;\n',
    'everything.ts': 'export const all = 1;\n',
    'entry.ts': [
      "export { square } from './shapes';",
      "export type { Circle } from './shapes';",
      "import type { Shape } from './shapes';",
      'export { Shape };',
      "export type * from './only-types';",
      "export * from './everything';",
      'export interface Options { size: number }',
      'export const Options = { size: 1 };',
    ].join('\n'),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

  it('tells values from type-only exports: `export type`, a re-exported `import type`, `export type *`', () => {
    const entry = join(dir, 'entry.ts');
    const options = {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      noLib: true,
    };
    expect(readExports([entry], options).get(entry)).toEqual({
      values: ['all', 'Options', 'square'],
      types: ['Circle', 'Hidden', 'hidden', 'Shape'],
    });
  });

  it('refuses a file that is not a module, naming it', () => {
    const missing = join(dir, 'missing.ts');
    expect(() => readExports([missing], { noLib: true })).toThrow(`${missing}: not a module`);
  });
});

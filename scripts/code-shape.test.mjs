// The code-shape checks of issue #43 part 4, run over the real tree: one declaration per name, no function over
// 80 lines without a reason, no layer imported upward, no dead export. Each also runs on a small made-up source
// to show it catches what it is for.
import { describe, expect, it } from 'vitest';
import { deadExports, testOnlyFolders } from './code-shape/dead-exports.mjs';
import { duplicateNames } from './code-shape/duplicate-names.mjs';
import { longFunctions, maxFunctionLines, toSplit } from './code-shape/function-length.mjs';
import { upwardImports } from './code-shape/layers.mjs';
import { parseSource } from './code-shape/source-files.mjs';

// Reading and parsing the whole tree takes seconds on a loaded 2-core machine; a check is not a race.
const wholeTree = { timeout: 120_000 };
const fake = (sources) => ({ files: Object.keys(sources), read: (path) => parseSource(path, sources[path]) });
const lines = (count) => Array.from({ length: count }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('one declaration per name', () => {
  it('finds a name two files declare', () => {
    const { files, read } = fake({
      'packages/core/src/a.ts': 'export type SessionResult = { ok: true };',
      'packages/sandbox/src/b.ts':
        'export interface SessionResult { ok: boolean }\nexport { other } from "./c";',
    });
    expect(duplicateNames(files, read)).toEqual([
      { name: 'SessionResult', files: ['packages/core/src/a.ts', 'packages/sandbox/src/b.ts'] },
    ]);
  });

  it('holds across packages/*/src', wholeTree, () => {
    expect(duplicateNames()).toEqual([]);
  });
});

describe(`no function over ${maxFunctionLines} lines without a reason`, () => {
  it('counts a long function, unless a long: comment sits right above it', () => {
    const body = lines(maxFunctionLines);
    const { files, read } = fake({
      'packages/core/src/a.ts': `export function tooLong() {\n${body}\n}\n// long: one table\nconst kept = () => {\n${body}\n};`,
    });
    const { unexplained, explained } = longFunctions(files, read);
    expect(unexplained.map((fn) => [fn.name, fn.lines])).toEqual([['tooLong', maxFunctionLines + 2]]);
    expect(explained.map((fn) => [fn.name, fn.reason])).toEqual([['kept', 'one table']]);
  });

  it('holds across packages/*/src', wholeTree, () => {
    const { unexplained, pending } = longFunctions();
    expect(unexplained.map((fn) => `${fn.file}:${fn.line} ${fn.name} ${fn.lines}`)).toEqual([]);
    // The list left to split names only functions that are still long: it can only shrink.
    expect(pending.map((fn) => `${fn.file} ${fn.name}`).sort()).toEqual([...toSplit].sort());
  });
});

describe('no layer imported upward', () => {
  it('finds an import of a higher floor, inside a package and between packages', () => {
    const { files, read } = fake({
      'packages/sandbox/src/kernel/admin.ts': "import { app } from '../app';",
      'packages/react/src/hosted/frame.ts': "import { createProxy } from '@veriframe/server';",
      'packages/sandbox/src/areas/vx.ts': "import { clock } from '../kernel/clock';",
    });
    expect(upwardImports(files, read).map((found) => [found.file, found.specifier])).toEqual([
      ['packages/sandbox/src/kernel/admin.ts', '../app'],
      ['packages/react/src/hosted/frame.ts', '@veriframe/server'],
    ]);
  });

  it('holds across packages/*/src', wholeTree, () => {
    expect(upwardImports()).toEqual([]);
  });
});

describe('no dead export', () => {
  it('holds across packages/*/src', wholeTree, () => {
    expect(deadExports()).toEqual([]);
    expect(testOnlyFolders()).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkBudget } from './check-doc-budget.mjs';
import { longCodeLines } from './check-doc-code-width.mjs';
import { checkLinks, readLinks, slug } from './check-doc-links.mjs';
import { checkNames, checkPeers, checkReturns } from './check-doc-names.mjs';
import { isReadersOwn, readSnippets } from './check-doc-snippets.mjs';
import { checkExamples, exampleText } from './check-readme-examples.mjs';

const fence = '```';

describe('example blocks (check-readme-examples.mjs)', () => {
  const files = {
    'a.ts': 'export const a = 1;\n',
    'b.ts': 'const x = 0;\n  // #region setup\n  start();\n  // #endregion setup\n',
  };
  const read = (path) => files[path] ?? null;

  it('accepts a block equal to its file or to a marked region of it', () => {
    const page = `<!-- example: a.ts -->\n${fence}ts\nexport const a = 1;\n${fence}\n\n<!-- example: b.ts#setup -->\n${fence}ts\nstart();\n${fence}\n`;
    expect(checkExamples('page.md', page, read)).toEqual({ checked: 2, problems: [] });
    expect(exampleText(files['b.ts'], 'setup')).toBe('start();');
  });

  it('names a block that differs, a missing file and a missing region', () => {
    const page = `<!-- example: a.ts -->\n${fence}ts\nexport const a = 2;\n${fence}\n<!-- example: gone.ts -->\n${fence}ts\nx\n${fence}\n<!-- example: b.ts#other -->\n${fence}ts\nx\n${fence}\n`;
    expect(checkExamples('page.md', page, read).problems).toEqual([
      'page.md: the block marked a.ts differs from the file',
      'page.md: gone.ts does not exist',
      'page.md: b.ts has no region "other"',
    ]);
  });
});

describe('README links (check-doc-links.mjs)', () => {
  const files = new Map([
    ['docs/guide/testing.md', '# Testing\n\n## The Playwright fixture\n\n## 429 answers and `Retry-After`\n'],
    ['packages/core/src', ''],
  ]);
  const io = { exists: (path) => files.has(path), read: (path) => files.get(path) };

  it('reads links outside code only', () => {
    const text = `[a](x.md) \`[b](y.md)\`\n${fence}\n[c](z.md)\n${fence}\n[d](https://example.com)`;
    expect(readLinks(text).map((link) => link.target)).toEqual(['x.md', 'https://example.com']);
  });

  it('slugs headings as VitePress anchors them', () => {
    expect(slug('The Playwright fixture')).toBe('the-playwright-fixture');
    expect(slug('429 answers and `Retry-After`')).toBe('_429-answers-and-retry-after');
  });

  it('names a link to a missing file and an anchor no heading has', () => {
    const readme = [
      '[ok](../../docs/guide/testing.md#the-playwright-fixture)',
      '[src](src)',
      '[gone](../../docs/guide/gone.md)',
      '[anchor](../../docs/guide/testing.md#no-such-part)',
    ].join('\n');
    expect(checkLinks('packages/core/README.md', readme, io)).toEqual([
      'packages/core/README.md:3: ../../docs/guide/gone.md: docs/guide/gone.md does not exist',
      'packages/core/README.md:4: ../../docs/guide/testing.md#no-such-part: docs/guide/testing.md has no heading #no-such-part',
    ]);
  });

  it("checks the anchor of a link between docs pages, and leaves the page's existence to VitePress", () => {
    const page =
      '[a](/guide/testing#the-playwright-fixture)\n[b](/guide/testing#nope)\n[c](/guide/elsewhere)';
    expect(checkLinks('docs/reference/events.md', page, io)).toEqual([
      'docs/reference/events.md:2: /guide/testing#nope: docs/guide/testing.md has no heading #nope',
    ]);
  });

  it("checks an in-page anchor against the page's headings and those of the parts it includes", () => {
    files.set('docs/parts/packages.md', '## Get the packages\n');
    const page =
      '# Vite\n\n<!--@include: ../parts/packages.md-->\n[a](#vite)\n[b](#get-the-packages)\n[c](#gone)\n';
    expect(checkLinks('docs/guide/vite.md', page, io)).toEqual([
      'docs/guide/vite.md:6: #gone: no heading of this page has that anchor',
    ]);
  });
});

describe('snippets (check-doc-snippets.mjs)', () => {
  it('takes the unmarked ts and tsx blocks, indented ones too, and flags one never closed', () => {
    const page = `${fence}ts\nconst a = 1;\n${fence}\n<!-- example: a.ts -->\n${fence}ts\nmarked();\n${fence}\n1. Step\n\n   ${fence}tsx\n   <App />\n   ${fence}\n${fence}sh\nls\n${fence}\n${fence}ts\nopen();\n`;
    expect(readSnippets(page)).toEqual([
      { line: 2, lang: 'ts', code: 'const a = 1;' },
      { line: 11, lang: 'tsx', code: '<App />' },
      { line: 16, unclosed: true },
    ]);
  });

  it("leaves a reader's own names and modules to the reader, never a package of ours", () => {
    expect(isReadersOwn(2304, "Cannot find name 'iframe'.")).toBe(true);
    expect(
      isReadersOwn(2307, "Cannot find module '@/lib/identify' or its corresponding type declarations."),
    ).toBe(true);
    expect(isReadersOwn(2307, "Cannot find module 'express' or its corresponding type declarations.")).toBe(
      true,
    );
    expect(
      isReadersOwn(2307, "Cannot find module '@veriframe/core/nope' or its corresponding type declarations."),
    ).toBe(false);
    expect(isReadersOwn(2322, "Type 'string' is not assignable to type 'number'.")).toBe(false);
  });
});

describe('names the docs use (check-doc-names.mjs)', () => {
  it('names an API name the code no longer has, and leaves the platform and known ones alone', () => {
    const page =
      'Use `HostedFrame` and `createProxy(options)`, not `GoneThing` or `oldHelper()`; `AbortSignal` too.\n';
    const known = new Set(['HostedFrame', 'createProxy']);
    expect(checkNames('docs/a.md', page, known)).toEqual([
      'docs/a.md:1: `GoneThing` is named nowhere in the code: renamed or removed?',
      'docs/a.md:1: `oldHelper` is named nowhere in the code: renamed or removed?',
    ]);
  });

  it('checks the fields a function is said to return against its return type', () => {
    const page = 'Then `useThing({ a })`\nreturns `{ start, state, phase }`. It returns `{ other }`.\n';
    const fields = (name) => (name === 'useThing' ? new Set(['start', 'phase']) : null);
    expect(checkReturns('docs/a.md', page, fields)).toEqual([
      'docs/a.md:1: `useThing(…)` is said to return `state`, which its type lacks',
    ]);
  });

  it("names a peer dependency or an install beside the package that the package's manifest lacks", () => {
    const readme = [
      '```sh',
      'npm install @veriframe/react @tanstack/react-query',
      '```',
      '',
      '`react` and `react-dom` 19 and',
      '`@tanstack/react-query` 5 are peer dependencies.',
    ].join('\n');
    const declared = { own: new Set(['react', 'react-dom']), all: new Set(['react', 'react-dom']) };
    expect(checkPeers('packages/react/README.md', readme, declared)).toEqual([
      'packages/react/README.md:5: `@tanstack/react-query` is called a peer dependency, but no @veriframe package declares it',
      'packages/react/README.md:2: `@tanstack/react-query` is installed beside the package, but no @veriframe package declares it',
    ]);
    // A guide's install line names the app's own packages: only a package's own page is held to its manifest.
    expect(checkPeers('docs/guide/nextjs.md', readme, { all: declared.all })).toHaveLength(1);
  });
});

describe('line budget (check-doc-budget.mjs)', () => {
  it('passes at the budget and names the longest pages past it', () => {
    const pages = { 'docs/a.md': 'x\n'.repeat(3), 'docs/b.md': 'y\n'.repeat(2) };
    expect(checkBudget(pages, 5)).toEqual({ total: 5, problems: [] });
    expect(checkBudget(pages, 4).problems).toEqual([
      'docs/ has 5 lines of Markdown, over the budget of 4; longest: docs/a.md (3), docs/b.md (2)',
    ]);
  });
});

describe('code width (check-doc-code-width.mjs)', () => {
  it('names a line over the width inside a fence, indented or longer-fenced, and leaves prose alone', () => {
    const long = 'x'.repeat(11);
    const page = [long, `${fence}ts`, 'x'.repeat(10), long, fence, '1. Step', `   ${fence}sh`, `   ${long}`];
    page.push(`   ${fence}`, `${fence}${fence[0]}md`, fence, long, `${fence}${fence[0]}`, long);
    expect(longCodeLines('docs/a.md', page.join('\n'), 10)).toEqual([
      'docs/a.md:4: 11 characters in a code block, over 10',
      'docs/a.md:8: 14 characters in a code block, over 10',
      'docs/a.md:12: 11 characters in a code block, over 10',
    ]);
  });
});

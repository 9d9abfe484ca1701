#!/usr/bin/env node
// Every relative link of a README or a docs page must lead somewhere: a file or folder of the repository, and a
// link into a docs page with `#anchor` (`../docs/guide/testing.md#x`, or `/guide/testing#x` between pages) must
// name one of that page's headings (or an element's `id="…"`); so must an in-page `#anchor`. A page's headings include those of the parts it
// includes (`<!--@include: ../parts/x.md-->`). VitePress checks that the site's own pages exist (`pnpm docs:build`
// fails on a dead one) but not their anchors. Exits 1 naming each broken link.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { docFiles, root } from './doc-files.mjs';

/** The links of a Markdown text, outside code: `[text](target)`, with the line they are on. */
export function readLinks(text) {
  const links = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    const prose = line.replace(/`[^`]*`/g, '');
    for (const [, target] of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g))
      links.push({ target, line: i + 1 });
  });
  return links;
}

/** VitePress's heading anchor: lower case, punctuation dropped, spaces as dashes, a leading digit prefixed. */
export function slug(heading) {
  const text = heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return /^\d/.test(text) ? `_${text}` : text;
}

/** The anchors of a docs page's headings, with those of the parts it includes. */
export function headingAnchors(path, read) {
  const text = read(path);
  const included = [...text.matchAll(/<!--\s*@include:\s*([^\s>]+?)\s*-->/g)].flatMap(([, part]) =>
    headingAnchors(normalize(join(dirname(path), part.split('{')[0])), read),
  );
  const ids = [...text.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id);
  return [...[...text.matchAll(/^#{1,6} (.+?)\s*$/gm)].map(([, h]) => slug(h)), ...ids, ...included];
}

/** Problems of the links of one file; `exists(path)` and `read(path)` see the repository. */
export function checkLinks(file, text, { exists, read }) {
  const problems = [];
  for (const { target, line } of readLinks(text)) {
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
    if (target.startsWith('#')) {
      if (
        file.endsWith('.md') &&
        !headingAnchors(file, (path) => (path === file ? text : read(path))).includes(target.slice(1))
      )
        problems.push(`${file}:${line}: ${target}: no heading of this page has that anchor`);
      continue;
    }
    const [pathPart, anchor] = target.split('#');
    // A site path (/guide/testing) is a docs page: VitePress checks the page, this checks its anchor.
    if (pathPart.startsWith('/') && !(file.startsWith('docs/') && anchor)) continue;
    const path = pathPart.startsWith('/')
      ? `docs${pathPart.endsWith('/') ? `${pathPart}index` : pathPart}.md`
      : normalize(join(dirname(file), decodeURI(pathPart)));
    if (!exists(path)) {
      problems.push(`${file}:${line}: ${target}: ${path} does not exist`);
      continue;
    }
    if (anchor && path.startsWith('docs/') && path.endsWith('.md')) {
      if (!headingAnchors(path, read).includes(anchor))
        problems.push(`${file}:${line}: ${target}: ${path} has no heading #${anchor}`);
    }
  }
  return problems;
}

function main() {
  const problems = [];
  let links = 0;
  const io = {
    exists: (path) => existsSync(join(root, path)),
    read: (path) => readFileSync(join(root, path), 'utf8'),
  };
  for (const file of docFiles()) {
    const text = io.read(file);
    links += readLinks(text).length;
    problems.push(...checkLinks(file, text, io));
  }
  for (const problem of problems) console.error(problem);
  console.log(`links of READMEs and docs pages: ${links} checked, ${problems.length} broken`);
  process.exit(problems.length > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();

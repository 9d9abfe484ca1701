import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guideProblems, readGuide } from './nextjs-guide.mjs';

const text = readFileSync(new URL('../docs/guide/nextjs.md', import.meta.url), 'utf8');

/** The guide's text without the block marked `marker` (and its marker line). */
function without(marker) {
  const start = text.indexOf(`<!-- ${marker} -->`);
  expect(start).toBeGreaterThan(-1);
  const end = text.indexOf('```\n', text.indexOf('```', start) + 3) + 4;
  return text.slice(0, start) + text.slice(end);
}

describe('docs/guide/nextjs.md as a stranger reads it', () => {
  it('shows every file its files import, installs every package they import, each with a pinned major', () => {
    const guide = readGuide(text);
    expect(guide.files.map((file) => file.path)).toEqual(
      expect.arrayContaining(['package.json', 'next.config.ts', 'tsconfig.json', 'app/globals.css']),
    );
    expect(guideProblems(guide)).toEqual([]);
  });

  it('names a file a file imports but the guide leaves out (the layout imports app/globals.css)', () => {
    expect(guideProblems(readGuide(without('example: examples/next-app/app/globals.css')))).toEqual([
      'app/layout.tsx imports ./globals.css: the guide shows no app/globals.css',
    ]);
    expect(guideProblems(readGuide(without('example: examples/next-app/lib/identify.ts')))).toEqual([
      'app/api/veriframe/[...path]/route.ts imports @/lib/identify: the guide shows no lib/identify',
    ]);
  });

  it('names a package installed without a major, or imported and never installed', () => {
    const unpinned = text.replace(' iron-session@8 ', ' iron-session ');
    expect(guideProblems(readGuide(unpinned))).toEqual([
      'install: iron-session has no pinned major (iron-session@<major>)',
    ]);
    const forgotten = text.replace(' iron-session@8 ', ' ');
    expect(guideProblems(readGuide(forgotten))).toEqual([
      'lib/session.ts imports iron-session: iron-session is never installed',
    ]);
  });

  it('names a missing command of "Run it"', () => {
    expect(guideProblems(readGuide(without('run: start')))).toEqual([
      'no command block marked <!-- run: start -->',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  checkSpecMaps,
  compareSectionLists,
  readSpecMap,
  readSpecSections,
  requiredSections,
} from './check-spec-map.mjs';

const spec = `# Spec
## 1. What the service does
## 4. Endpoints
### 4.6 VX styles object
#### AgeMatch5.0 (not a section)
### 4.9 resultMessages
## 8. Limits
`;
const sections = readSpecSections(spec);

const readme = (rows) => `# pkg

## Where the spec lives

| Spec section | Files |
| --- | --- |
${rows.join('\n')}

## Next section

| 9.9 Not in the map | \`src/x.ts\` |
`;

const files = new Set(['pkg/src/styles.ts', 'pkg/src/messages.ts', 'pkg/src/app.ts']);
const check = (rows) =>
  checkSpecMaps(sections, [{ name: 'pkg/README.md', dir: 'pkg', text: readme(rows) }], (dir, path) =>
    files.has(`${dir}/${path}`),
  );
const allRows = [
  '| 1 What the service does | `src/app.ts` |',
  '| 4.6 VX styles object | `src/styles.ts` |',
  '| 4.9 resultMessages | `src/messages.ts` |',
  '| 8 Limits | `src/styles.ts` |',
];

describe('check-spec-map', () => {
  it('reads the numbered level 2 and 3 headings of the spec, not the unnumbered ones under them', () => {
    expect(sections.map((s) => s.number)).toEqual(['1', '4', '4.6', '4.9', '8']);
    expect(requiredSections(sections).map((s) => s.number)).toEqual(['1', '4.6', '4.9', '8']);
  });

  it('reads only the rows of the map section', () => {
    const rows = readSpecMap(readme(['| 4.6 VX styles object | `src/a.ts`, `src/b.ts` |']));
    expect(rows).toEqual([
      {
        cell: '4.6 VX styles object',
        number: '4.6',
        title: 'VX styles object',
        paths: ['src/a.ts', 'src/b.ts'],
      },
    ]);
  });

  it('passes a map that lists every section with files that exist', () => {
    expect(check(allRows)).toEqual([]);
  });

  it('names a listed path that does not exist', () => {
    expect(check([...allRows, '| 4.6 VX styles object | `src/gone.ts` |'])).toEqual([
      'pkg/README.md: section 4.6: pkg/src/gone.ts does not exist',
    ]);
  });

  it("names a section number the spec does not have, and a title that is not the spec's", () => {
    expect(
      check([...allRows, '| 4.13 Made up | `src/app.ts` |', '| 4.9 Result texts | `src/messages.ts` |']),
    ).toEqual([
      'pkg/README.md: "4.13 Made up" is not a section of the spec (want a number such as 4.6)',
      'pkg/README.md: section 4.9 is titled "resultMessages" in the spec, not "Result texts"',
    ]);
  });

  it('names each section that no package lists, and a README without a map', () => {
    expect(check(allRows.slice(1))).toEqual(['section 1 What the service does is listed by no package']);
    expect(
      checkSpecMaps(sections, [{ name: 'pkg/README.md', dir: 'pkg', text: '# pkg\n' }], () => true),
    ).toContain('pkg/README.md: no "Where the spec lives" section');
  });

  it('compares the kept list of headings with the spec', () => {
    const kept = readSpecSections(
      '## 1. What the service does\n### 4.6 VX styles object\n### 4.7 Old title\n',
    );
    expect(
      compareSectionLists(
        kept,
        readSpecSections('## 1. What the service does\n### 4.6 VX styles object\n### 4.7 New title\n'),
      ),
    ).toEqual([
      'docs/reference/spec-sections.md lacks "### 4.7 New title"',
      'the spec has no "### 4.7 Old title"',
    ]);
  });
});

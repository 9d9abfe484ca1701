import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { budget, checkBudget } from './minimal-app-budget.mjs';

const example = join(dirname(fileURLToPath(import.meta.url)), '../examples/next-minimal');
const temporary = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the short path (examples/next-minimal)', () => {
  it(`adds verification in at most ${budget.files} files and ${budget.lines} lines of its own code`, () => {
    const { files, lines, problems } = checkBudget(example);
    expect(files.map((file) => file.path)).toEqual(['app/verify/page.tsx', 'instrumentation.ts', 'proxy.ts']);
    expect(lines).toBeLessThanOrEqual(budget.lines);
    expect(problems).toEqual([]);
  });

  it('fails above the budget: a fourth file, or more lines', () => {
    const dir = mkdtempSync(join(tmpdir(), 'veriframe-budget-'));
    temporary.push(dir);
    for (const path of ['proxy.ts', 'instrumentation.ts', 'app/verify/page.tsx']) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), readFileSync(join(example, path)));
    }
    writeFileSync(join(dir, 'lib-veriframe.ts'), "import '@veriframe/react';\n".repeat(30));
    const { problems } = checkBudget(dir);
    expect(problems).toEqual([
      expect.stringContaining('4 files name Veriframe'),
      expect.stringMatching(/lines of code in them \(at most 60\)/),
    ]);
  });
});

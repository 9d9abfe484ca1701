import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { longFunctions, optionsWalk } from './support/code-shape';

const src = fileURLToPath(new URL('../src', import.meta.url));
const bench = fileURLToPath(new URL('../bench', import.meta.url));

describe('the server source keeps its shape (issue 43)', () => {
  it('splits ProxyOptions at the door: following the options takes at most 15 stays', () => {
    const walk = optionsWalk(src);
    console.log(`options walk: ${walk.length} stays (${walk.map((s) => `${s.kind} ${s.where}`).join(', ')})`);
    expect(walk.length).toBeLessThanOrEqual(15);
  });

  it('has no function over 80 lines without a `// long:` reason beside it', () => {
    const unexplained = [...longFunctions(src), ...longFunctions(bench)].filter((f) => !f.reason);
    expect(unexplained.map((f) => `${f.where} ${f.name} (${f.lines} lines)`)).toEqual([]);
  });
});

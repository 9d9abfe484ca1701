import { describe, expect, it } from 'vitest';
import { rules as ruleTable } from './rules';
import { at, build, createRead, parse, type Spec } from './walk';

const read = createRead(ruleTable);

const now = () => new Date('2026-01-15T12:00:00Z');
/** Reads `value` inside a build: the value `read` returned, and `path rule` of every issue. */
const run = (value: unknown, spec: Spec, path?: string) => {
  let out: unknown;
  const result = build(() => (out = read(value, spec, path)), { now });
  return { out, issues: result.ok ? [] : result.error.issues };
};
const rules = (issues: { path: string; rule: string }[]) => issues.map(({ path, rule }) => `${path} ${rule}`);

describe('the spec walker', () => {
  it('formats paths with dots', () => {
    expect(at('', 'colors')).toBe('colors');
    expect(at('colors', 'brand')).toBe('colors.brand');
  });

  it('parses field lists; a key given again keeps its place and takes the new rule', () => {
    expect(parse('a:s b{c:e! d{e:u}} f:b')).toEqual({ a: 's', b: { c: 'e!', d: { e: 'u' } }, f: 'b' });
    expect(parse('a:s b:s c:s b:t!')).toEqual({ a: 's', b: 't!', c: 's' });
    expect(Object.keys(parse('a:s b:s c:s b:t!'))).toEqual(['a', 'b', 'c']);
  });

  it('reports unknown keys, missing required keys and field errors together, keeping accepted fields', () => {
    const { out, issues } = run({ a: 'x', b: 1, extra: true }, 'a:t! b:b c:t!', 'root');
    expect(out).toEqual({ a: 'x' });
    expect(rules(issues)).toEqual(['root.extra unknown-key', 'root.b type:boolean', 'root.c required']);
  });

  it('walks nested specs with full paths and names the rule in the message', () => {
    expect(run({ outer: { inner: [] } }, { outer: { inner: { leaf: 's' } } }).issues).toEqual([
      { path: 'outer.inner', rule: 'type:object', message: 'must be of JSON type object' },
    ]);
    expect(rules(run(null, {}, 'top').issues)).toEqual(['top type:object']);
  });

  it('uses the rule id of the leaf rule, and keeps normalized values', () => {
    expect(rules(run('  ', 't', 'name').issues)).toEqual(['name required']);
    expect(run('sepia', 'k', 'scheme').issues).toEqual([
      { path: 'scheme', rule: 'enum', message: 'must be light or dark' },
    ]);
    expect(run('#ABC', 'h', 'color')).toEqual({ out: '#aabbcc', issues: [] });
    expect(run(false, 'b', 'flag')).toEqual({ out: false, issues: [] });
  });

  it('keeps a __proto__ key of a string map as data', () => {
    const { out, issues } = run(JSON.parse('{"__proto__":"x","a":"b","n":1}'), 'm', 'data');
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out as object)).toEqual(['__proto__', 'a', 'n']);
    expect(rules(issues)).toEqual(['data.n type:string']);
  });

  it('turns a throwing getter into an issue instead of a throw', () => {
    const hostile = Object.defineProperty({}, 'a', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const result = build(() => read(hostile, 'a:s'));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error.issues).toEqual([expect.objectContaining({ rule: 'unreadable', path: '' })]);
  });

  it('succeeds only when no issue was recorded, and a nested build keeps its own issues', () => {
    expect(build(() => read({ a: 'x' }, 'a:t!'))).toEqual({ ok: true, value: { a: 'x' } });
    const outer = build(() => {
      read(1, 's', 'first');
      const inner = build(() => read(2, 's', 'inner'));
      read(3, 's', 'second');
      return inner;
    });
    expect(!outer.ok && rules(outer.error.issues)).toEqual(['first type:string', 'second type:string']);
  });
});

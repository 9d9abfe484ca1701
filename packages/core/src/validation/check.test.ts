import { describe, expect, it } from 'vitest';
import { at, boolean, build, filled, type Issues, object, oneOf, stringMap } from './check';

describe('validation helpers', () => {
  it('formats paths with dots and indexes', () => {
    expect(at('', 'colors')).toBe('colors');
    expect(at('colors', 'brand')).toBe('colors.brand');
    expect(at('colors.brand', 3)).toBe('colors.brand[3]');
  });

  it('reads an object, reporting unknown keys, missing required keys and field errors together', () => {
    const issues: Issues = [];
    const out = object({ a: 'x', b: 1, extra: true }, 'root', issues, { a: filled, b: boolean, c: filled }, [
      'c',
    ]);
    expect(out).toEqual({ a: 'x' });
    expect(issues.map(({ path, rule }) => `${path} ${rule}`)).toEqual([
      'root.extra unknown-key',
      'root.b type:boolean',
      'root.c required',
    ]);
  });

  it('names the received type and rejects non-objects', () => {
    const issues: Issues = [];
    expect(object([], 'x', issues, {})).toBeUndefined();
    expect(object(null, 'y', issues, {})).toBeUndefined();
    expect(issues.map((issue) => issue.message)).toEqual([
      'expected object, got array',
      'expected object, got null',
    ]);
  });

  it('rejects blank required text and values outside an enum', () => {
    const issues: Issues = [];
    expect(filled('  ', 'name', issues)).toBeUndefined();
    expect(oneOf(['light', 'dark'])('sepia', 'scheme', issues)).toBeUndefined();
    expect(issues.map((issue) => issue.rule)).toEqual(['required', 'enum']);
  });

  it('keeps a __proto__ key of a string map as data', () => {
    const issues: Issues = [];
    const map = stringMap(JSON.parse('{"__proto__":"x","a":"b","n":1}'), 'data', issues) as Record<
      string,
      unknown
    >;
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(Object.keys(map)).toEqual(['__proto__', 'a']);
    expect(issues).toEqual([{ path: 'data.n', rule: 'type:string', message: 'expected string, got number' }]);
  });

  it('turns a throwing getter into an issue instead of a throw', () => {
    const hostile = Object.defineProperty({}, 'a', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const result = build((issues) => object(hostile, '', issues, { a: filled }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.issues[0]).toMatchObject({ rule: 'unreadable', path: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { at, build, type Context, read, stringMap } from './read';

const context = (): Context => ({ issues: [], now: () => new Date('2026-01-15T12:00:00Z') });

describe('the spec walker', () => {
  it('formats paths with dots and indexes', () => {
    expect(at('', 'colors')).toBe('colors');
    expect(at('colors', 'brand')).toBe('colors.brand');
    expect(at('colors.brand', 3)).toBe('colors.brand[3]');
  });

  it('reports unknown keys, missing required keys and field errors together, keeping accepted fields', () => {
    const ctx = context();
    const out = read({ a: 'x', b: 1, extra: true }, { a: 'text!', b: 'boolean', c: 'text!' }, 'root', ctx);
    expect(out).toEqual({ a: 'x' });
    expect(ctx.issues.map(({ path, rule }) => `${path} ${rule}`)).toEqual([
      'root.extra unknown-key',
      'root.b type:boolean',
      'root.c required',
    ]);
  });

  it('walks nested specs with full paths and names the received type', () => {
    const ctx = context();
    read({ outer: { inner: [] } }, { outer: { inner: { leaf: 'string' } } }, '', ctx);
    read(null, {}, 'top', ctx);
    expect(ctx.issues).toEqual([
      { path: 'outer.inner', rule: 'type:object', message: 'expected object, got array' },
      { path: 'top', rule: 'type:object', message: 'expected object, got null' },
    ]);
  });

  it('uses the rule id and message of the leaf rule, and keeps normalized values', () => {
    const ctx = context();
    expect(read('  ', 'text', 'name', ctx)).toBeUndefined();
    expect(read('sepia', 'scheme', 'scheme', ctx)).toBeUndefined();
    expect(read('#ABC', 'hex-color', 'color', ctx)).toBe('#aabbcc');
    expect(ctx.issues.map((issue) => issue.rule)).toEqual(['required', 'enum']);
    expect(ctx.issues[1]?.message).toBe('expected light or dark');
  });

  it('keeps a __proto__ key of a string map as data', () => {
    const ctx = context();
    const map = stringMap(JSON.parse('{"__proto__":"x","a":"b","n":1}'), 'data', ctx) as Record<
      string,
      unknown
    >;
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(Object.keys(map)).toEqual(['__proto__', 'a']);
    expect(ctx.issues).toEqual([
      { path: 'data.n', rule: 'type:string', message: 'expected string, got number' },
    ]);
  });

  it('turns a throwing getter into an issue instead of a throw', () => {
    const hostile = Object.defineProperty({}, 'a', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const result = build((ctx) => read(hostile, { a: 'text' }, '', ctx));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error.issues).toEqual([expect.objectContaining({ rule: 'unreadable', path: '' })]);
  });

  it('succeeds only when no issue was recorded', () => {
    expect(build((ctx) => read({ a: 'x' }, { a: 'text!' }, '', ctx))).toEqual({
      ok: true,
      value: { a: 'x' },
    });
  });
});

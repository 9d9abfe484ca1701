import type { BuildResult, ValidationIssue } from './error';
import { ValidationError } from './error';
import { rules } from './rules';

// The one walker behind every builder. A spec says what a value must be:
// - a rule name from `rules` (`'email'`), with a trailing `!` when the field is required (`'email!'`);
// - an object of specs, read key by key (unknown keys are reported);
// - a Reader function for the few shapes a table cannot say (palettes, string maps).
// Problems are pushed, never thrown, so one run reports every issue.

export interface Context {
  issues: ValidationIssue[];
  /** Clock for the "not in the future" date rule. */
  now: () => Date;
}
export type Reader = (value: unknown, path: string, ctx: Context) => unknown;
export type Spec = string | Reader | { [key: string]: Spec };
type Plain = Record<string, unknown>;

/**
 * `a` + `b` → `a.b`; numeric keys become `a[3]`.
 *
 * @example
 * at('colors.brand', 3); // 'colors.brand[3]'
 */
export const at = (base: string, key: string | number): string =>
  typeof key === 'number' ? `${base}[${key}]` : base ? `${base}.${key}` : key;

/**
 * Records one problem; returns undefined so callers can `return fail(...)`.
 *
 * @example
 * return fail(ctx, 'baseHex', 'hex-color', 'expected #rgb or #rrggbb');
 */
export const fail = (ctx: Context, path: string, rule: string, message: string): undefined => {
  ctx.issues.push({ path, rule, message });
  return undefined;
};

/**
 * JSON type name of a value (`null` and `array` told apart from `object`).
 *
 * @example
 * typeOf([]); // 'array'
 */
export const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/**
 * True when `value` has the JSON type `type`; otherwise records a `type:<type>` issue.
 *
 * @example
 * if (!isType(value, 'array', path, ctx)) return undefined;
 */
export const isType = (value: unknown, type: string, path: string, ctx: Context): boolean => {
  if (typeOf(value) === type) return true;
  fail(ctx, path, `type:${type}`, `expected ${type}, got ${typeOf(value)}`);
  return false;
};

/**
 * Reads `value` against `spec`; returns the accepted (normalized) value or undefined.
 *
 * @example
 * read({ dob: '20230230' }, { dob: 'date!', email: 'email!' }, '', ctx); // {}, with issues for dob and email
 */
export const read = (value: unknown, spec: Spec, path: string, ctx: Context): unknown => {
  if (typeof spec === 'function') return spec(value, path, ctx);
  if (typeof spec === 'string') {
    const name = spec.replace('!', '');
    const [check, message, rule = name, type = 'string'] = rules[name]!;
    if (type && !isType(value, type, path, ctx)) return undefined;
    const accepted =
      check instanceof RegExp ? check.test(value as string) : check ? check(value as never, ctx) : true;
    return accepted === false ? fail(ctx, path, rule, message!) : accepted === true ? value : accepted;
  }
  if (!isType(value, 'object', path, ctx)) return undefined;
  const source = value as Plain;
  for (const key of Object.keys(source)) {
    if (!Object.hasOwn(spec, key)) fail(ctx, at(path, key), 'unknown-key', 'is not a known key');
  }
  const out: Plain = {};
  for (const [key, field] of Object.entries(spec)) {
    const item = source[key];
    const where = at(path, key);
    if (item !== undefined) {
      const accepted = read(item, field, where, ctx);
      if (accepted !== undefined) out[key] = accepted;
    } else if (typeof field === 'string' && field.endsWith('!')) fail(ctx, where, 'required', 'is required');
  }
  return out;
};

/**
 * A map of string keys to string values (`additionalData`). `__proto__` stays a plain key.
 *
 * @example
 * stringMap({ plan: 'gold', n: 1 }, 'additionalData', ctx); // { plan: 'gold' }, issue at additionalData.n
 */
export const stringMap: Reader = (value, path, ctx) =>
  isType(value, 'object', path, ctx)
    ? Object.fromEntries(
        Object.entries(value as Plain).filter(
          ([key, item]) => read(item, 'string', at(path, key), ctx) !== undefined,
        ),
      )
    : undefined;

/**
 * Runs a builder and turns its issues into a BuildResult. A throw while reading a hostile input (a getter,
 * a Proxy) becomes an `unreadable` issue instead of escaping: builders never throw.
 *
 * @example
 * const result = build((ctx) => read(input, { email: 'email!' }, '', ctx), { now: () => new Date() });
 */
export const build = <T>(run: (ctx: Context) => unknown, options?: { now?: () => Date }): BuildResult<T> => {
  // The clock is read lazily, inside the try below, so even a throwing `options` cannot escape.
  const ctx: Context = { issues: [], now: () => options?.now?.() ?? new Date() };
  let value: unknown;
  try {
    value = run(ctx);
  } catch {
    fail(ctx, '', 'unreadable', 'input could not be read');
  }
  return ctx.issues[0]
    ? { ok: false, error: new ValidationError(ctx.issues) }
    : { ok: true, value: value as T };
};

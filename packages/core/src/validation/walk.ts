import type { BuildResult, ValidationIssue } from './error';
import { ValidationError } from './error';
import { describeRule } from './rule-messages';

// The one walker behind every builder, made for a table of rules by `createRead` (the table is passed in,
// so the rules and the builders' own readers depend on this module and never the other way). A spec says what
// a value must be:
// - a rule code of the table (`'e'` = email), with a trailing `!` when the field is required (`'e!'`);
// - a field list in text form: `key:code` pairs separated by spaces and `key{ … }` for a nested object
//   (`'email:e! webhook{endpoint:u!}'`), parsed on use, so nothing runs when the module loads;
// - an object of specs (a parsed field list), read key by key, unknown keys reported.
// Problems are recorded, never thrown, so one run reports every issue.

export type Spec = string | { [key: string]: Spec };

/** Reads `value` against `spec`; returns the accepted (normalized) value or undefined. */
export type Read = (value: unknown, spec: Spec, path?: string) => unknown;

/** A rule for the shapes a tuple cannot say; gets the table's `read` for the values inside. */
export type Reader = (value: unknown, path: string, read: Read) => unknown;

/**
 * A leaf rule: the rule id reported on failure; a pattern the string must match, or a check returning
 * `true` (keep), a normalized replacement, or anything falsy (reject); and the JSON type the value must have
 * first (default `string`, `''` = any).
 */
export type Rule = [id?: string, check?: RegExp | ((value: never) => unknown), type?: string];

/** Rules by the one-letter code the specs use. */
export type RuleTable = Record<string, Rule | Reader>;
type Plain = Record<string, unknown>;

/** Issues of the running build, and its options (the clock). Set by `build`, which can nest. */
let issues: ValidationIssue[] = [];
let options: BuildOptions | undefined;

/** Options of the builders that check a date of birth. */
export interface BuildOptions {
  /** Clock for the "not in the future" rule; defaults to the current time. */
  now?: () => Date;
}

/** The clock of the running build. */
export const now = (): Date => options?.now?.() ?? new Date();

/**
 * `a` + `b` → `a.b` (`b` alone at the root).
 *
 * @example
 * at('colors', 'brand'); // 'colors.brand'
 */
export const at = (base: string, key: string): string => (base ? `${base}.${key}` : key);

/**
 * Records one problem; returns undefined so callers can `return fail(...)`.
 *
 * @example
 * return fail('baseHex', 'hex-color');
 */
export const fail = (path: string, rule: string): undefined =>
  void issues.push({ path, rule, message: describeRule(rule, path) });

/**
 * True when `value` has the JSON type `type` (`null` and `array` told apart from `object`); otherwise
 * records a `type:<type>` issue and returns undefined.
 *
 * @example
 * isType([], 'object', 'colors'); // undefined, issue colors type:object
 */
export const isType = (value: unknown, type: string, path: string): true | undefined =>
  (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value) === type ||
  fail(path, `type:${type}`);

/**
 * Parses a field list: a key given again keeps its first position and takes the new code, so a shared list
 * can be refined (`${customerSpec}email:e!`).
 *
 * @example
 * parse('email:e! webhook{endpoint:u!}'); // { email: 'e!', webhook: { endpoint: 'u!' } }
 */
export const parse = (source: string): { [key: string]: Spec } => {
  const stack: { [key: string]: Spec }[] = [{}];
  for (const [, key, code] of source.matchAll(/(\w+)(?::([^\s}]+)|{)|}/g)) {
    if (!key) stack.shift();
    else if (code) stack[0]![key] = code;
    else {
      const child = {};
      stack[0]![key] = child;
      stack.unshift(child);
    }
  }
  return stack[0]!;
};

/**
 * The walker for one table of rules.
 *
 * @example
 * const read = createRead(rules);
 * read({ dob: '20230230' }, 'dob:d! email:e!'); // {}, with issues for dob and email
 */
export const createRead = (rules: RuleTable): Read => {
  const read: Read = (value, spec, path = '') => {
    if (typeof spec === 'string') {
      if (spec[2]) return read(value, parse(spec), path);
      const rule = rules[spec[0]!]!;
      if (typeof rule === 'function') return rule(value, path, read);
      const [id, check, type = 'string'] = rule;
      if (!type || isType(value, type, path)) {
        const accepted =
          !check || (check instanceof RegExp ? check.test(value as string) : check(value as never));
        return accepted === true ? value : accepted || fail(path, id!);
      }
    } else if (isType(value, 'object', path)) {
      const out: Plain = {};
      for (const key of Object.keys(value as Plain)) {
        if (!Object.hasOwn(spec, key)) fail(at(path, key), 'unknown-key');
      }
      for (const [key, field] of Object.entries(spec)) {
        const item = (value as Plain)[key];
        const where = at(path, key);
        if (item === undefined) {
          if ((field as string)[1] === '!') fail(where, 'required');
        } else {
          const accepted = read(item, field, where);
          if (accepted !== undefined) out[key] = accepted;
        }
      }
      return out;
    }
  };
  return read;
};

/**
 * Runs a builder and turns its issues into a BuildResult. A throw while reading a hostile input (a getter,
 * a Proxy, a throwing clock) becomes an `unreadable` issue instead of escaping: builders never throw.
 *
 * @example
 * const result = build(() => createRead(rules)(input, 'email:e!'), { now: () => new Date() });
 */
export const build = <T>(run: () => unknown, buildOptions?: BuildOptions): BuildResult<T> => {
  const outer = [issues, options] as const;
  const list: ValidationIssue[] = [];
  issues = list;
  options = buildOptions;
  let value: unknown;
  try {
    value = run();
  } catch {
    fail('', 'unreadable');
  }
  [issues, options] = outer;
  return list[0] ? { ok: false, error: new ValidationError(list) } : { ok: true, value: value as T };
};

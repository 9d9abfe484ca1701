import type { BuildResult, ValidationIssue } from './error';
import { ValidationError } from './error';

// Small shared checks for the hand-written builders. They push issues and return the accepted value, or
// `undefined` when the value is rejected, so a builder keeps going and reports every problem at once.

export type Issues = ValidationIssue[];
export type Plain = Record<string, unknown>;
/** Reads one field: returns the value to send, or undefined (after pushing an issue) to drop it. */
export type Field = (value: unknown, path: string, issues: Issues) => unknown;

/** `a` + `b` → `a.b`; numeric keys become `a[3]`. */
export const at = (base: string, key: string | number): string =>
  typeof key === 'number' ? `${base}[${key}]` : base ? `${base}.${key}` : key;

export const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const fail = (issues: Issues, path: string, rule: string, message: string): undefined => {
  issues.push({ path, rule, message });
  return undefined;
};

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** Checks `typeof`; names the received type in the message. */
export const typed = <T>(value: unknown, type: string, path: string, issues: Issues): T | undefined =>
  typeOf(value) === type
    ? (value as T)
    : fail(issues, path, `type:${type}`, `expected ${type}, got ${typeOf(value)}`);

export const string: Field = (value, path, issues) => typed<string>(value, 'string', path, issues);
export const boolean: Field = (value, path, issues) => typed<boolean>(value, 'boolean', path, issues);

/** A string that must not be blank (required texts). */
export const filled: Field = (value, path, issues) => {
  const text = typed<string>(value, 'string', path, issues);
  return text?.trim()
    ? text
    : text === undefined
      ? undefined
      : fail(issues, path, 'required', 'must not be empty');
};

/** A string matching `pattern`, reported under `rule`. */
export const matching =
  (pattern: RegExp, rule: string, message: string): Field =>
  (value, path, issues) => {
    const text = typed<string>(value, 'string', path, issues);
    return text === undefined ? undefined : pattern.test(text) ? text : fail(issues, path, rule, message);
  };

/** One of a fixed list. */
export const oneOf =
  (values: readonly unknown[]): Field =>
  (value, path, issues) =>
    values.includes(value) ? value : fail(issues, path, 'enum', `expected one of ${values.join(', ')}`);

/**
 * Reads an object field by field: unknown keys, missing required keys and every field's own problems are all
 * reported. Returns a new object holding only the accepted fields (or undefined if `input` is no object).
 */
export const object = (
  input: unknown,
  path: string,
  issues: Issues,
  fields: Record<string, Field>,
  required: readonly string[] = [],
): Plain | undefined => {
  const source = typed<Plain>(input, 'object', path, issues);
  if (!source) return undefined;
  const out: Plain = {};
  for (const key of Object.keys(source)) {
    if (!Object.hasOwn(fields, key)) fail(issues, at(path, key), 'unknown-key', 'unknown key');
  }
  for (const [key, read] of Object.entries(fields)) {
    const value = source[key];
    if (value === undefined) {
      if (required.includes(key)) fail(issues, at(path, key), 'required', 'is required');
      continue;
    }
    const accepted = read(value, at(path, key), issues);
    if (accepted !== undefined) out[key] = accepted;
  }
  return out;
};

/** A map of string keys to string values (`additionalData`). */
export const stringMap: Field = (value, path, issues) => {
  const source = typed<Plain>(value, 'object', path, issues);
  if (!source) return undefined;
  // fromEntries defines own properties, so a `__proto__` key stays data.
  return Object.fromEntries(
    Object.entries(source).filter(([key, item]) => string(item, at(path, key), issues) !== undefined),
  );
};

/**
 * Runs a builder and turns its issues into a BuildResult. A throw while reading a hostile input (a getter,
 * a Proxy) becomes an issue instead of escaping: builders never throw.
 */
export const build = <T>(read: (issues: Issues) => unknown): BuildResult<T> => {
  const issues: Issues = [];
  let value: unknown;
  try {
    value = read(issues);
  } catch (cause) {
    fail(
      issues,
      '',
      'unreadable',
      `input could not be read${cause instanceof Error ? `: ${cause.message}` : ''}`,
    );
  }
  return issues.length ? { ok: false, error: new ValidationError(issues) } : { ok: true, value: value as T };
};

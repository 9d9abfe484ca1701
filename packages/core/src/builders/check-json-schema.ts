import { type DecodingName, decodings, type Rule, type RuleName, rules } from '../contract/rules';
import {
  type BuildResult,
  issueAt,
  ValidationError,
  type ValidationIssue,
} from '../contract/validation-error';

// The browser builders' checker: walks a JSON Schema generated from the zod contract (builders/generated/),
// applies the rules by name from contract/rules.ts, normalizes, and collects every issue. It understands
// exactly the keywords the generator emits and throws on any other, so a contract change it cannot follow
// fails the tests instead of being ignored in the browser.

/** The JSON Schema subset the generated files use. */
export interface JsonSchemaNode {
  readonly type?: string;
  readonly properties?: Readonly<Record<string, JsonSchemaNode>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: JsonSchemaNode | false;
  readonly propertyNames?: JsonSchemaNode;
  readonly items?: JsonSchemaNode;
  readonly 'x-rule'?: string;
  readonly 'x-decode'?: string;
}

/** Options of the builders that check a date of birth. */
export interface BuildOptions {
  /** Clock for the "not in the future" rule; defaults to the current time. */
  now?: () => Date;
}

const keywords = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'x-rule',
  'x-decode',
]);

/** A keyword, rule or decoding the checker does not implement: a bug in the contract, never in the input. */
export class UnsupportedSchemaError extends Error {
  override name = 'UnsupportedSchemaError';
}

const assertNodeSupported = (node: JsonSchemaNode, path: string): void => {
  const where = path || '(root)';
  for (const keyword of Object.keys(node)) {
    if (!keywords.has(keyword)) throw new UnsupportedSchemaError(`keyword "${keyword}" at ${where}`);
  }
  const { propertyNames, 'x-rule': rule, 'x-decode': decoding } = node;
  // Object keys are always strings: only that constraint on names is implemented.
  if (propertyNames && (Object.keys(propertyNames).length !== 1 || propertyNames.type !== 'string')) {
    throw new UnsupportedSchemaError(`propertyNames other than { type: 'string' } at ${where}`);
  }
  if (rule !== undefined && !Object.hasOwn(rules, rule)) throw new UnsupportedSchemaError(`rule "${rule}"`);
  if (decoding !== undefined && !Object.hasOwn(decodings, decoding)) {
    throw new UnsupportedSchemaError(`decoding "${decoding}"`);
  }
};

/**
 * Throws an `UnsupportedSchemaError` when any node of `schema` uses what the checker does not implement.
 *
 * @example
 * assertSupportedSchema(stylesJsonSchema); // passes; a `pattern` keyword anywhere would throw
 */
export const assertSupportedSchema = (schema: JsonSchemaNode, path = ''): void => {
  assertNodeSupported(schema, path);
  const children = Object.entries(schema.properties ?? {});
  for (const key of ['additionalProperties', 'propertyNames', 'items'] as const) {
    const child = schema[key];
    if (typeof child === 'object') children.push([`<${key}>`, child]);
  }
  for (const [key, child] of children) assertSupportedSchema(child, path ? `${path}.${key}` : key);
};

/** The JSON type of a value (`null` and `array` told apart from `object`; NaN and Infinity are no number). */
const jsonTypeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'non-finite number';
  return typeof value;
};

const join = (base: string, key: string | undefined) =>
  key === undefined ? base : base ? `${base}.${key}` : key;

/** Sets an own property, so a key named `__proto__` stays a plain key. */
const setOwn = (target: object, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

/** One run of the checker: its issues and its clock. Made per call; nothing is shared between calls. */
interface Run {
  readonly issues: ValidationIssue[];
  readonly now: () => Date;
}

const report = (run: Run, path: string, rule: string): undefined => {
  run.issues.push(issueAt(path, rule));
  return undefined;
};

/** Unknown keys first, then the fields in the schema's order, then the map entries of a record. */
const checkObject = (node: JsonSchemaNode, input: Record<string, unknown>, path: string, run: Run) => {
  const properties = node.properties ?? {};
  const out = {};
  if (node.additionalProperties === false) {
    for (const key of Object.keys(input)) {
      if (!Object.hasOwn(properties, key)) report(run, join(path, key), 'unknown-key');
    }
  }
  for (const [key, child] of Object.entries(properties)) {
    const item = Object.hasOwn(input, key) ? input[key] : undefined;
    if (item === undefined) {
      if (node.required?.includes(key)) report(run, join(path, key), 'required');
    } else {
      const accepted = checkNode(child, item, join(path, key), run);
      if (accepted !== undefined) setOwn(out, key, accepted);
    }
  }
  const entries = node.additionalProperties;
  if (typeof entries === 'object') {
    for (const [key, item] of Object.entries(input)) {
      if (!Object.hasOwn(properties, key)) setOwn(out, key, checkNode(entries, item, join(path, key), run));
    }
  }
  return out;
};

/**
 * The nodes already found supported: each node is checked on its first visit, not on every call (the style
 * previewer checks a draft per edit). The generated schemas are constant data that nothing modifies.
 */
const supportedNodes = new WeakSet<JsonSchemaNode>();

/** Checks `value` against `node`; returns the accepted, normalized value, or undefined after an issue. */
const checkNode = (node: JsonSchemaNode, value: unknown, path: string, run: Run): unknown => {
  if (!supportedNodes.has(node)) {
    assertNodeSupported(node, path);
    supportedNodes.add(node);
  }
  const decoding = node['x-decode'] === undefined ? undefined : decodings[node['x-decode'] as DecodingName];
  if (decoding && typeof value === 'string') {
    const decoded = decoding.decode(value);
    if (!decoded.ok) return report(run, path, decoding.id);
    value = decoded.value;
  }
  const rule: Rule | undefined = node['x-rule'] === undefined ? undefined : rules[node['x-rule'] as RuleName];
  if (rule?.before && !rule.check(value as never, run)) return report(run, join(path, rule.at), rule.id);
  if (node.type !== undefined && jsonTypeOf(value) !== node.type) {
    return report(run, path, `type:${node.type}`);
  }
  let out = value;
  if (node.type === 'object') out = checkObject(node, value as Record<string, unknown>, path, run);
  if (node.type === 'array' && node.items) {
    const items = node.items;
    out = Array.from(value as unknown[], (item, index) => checkNode(items, item, `${path}[${index}]`, run));
  }
  if (rule && !rule.before) {
    if (!rule.check(value as never, run)) return report(run, join(path, rule.at), rule.id);
    if (rule.normalize) out = rule.normalize(out as never);
  }
  return decoding ? decoding.encode(out) : out;
};

/**
 * Checks `input` against a generated JSON Schema: the normalized value, or a `ValidationError` listing every
 * issue. Never throws for any input (a throwing getter or clock is an `unreadable` issue); throws an
 * `UnsupportedSchemaError` only for a schema it cannot follow.
 *
 * @example
 * const result = checkJsonSchema<VxStyles>(stylesJsonSchema, { primaryShade: 12 });
 * // { ok: false, error: ValidationError [{ path: 'primaryShade', rule: 'range', … }] }
 */
export const checkJsonSchema = <T>(
  schema: JsonSchemaNode,
  input: unknown,
  options?: BuildOptions,
): BuildResult<T> => {
  const run: Run = { issues: [], now: options?.now ?? (() => new Date()) };
  let value: unknown;
  try {
    value = checkNode(schema, input, '', run);
  } catch (error) {
    if (error instanceof UnsupportedSchemaError) throw error;
    report(run, '', 'unreadable');
  }
  return run.issues.length > 0
    ? { ok: false, error: new ValidationError(run.issues) }
    : { ok: true, value: value as T };
};

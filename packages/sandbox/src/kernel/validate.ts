import type { Result } from '@veriframe/core';
import { validationIssuesOf } from '@veriframe/core/schemas';
import type { z } from 'zod';
import { type ErrorAudit, type FieldIssue, invalidRequest } from './service-error';

// The sandbox's one validator: every request body (core's wire schemas, the service readings in core, the
// sandbox's own admin schemas in `../schemas`) is parsed by zod here, and every broken rule comes back as
// `{ field, rule }` in the sandbox's words. Areas only map those issues to the error body of their section.

/** An area's own words for an issue of `field` with rule id `rule` (`required`, `type:string`, a core rule id). */
export type RuleTextOf = (field: string, rule: string) => string | undefined;

/** A broken rule as {@link checkBody} reports it: `{ field, rule }` and the rule's id, for areas that order issues. */
export type CheckedIssue = FieldIssue & { id: string };

/** The outcome of {@link checkBody}: the parsed value, or every broken rule. */
export type Checked<T> = Result<T, CheckedIssue[]>;

/** How a parse reports: area words, and `byList` to name a list for an item's issue, once per field. */
export interface CheckOptions {
  textOf?: RuleTextOf;
  /** `answers.q1[0]` → `answers.q1`, one issue per field (the gateway's reading of lists). */
  byList?: boolean;
}

const jsonTypes: Record<string, string> = { record: 'object', object: 'object', array: 'array' };

/** `['colors', 'brand', 3]` → `colors.brand[3]`. */
const formatPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((text, key) => {
    if (Number.isInteger(key)) return `${text}[${String(key)}]`;
    return text ? `${text}.${String(key)}` : String(key);
  }, '');

/** The rule id of an issue, as core's `validationIssuesOf` names it. */
function ruleIdOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type') {
    return issue.path.length > 0 && issue.input === undefined
      ? 'required'
      : `type:${jsonTypes[issue.expected] ?? issue.expected}`;
  }
  if (issue.code === 'custom') return String(issue.params?.rule ?? 'custom');
  return issue.code;
}

/**
 * The sandbox's words for zod's structural issues, as a per-parse error map: a rule a schema words itself
 * (a core rule, a regex with its message, an admin schema's `error`) keeps its own words.
 */
const sandboxWords: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'required';
      return `must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${jsonTypes[issue.expected] ?? issue.expected}`;
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1 ? 'required' : undefined;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    default:
      return undefined;
  }
};

/**
 * Parses `input` with `schema`: the value, or every broken rule as `{ field, rule }` (unknown keys of a strict
 * schema each named). `textOf` gives an area's own words for a rule id.
 *
 * @example
 * const checked = checkBody(createSessionServiceReadingSchema, body);
 * if (!checked.ok) throw refuse(400, 'Invalid input', checked.issues.map((i) => `${i.field}: ${i.rule}`).join('; '));
 */
export function checkBody<S extends z.ZodType>(
  schema: S,
  input: unknown,
  { textOf, byList = false }: CheckOptions = {},
): Checked<z.output<S>> {
  const parsed = schema.safeParse(input, { reportInput: true, error: sandboxWords });
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues: CheckedIssue[] = [];
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      // One issue per unknown key, in core's words.
      for (const known of validationIssuesOf({ issues: [issue] } as z.ZodError, input)) {
        issues.push({ field: known.path, rule: known.message, id: known.rule });
      }
      continue;
    }
    // A rule of the whole body (not an object, a cross-field rule without a path) is named `body`.
    const path = formatPath(issue.path) || 'body';
    const field = byList ? path.replace(/\[\d+\]$/, '') : path;
    if (byList && issues.some((known) => known.field === field)) continue;
    const id = ruleIdOf(issue);
    issues.push({ field, rule: textOf?.(field, id) ?? issue.message, id });
  }
  return { ok: false, error: issues };
}

/**
 * {@link checkBody} for the sandbox's own bodies: the value, or a thrown 400 `invalid_request` naming every
 * field and rule (audited when `audit` is given).
 *
 * @example
 * const { seconds } = parseBody(clockAdvanceSchema, body);
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  input: unknown,
  options: CheckOptions & { audit?: ErrorAudit } = {},
): z.output<S> {
  const checked = checkBody(schema, input, options);
  if (!checked.ok) throw invalidRequest(checked.error, options.audit);
  return checked.value;
}

/** `field: rule; field: rule`, the one-line form of issues (7.x `detail`s, `message`s). */
export const issuesText = (issues: readonly FieldIssue[]): string =>
  issues.map((i) => `${i.field}: ${i.rule}`).join('; ');

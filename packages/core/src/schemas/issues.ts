import type { z } from 'zod';
import {
  type BuildResult,
  issueAt,
  ValidationError,
  type ValidationIssue,
} from '../contract/validation-error';

// zod's issues in the builders' words: the same `{ path: 'colors.brand[3]', rule, message }` for the same
// input, so the proxy (which parses with zod) and the browser builders (which check the generated JSON
// Schemas) report a bad body alike. Rule ids come from the rules (`params.rule`); the structural ones are
// `required`, `unknown-key` and `type:<json type>`.

/** zod's name of an expected type → the JSON type the builders name. */
const jsonTypes: Record<string, string> = { record: 'object', object: 'object', array: 'array' };

/** `['colors', 'brand', 3]` → `colors.brand[3]`. */
const formatPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text ? `${text}.${String(key)}` : String(key);
  }, '');

/** The input's value at `path`, undefined when any step is missing. */
const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null && Object.hasOwn(value, key)
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    input,
  );

/**
 * The value an issue is about: the one zod reports (`reportInput: true`, which sees through decoded JSON
 * text), else the input's value at the issue's path.
 */
const issueValue = (issue: z.core.$ZodIssue, input: unknown): unknown =>
  'input' in issue ? issue.input : valueAt(input, issue.path);

/**
 * The issues of a failed parse of `input`, as the builders report them: one per unknown key, `required` for
 * a missing field (`null` is a type error), the rule id of every rule of the contract.
 *
 * @example
 * const parsed = createSessionRequestSchema.safeParse(body);
 * if (!parsed.success) return json(400, { issues: validationIssuesOf(parsed.error, body) });
 */
export const validationIssuesOf = (error: z.ZodError, input: unknown): ValidationIssue[] =>
  error.issues.flatMap((issue): ValidationIssue[] => {
    const path = formatPath(issue.path);
    switch (issue.code) {
      case 'unrecognized_keys':
        return issue.keys.map((key) => issueAt(formatPath([...issue.path, key]), 'unknown-key'));
      case 'invalid_type':
        return [
          // A missing field is `required`; a missing input is of the wrong type, as in the builders.
          issue.path.length > 0 && issueValue(issue, input) === undefined
            ? issueAt(path, 'required')
            : issueAt(path, `type:${jsonTypes[issue.expected] ?? issue.expected}`),
        ];
      case 'custom':
        return [issueAt(path, String(issue.params?.rule ?? 'custom'))];
      default:
        // The contract has no other check; a new one shows its zod code until it gets a rule.
        return [{ path, rule: issue.code, message: issue.message }];
    }
  });

/**
 * Parses `input` with a request schema of the contract, with the builders' result: the value to send, or a
 * `ValidationError` listing every issue.
 *
 * @example
 * const body = parseRequestBody(createSessionRequestSchema, await request.json());
 * if (!body.ok) return json(400, { issues: body.error.issues });
 */
export const parseRequestBody = <S extends z.ZodType>(
  schema: S,
  input: unknown,
): BuildResult<z.output<S>> => {
  const parsed = schema.safeParse(input, { reportInput: true });
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: new ValidationError(validationIssuesOf(parsed.error, input)) };
};

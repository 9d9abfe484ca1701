import { z } from 'zod';
import {
  type DecodingName,
  decodings,
  type Rule,
  type RuleContext,
  type RuleName,
  rules,
  systemClock,
} from '../contract/rules';

// How the zod contract applies the plain rules of `contract/rules.ts`: every rule becomes a zod check whose
// issue carries the rule id (`params.rule`, read back by `validationIssuesOf`) and a metadata keyword naming
// the rule (`x-rule`, `x-decode`), which `z.toJSONSchema` copies into the JSON Schemas of the browser builders.

const issueOf = (rule: { id: string; message: string; at?: string }, input: unknown) => ({
  code: 'custom' as const,
  message: rule.message,
  params: { rule: rule.id },
  input,
  path: rule.at === undefined ? [] : [rule.at],
});

/**
 * A leaf value (`base` is the JSON type: `z.string()`, `z.number()`, or `z.unknown()` for a rule that takes
 * any type) checked by rule `name` and normalized by it. The rule runs only when the type is right.
 *
 * @example
 * const hexColor = withRule(z.string(), 'hex-color'); // '#ABC' → '#aabbcc'; 'blue' → issue rule hex-color
 */
export const withRule = <T extends z.ZodType>(
  base: T,
  name: RuleName,
  context: RuleContext = systemClock,
) => {
  const rule: Rule = rules[name];
  return base
    .transform((value, ctx): z.output<T> => {
      if (!rule.check(value as never, context)) {
        ctx.addIssue(issueOf(rule, value));
        return z.NEVER;
      }
      return (rule.normalize ? rule.normalize(value as never) : value) as z.output<T>;
    })
    .meta({ 'x-rule': name });
};

/**
 * An object or array (`base`) with a rule over the whole value (`palette-ref`, `palette-length`), checked
 * even when some of its fields failed, so one run reports every problem.
 *
 * @example
 * const palette = withWholeRule(z.array(hexColor), 'palette-length');
 */
export const withWholeRule = <T extends z.ZodType>(base: T, name: RuleName) => {
  const rule: Rule = rules[name];
  const rightType = (value: unknown) =>
    typeof value === 'object' && value !== null && Array.isArray(value) === base instanceof z.ZodArray;
  return base
    .check(
      z.refine((value) => rule.check(value as never, systemClock), {
        message: rule.message,
        params: { rule: rule.id },
        path: rule.at === undefined ? [] : [rule.at],
        when: (payload) => rightType(payload.value),
      }),
    )
    .meta({ 'x-rule': name });
};

/**
 * A map (`z.record`) whose keys are checked on the input first (rule `plain-keys`): zod's records drop a
 * `__proto__` key silently, so it is refused by name instead; the map's entries are then not checked.
 *
 * @example
 * const additionalData = mapOf(z.string()); // { __proto__: 'x' } → issue additionalData.__proto__ reserved-key
 */
export const mapOf = <T extends z.ZodType>(value: T) => {
  const rule: Rule = rules['plain-keys'];
  return z
    .preprocess(
      (input: Record<string, z.input<T>>, ctx) => {
        if (!rule.check(input as never, systemClock)) ctx.addIssue(issueOf(rule, input));
        return input;
      },
      z.record(z.string(), value),
    )
    .meta({ 'x-rule': 'plain-keys' });
};

/**
 * A value that may arrive as text in decoding `name` (JSON text of `target`): text is decoded first, the
 * value checked by `target`, and sent encoded.
 *
 * @example
 * const additionalData = decoded(z.record(z.string(), z.string()), 'json'); // { a: 'b' } → '{"a":"b"}'
 */
export const decoded = <T extends z.ZodType>(target: T, name: DecodingName) => {
  const decoding = decodings[name];
  return z
    .preprocess((value: string | z.input<T>, ctx) => {
      if (typeof value !== 'string') return value;
      const result = decoding.decode(value);
      if (result.ok) return result.value;
      ctx.addIssue(issueOf(decoding, value));
      return z.NEVER;
    }, target)
    .transform((value) => decoding.encode(value))
    .meta({ 'x-decode': name });
};

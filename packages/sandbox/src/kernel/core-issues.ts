import type { ValidationIssue } from '@veriframe/core';
import type { FieldIssue } from './service-error';

/** The sandbox's words for core's structural rules (`validationIssuesOf`: `required`, `type:<json type>`). */
const ruleTexts: Record<string, string> = {
  required: 'required',
  too_small: 'required',
  'type:string': 'must be a string',
  'type:boolean': 'must be a boolean',
  'type:number': 'must be a number',
  'type:object': 'must be an object',
  'type:array': 'must be an array',
};

/**
 * Core's issues of a parse (`parseRequestBody`) as the sandbox's `{ field, rule }`, one per field: an item's
 * issue names its list (`answers.q1[0]` → `answers.q1`). `textOf` gives an area's own words for an issue;
 * otherwise the structural rules read as above and every other rule keeps core's message.
 *
 * @example
 * throw invalidRequest(fieldIssuesOf(parsed.error.issues, (field) => (field === 'answers' ? 'required object' : undefined)));
 */
export function fieldIssuesOf(
  issues: readonly ValidationIssue[],
  textOf: (field: string, rule: string) => string | undefined = () => undefined,
): FieldIssue[] {
  const byField = new Map<string, FieldIssue>();
  for (const issue of issues) {
    const field = issue.path.replace(/\[\d+\]$/, '');
    if (byField.has(field)) continue;
    byField.set(field, { field, rule: textOf(field, issue.rule) ?? ruleTexts[issue.rule] ?? issue.message });
  }
  return [...byField.values()];
}

import type { Result } from '../result';
import { describeRule } from './rules';

/** One problem found in an input: where (`colors.brand[3]`), which rule (`hex-color`) and why. */
export interface ValidationIssue {
  path: string;
  rule: string;
  message: string;
}

/**
 * Raised (returned, never thrown, by the builders) when an input breaks one or more rules. Lists every
 * problem, not only the first; its message names each path and rule.
 *
 * @example
 * const error = new ValidationError([{ path: 'dob', rule: 'date', message: 'fails rule date' }]);
 * error.message; // 'Invalid input: dob: fails rule date'
 */
export class ValidationError extends Error {
  override name = 'ValidationError';
  declare readonly issues: ValidationIssue[];

  constructor(issues: ValidationIssue[]) {
    super(`Invalid input: ${issues.map((i) => `${i.path || '(root)'}: ${i.message}`).join('; ')}`);
    this.issues = issues;
  }
}

/** Result of every builder: the ready-to-send value, or the error listing every problem. */
export type BuildResult<T> = Result<T, ValidationError>;

/**
 * The issue of rule `rule` at `path`, with the message saying what the rule wants.
 *
 * @example
 * issueAt('dob', 'date'); // { path: 'dob', rule: 'date', message: 'must be a real date as YYYYMMDD, …' }
 */
export const issueAt = (path: string, rule: string): ValidationIssue => ({
  path,
  rule,
  message: describeRule(rule, path),
});

import { z } from 'zod';
import type { ProblemIssue } from '../problems/codes';

// The proxy's own rule ids: its POLICY (what the browser may ask for), beyond the contract's rules, which
// core's rule ids name (`required`, `unknown-key`, `type:<json type>`, `email`, `https-url`...). Every issue
// of a 400 carries one id of the two vocabularies, never a zod code; the server README lists both.

/** Each policy rule id and what it wants (the default message of its issues). */
export const policyRules = {
  'min-age': 'must be at least the configured minimum age',
  'max-length': 'is too long',
  'max-items': 'has too many items',
  'server-chosen': 'is chosen by the server, never by the browser',
  'allowed-service': 'must be one of the services the proxy allows',
  'rule-set': 'must be one of the AgeMatch5_0_RuleSet_* ids',
  'rule-set-service': 'rule sets apply to AgeMatch5.0 and the quiz services only',
  'test-mode-only': 'test keys are accepted only when the proxy runs in test mode',
  'session-id': 'must be a session request_id: 1 to 128 letters, digits, _ or -',
  'idempotency-key': 'must be 1 to 255 visible ASCII characters (no spaces)',
} as const;

/** A rule id of the proxy's policy. */
export type PolicyRuleId = keyof typeof policyRules;

/**
 * A zod check of policy rule `rule`: its issue carries the id in `params.rule` (as core's rule checks do),
 * which `toIssues` reports.
 *
 * @example
 * z.string().check(policyCheck('max-length', (text) => text.length <= 20, 'must be at most 20 characters'));
 */
export const policyCheck = <T>(
  rule: PolicyRuleId,
  check: (value: T) => boolean,
  message: string = policyRules[rule],
) => z.refine<T>(check, { message, params: { rule } });

/** At most `max` characters (rule `max-length`). */
export const maxLength = (max: number) =>
  policyCheck<string>('max-length', (text) => text.length <= max, `must be at most ${max} characters`);

/**
 * The issue of policy rule `rule` at `path`, for a check that needs the configuration (thrown by a route).
 *
 * @example
 * throw new InvalidInput([policyIssue('target.test_key', 'test-mode-only')]);
 */
export const policyIssue = (path: string, rule: PolicyRuleId, message: string = policyRules[rule]) =>
  ({ path, rule, message }) satisfies ProblemIssue;

/**
 * Fields the server chooses, never the browser (the credentials, the webhook, the routing ids, the test
 * mode, the document token, and whose data it is: the identity's `email` and `reference`): sent by a
 * browser, such a key is `server-chosen` rather than `unknown-key`.
 */
const serverChosenPaths = new Set([
  'email',
  'reference',
  'webhook',
  'route_id',
  'settings_id',
  'brand_id',
  'journey_id',
  'settings.test_mode',
  'settings.block',
  'token',
  'user',
  'pass',
]);

/** An `unknown-key` issue of a server-chosen field (its path in the body) becomes `server-chosen`. */
export const asServerChosen = (issue: ProblemIssue): ProblemIssue =>
  issue.rule === 'unknown-key' && serverChosenPaths.has(issue.path)
    ? policyIssue(issue.path, 'server-chosen')
    : issue;

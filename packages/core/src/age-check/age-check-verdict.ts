import type { ProblemIssue } from '../problems/codes';
import { codeOf, type GatewayAnswer, type Quiz, quizOf } from './gateway-answer';

/**
 * The service's answer to an age check, typed by what an app does next (spec 3.1, 4.1):
 * - `pass`: PASS / ALL CHECKS PASSED.
 * - `no-match`: FAIL / NO MATCH: nobody found with these details.
 * - `fail`: another FAIL (POSSIBLE MINOR, AGE NOT VERIFIED, TARGET IS DECEASED, ...): `detail` says which.
 * - `review`: REVIEW (or PENDING without questions): `issues` lists the failed checks.
 * - `quiz`: PENDING with questions (`AgeMatch5.0.KBA`): hand over to the knowledge quiz.
 */
export type AgeCheckVerdict =
  | { kind: 'pass' | 'no-match' | 'fail' | 'review'; result: GatewayAnswer }
  | { kind: 'quiz'; result: GatewayAnswer; quiz: Quiz };

/**
 * The verdict of a gateway answer.
 *
 * @example
 * ageCheckVerdict({ result: { action: 'FAIL', detail: 'NO MATCH', issues: [] } }).kind; // 'no-match'
 */
export function ageCheckVerdict(result: GatewayAnswer): AgeCheckVerdict {
  const quiz = quizOf(result);
  if (quiz) return { kind: 'quiz', result, quiz };
  const { action, detail } = result.result;
  if (action === 'PASS') return { kind: 'pass', result };
  if (action === 'FAIL') return { kind: detail === 'NO MATCH' ? 'no-match' : 'fail', result };
  return { kind: 'review', result };
}

/**
 * A failed age check, typed by what helps:
 * - `invalid`: the proxy refused fields (400 `invalid_request`); `fields` holds each target field's words
 *   (`target.dob` → `dob`), `others` the issues of no target field.
 * - `rate-limited`: too many checks (429); `retryAfterSeconds` when the answer said (`Retry-After`).
 * - `timeout`: the service did not answer in time (504 `service_timeout`): nothing was checked.
 * - `unreachable`: the proxy could not be reached (status 0).
 * - `sign-in`: the proxy vouches for nobody (401 `unauthenticated`).
 * - `cancelled`: the person stopped waiting; nothing was decided.
 * - `other`: anything else; the error's own message is for the app.
 */
export type AgeCheckProblem =
  | { kind: 'invalid'; fields: Record<string, string>; others: ProblemIssue[] }
  | { kind: 'rate-limited'; retryAfterSeconds: number | undefined }
  | { kind: 'timeout' | 'unreachable' | 'sign-in' | 'cancelled' | 'other' };

const targetField = /^target\.([A-Za-z0-9_]+)$/;

/**
 * The typed view of an age check's error (a `ProxyError`, or anything with `code`, `status`, `issues`).
 *
 * @example
 * ageCheckProblemOf({ code: 'invalid_request', status: 400, issues: [{ path: 'target.dob', rule: 'date', message: 'not a date' }] });
 * // { kind: 'invalid', fields: { dob: 'not a date' }, others: [] }
 */
export function ageCheckProblemOf(error: unknown): AgeCheckProblem {
  const { status, issues, retryAfterSeconds } = (error ?? {}) as {
    status?: unknown;
    issues?: unknown;
    retryAfterSeconds?: unknown;
  };
  const code = codeOf(error);
  if (code === 'unauthenticated' || status === 401) return { kind: 'sign-in' };
  if (status === 429)
    return {
      kind: 'rate-limited',
      retryAfterSeconds: typeof retryAfterSeconds === 'number' ? retryAfterSeconds : undefined,
    };
  if (status === 504 || code === 'service_timeout') return { kind: 'timeout' };
  if (status === 0 || code === 'network_error') return { kind: 'unreachable' };
  const listed = Array.isArray(issues) ? (issues as ProblemIssue[]) : [];
  if (code !== 'invalid_request' || listed.length === 0) return { kind: 'other' };
  const fields: Record<string, string> = {};
  const others: ProblemIssue[] = [];
  for (const issue of listed) {
    const field = targetField.exec(issue.path)?.[1];
    if (field === undefined) others.push(issue);
    else fields[field] = fields[field] ? `${fields[field]}; ${issue.message}` : issue.message;
  }
  return { kind: 'invalid', fields, others };
}

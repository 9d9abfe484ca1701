import { z } from 'zod';
import type { ProblemIssue } from '../problems/codes';
import { validationIssuesOf } from '../schemas/index';
import { asServerChosen } from './policy-rules';

// How a refused input is worded: zod's issues (core's rules and the proxy's policy) become the proxy's `issues`, one
// path form (`styles.colors.brand[9]`, `(body)`) and one rule id each. Kept apart from the input shapes
// (`./inputs`) so the shapes read as the policy and this file as the one place issues are phrased.

/** An issue path under `prefix` (`target` + `fn` → `target.fn`), `(body)` for the body itself. */
function prefixed(prefix: string, path: string): string {
  if (!prefix) return path || '(body)';
  if (!path) return prefix;
  return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`;
}

/**
 * zod issues as the proxy's `issues`, in the builders' words (core's `validationIssuesOf`): a missing field is
 * `required`, a wrong type `type:<json type>`, each unknown key `unknown-key` on its own path (`server-chosen`
 * for a field only the server sets), a rule its id (core's or the proxy's policy, with the check's message).
 * `input` is the value parsed; paths are under `prefix` (`target.fn`), `(body)` for the body itself.
 *
 * @example
 * const parsed = schema.safeParse(body);
 * if (!parsed.success) return invalid(c, toIssues(parsed.error, body));
 */
export function toIssues(error: z.ZodError, input: unknown, prefix = ''): ProblemIssue[] {
  return error.issues.flatMap((zodIssue) =>
    validationIssuesOf(new z.ZodError([zodIssue]), input).map((issue) => {
      const ruled =
        zodIssue.code === 'custom' && typeof zodIssue.params?.rule === 'string'
          ? // A rule's own check words it best (the policy's `must be at least 21+`, the builder's message).
            { ...issue, message: zodIssue.message }
          : issue;
      return asServerChosen({ ...ruled, path: prefixed(prefix, ruled.path) });
    }),
  );
}

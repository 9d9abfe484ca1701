import { z } from 'zod';
import type { BuildResult } from '../builders/index';
import type { ProblemIssue } from '../problems/codes';
import { validationIssuesOf } from '../schemas/index';
import { asServerChosen } from './policy-rules';

// How a refused input is worded: zod's issues and core's builders' issues become the proxy's `issues`, one
// path form (`styles.colors.brand[9]`, `(body)`) and one rule id each. Kept apart from the input shapes
// (`./inputs`) so the shapes read as the policy and this file as the one place issues are phrased.

/** An issue path under `prefix` (`target` + `fn` → `target.fn`), `(body)` for the body itself. */
function prefixed(prefix: string, path: string): string {
  if (!prefix) return path || '(body)';
  if (!path) return prefix;
  return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`;
}

/** A zod path in the builders' form: `styles.colors.brand[9]`, `(body)` for the body itself. */
function issuePath(path: readonly PropertyKey[]): string {
  return prefixed(
    '',
    path.reduce<string>((text, key) => {
      if (typeof key === 'number') return `${text}[${key}]`;
      return text ? `${text}.${String(key)}` : String(key);
    }, ''),
  );
}

/**
 * Adds the issues of one of core's builders to a body zod has shaped: the builders' rules (email, dates,
 * styles, language, URLs, font families, result texts...) are the contract, written once in core; each broken
 * rule becomes an issue naming the builder's path and rule. It runs even when a field already failed its shape
 * or the proxy's policy, so one answer names every broken rule; a path zod already named is not named twice.
 *
 * @example
 * z.strictObject({ ... }).superRefine(...builderIssues((value) => buildCreateSessionBody(value)));
 */
export function builderIssues<In>(builder: (value: In) => BuildResult<unknown>) {
  const check = (value: In, ctx: z.RefinementCtx<In>) => {
    const built = builder(value);
    if (built.ok) return;
    const named = ctx.issues.map((issue) => issuePath(issue.path ?? []));
    for (const issue of built.error.issues) {
      const path = issue.path || '(body)';
      if (named.some((p) => p === path || path.startsWith(`${p}.`) || path.startsWith(`${p}[`))) continue;
      ctx.addIssue({
        code: 'custom',
        path: issue.path ? [issue.path] : [],
        message: issue.message,
        params: { rule: issue.rule },
        continue: true,
      });
    }
  };
  const when = (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value);
  return [check, { when }] as const;
}

/**
 * One builder run per body: `check` (a `superRefine`) builds the body and adds its issues, `value` (a
 * `transform`, reached only when every check passed) hands on what that same run built. The two share the
 * result by the parsed object, which zod passes from the refinement to the transform unchanged.
 *
 * @example
 * const once = builtOnce(build);
 * schema.superRefine(...once.check).transform(once.value);
 */
export function builtOnce<In extends object, Out>(builder: (value: In) => BuildResult<Out>) {
  const built = new WeakMap<In, BuildResult<Out>>();
  const remembered = (value: In) => {
    const result = builder(value);
    built.set(value, result);
    return result;
  };
  return {
    check: builderIssues(remembered),
    value: (value: In): Out => {
      const result = built.get(value) ?? remembered(value);
      if (!result.ok) throw result.error; // not reached: the check refused the body
      return result.value;
    },
  };
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

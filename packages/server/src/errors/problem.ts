import type { ProblemIssue, ProxyProblemCode, WebhookProblemCode } from '@veriframe/core';

export type { ProblemIssue, ProxyProblemCode, WebhookProblemCode };

/** The JSON error body of every proxy and receiver answer: a stable `code` to switch on, a human message. */
export interface Problem {
  code: ProxyProblemCode | WebhookProblemCode;
  message: string;
  status: number;
  issues?: ProblemIssue[];
}

/**
 * A JSON error response; `headers` carries e.g. Retry-After. `Cache-Control: no-store`, as every proxy answer:
 * no cache may keep an answer of the proxy (some carry tokens).
 */
export function problemResponse(problem: Problem, headers: Record<string, string> = {}): Response {
  return Response.json(problem, {
    status: problem.status,
    headers: { 'cache-control': 'no-store', ...headers },
  });
}

/**
 * A refusal thrown to the one error handler, which answers `problem` as it is (with `headers`, e.g.
 * `Retry-After`). Routes and receivers throw it instead of building the answer themselves.
 *
 * @example
 * throw new ProblemError({ code: 'payload_too_large', message: 'body: must be at most 1024 bytes', status: 413 });
 */
export class ProblemError extends Error {
  constructor(
    readonly problem: Problem,
    readonly headers: Record<string, string> = {},
  ) {
    super(problem.message);
    this.name = 'ProblemError';
  }
}

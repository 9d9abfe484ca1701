import type { ProblemIssue, ProxyProblemCode, WebhookProblemCode } from '@veriframe/core';

export type { ProblemIssue, ProxyProblemCode, WebhookProblemCode };

/** The JSON error body of every proxy and receiver answer: a stable `code` to switch on, a human message. */
export interface Problem {
  code: ProxyProblemCode | WebhookProblemCode;
  message: string;
  status: number;
  issues?: ProblemIssue[];
}

/** A JSON error response; `headers` carries e.g. Retry-After. */
export function problemResponse(problem: Problem, headers: Record<string, string> = {}): Response {
  return Response.json(problem, { status: problem.status, headers });
}

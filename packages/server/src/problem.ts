/** One field-level problem of a request: where, which rule, in words. */
export interface ProblemIssue {
  path: string;
  rule: string;
  message: string;
}

/** The JSON error body of every proxy and receiver answer: a stable `code` to switch on, a human message. */
export interface Problem {
  code: string;
  message: string;
  status: number;
  issues?: ProblemIssue[];
}

/** A JSON error response; `headers` carries e.g. Retry-After. */
export function problemResponse(problem: Problem, headers: Record<string, string> = {}): Response {
  return Response.json(problem, { status: problem.status, headers });
}

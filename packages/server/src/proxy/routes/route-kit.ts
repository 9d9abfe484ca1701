import type { Result } from '@veriframe/core';
import { toIssues } from '@veriframe/core/routes';
import type { Context } from 'hono';
import type { z } from 'zod';
import { type Problem, ProblemError, type ProblemIssue, problemResponse } from '../../errors/problem';
import { problemForServiceError } from '../../errors/problem-for-error';
import type { Env } from '../proxy-types';
import { NotOwnedError } from './ownership';
import { PresentationError } from './presentation';

/** The outcome of reading or validating input: the value, or the error answer to send. */
export type ParseResult<T> = Result<T, Response>;

const jsonType = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

/** Every answer of the proxy: some carry tokens and links, which no cache may keep. */
export const noStore = { 'cache-control': 'no-store' } as const;

/** An error answer; the code is remembered for the request event. */
export const fail = (c: Context<Env>, problem: Problem, headers: Record<string, string> = {}) => {
  c.set('problemCode', problem.code);
  return problemResponse(problem, headers);
};
/** 404 `not_found` naming the method and path. */
export const notFound = (c: Context<Env>) =>
  fail(c, { code: 'not_found', message: `no route for ${c.req.method} ${c.req.path}`, status: 404 });
/** 400 `invalid_request` listing each field and rule. */
export const invalid = (c: Context<Env>, issues: ProblemIssue[]) =>
  fail(c, {
    code: 'invalid_request',
    message: issues.map((i) => `${i.path}: ${i.message}`).join('; '),
    status: 400,
    issues,
  });
/**
 * Input a route refuses after its schema passed (a rule that needs the configuration, such as the gateway's
 * allowed services): thrown by the route, answered 400 `invalid_request` by {@link answerError}.
 */
export class InvalidInput extends Error {
  constructor(readonly issues: ProblemIssue[]) {
    super(issues.map((i) => `${i.path}: ${i.message}`).join('; '));
    this.name = 'InvalidInput';
  }
}

/**
 * The proxy's one error handler: a thrown `ProblemError` (a webhook receiver's refusal) is answered as it
 * is; a refused input is a 400 naming each field; a `presentation` option that
 * chose a value core's builders refuse a 500 naming the option and field; a failed call to the service
 * (or a store that is down, such as the Redis rate limit) its typed browser-safe answer; anything else a
 * generic 500.
 */
export const answerError = (error: unknown, c: Context<Env>) => {
  if (error instanceof ProblemError) return fail(c, error.problem, error.headers);
  if (error instanceof InvalidInput) return invalid(c, error.issues);
  // Another person's id answers exactly as an unknown one (the service's own 404 is mapped the same way).
  if (error instanceof NotOwnedError)
    return fail(c, { code: 'not_found', message: 'not found', status: 404 });
  if (error instanceof PresentationError)
    return fail(c, { code: 'internal_error', message: error.message, status: 500 });
  const { problem, headers, detail } = problemForServiceError(error);
  if (detail !== undefined) c.set('problemDetail', detail);
  return fail(c, problem, headers);
};

/** Reads and validates a JSON body: 400 empty/malformed, 415 not JSON, 400 naming each invalid field. */
export async function readJson<T>(
  c: Context<Env>,
  schema: z.ZodType<T>,
  allowEmpty = false,
): Promise<ParseResult<T>> {
  // A declared empty body needs no read (on Node, reading wires stream listeners for nothing).
  const raw = c.req.header('content-length') === '0' ? '' : await c.req.text();
  if (raw.trim() === '') {
    if (allowEmpty) return parse(c, schema, {});
    return {
      ok: false,
      error: invalid(c, [{ path: '(body)', rule: 'required', message: 'a JSON body is required' }]),
    };
  }
  if (!jsonType.test(c.req.header('content-type') ?? '')) {
    return {
      ok: false,
      error: fail(c, {
        code: 'unsupported_media_type',
        message: 'Content-Type: must be application/json',
        status: 415,
      }),
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {
      ok: false,
      error: fail(c, { code: 'invalid_json', message: 'body: must be valid JSON', status: 400 }),
    };
  }
  return parse(c, schema, value);
}

/** Validates a value against a route's input schema; issues are prefixed (e.g. `target.fn`). */
export function parse<T>(c: Context<Env>, schema: z.ZodType<T>, value: unknown, prefix = ''): ParseResult<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: invalid(c, toIssues(parsed.error, value, prefix)) };
}

/** Validates a part of an input that only the route can choose a schema for; throws {@link InvalidInput}. */
export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, prefix: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new InvalidInput(toIssues(parsed.error, value, prefix));
  return parsed.data;
}

/** Shapes a service answer through its output allowlist; a mismatch is the service's fault (502). */
export function answer<T>(c: Context<Env>, schema: z.ZodType<T>, value: unknown): Response {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    return fail(c, {
      code: 'invalid_service_response',
      message: 'the verification service sent an unexpected answer',
      status: 502,
    });
  }
  return c.json(parsed.data as object);
}

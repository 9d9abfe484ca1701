import { gatewayRequestSchema, quizContinueRequestSchema } from '@veriframe/core/schemas';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { SandboxArea } from '../kernel/area';
import type { SandboxContext } from '../kernel/context';
import { isRecord, readJsonBody, withoutNulls } from '../kernel/http';
import { type FieldIssue, invalidRequest, sandboxError } from '../kernel/service-error';
import { checkBody, parseBody } from '../kernel/validate';
import { internationalCountries } from '../test-data';
import { gradeQuiz, quizPassThreshold, quizTokenLifetimeMs } from './gateway/quiz';
import {
  type GatewayState,
  isKnownService,
  issueVpin,
  isValidTestKey,
  runService,
  targetIssues,
} from './gateway/services';
import { buildMeta, ConfirmationCounter, recordTransaction, transactionAudit } from './gateway/transaction';

const supportedServices =
  'AgeMatch5.0, AgeMatch5.0.DMV, AgeMatch5.0.KBA, IDMatchPLUS5.0.MULTI, ' +
  `AgeMatch5.0.<Country> (${internationalCountries.join(', ')})`;

/** Reads the JSON object body, or refuses it with the 400 that says why it is not one. */
async function readObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJsonBody(c);
  if (!body.ok) {
    throw body.error === 'empty'
      ? sandboxError(400, 'invalid_request', 'body: required, a JSON object')
      : sandboxError(400, 'invalid_json', 'body: malformed JSON');
  }
  if (!isRecord(body.value)) throw sandboxError(400, 'invalid_request', 'body: must be a JSON object');
  return body.value;
}

/** The gateway's own state, kept across calls and cleared by a sandbox reset. */
interface Gateway {
  ctx: SandboxContext;
  state: GatewayState;
  confirmations: ConfirmationCounter;
}

/**
 * Area A, the gateway (4.1, 4.2, 3.1, 7.5): `POST /process/comprehensive/gateway`, `POST /process/continue`
 * and `POST /process/status`. Business outcomes are 200s with `result.action`; client mistakes are 400/401
 * JSON `{ error, message, issues? }` (documented in the README).
 */
export function gatewayRoutes(ctx: SandboxContext): Hono {
  const api = new Hono();
  const gateway: Gateway = {
    ctx,
    confirmations: new ConfirmationCounter(),
    state: { quizzes: new Map(), finals: new Map(), verifiedDocuments: new Set() },
  };
  ctx.onReset(() => {
    gateway.confirmations.reset();
    gateway.state.quizzes.clear();
    gateway.state.finals.clear();
    gateway.state.verifiedDocuments.clear();
  });
  api.post('/process/comprehensive/gateway', (c) => runGatewayQuery(gateway, c));
  api.post('/process/continue', (c) => continueQuiz(gateway, c));
  // Shape not shown in the spec: `{ token }` (the final template token) answers the stored final result.
  api.post('/process/status', async (c) => {
    const body = await readObject(c);
    const { token } = parseBody(statusBody, trimmedText(body), { byList: true });
    const final = gateway.state.finals.get(token);
    if (!final) throw sandboxError(404, 'status_token_not_found', 'token: no final result with this token');
    return c.json(final);
  });
  return api;
}

/** A gateway call read and checked: who sent it, the service it asks for, and the issues found. */
interface GatewayCall {
  user: string;
  service: string | undefined;
  rules: string | undefined;
  reference: string;
  target: Record<string, unknown>;
  issues: FieldIssue[];
}

/**
 * Reads a 4.1 body by core's schema: user and pass first (a 400 naming them, then the 401), then the service
 * (one the sandbox knows) and its target. Throws for the credentials; returns the other issues.
 */
function readGatewayCall(ctx: SandboxContext, body: Record<string, unknown>): GatewayCall {
  const input = trimmedText(body);
  const checked = checkBody(gatewayBody, input, { textOf: targetText, byList: true });
  const all = checked.ok ? [] : checked.error;
  const credentialIssues = all.filter((i) => i.field === 'user' || i.field === 'pass');
  if (credentialIssues.length > 0) throw invalidRequest(credentialIssues);
  /** A top-level text field that passed core's schema. */
  const valid = (key: string) =>
    typeof input[key] === 'string' && !all.some((i) => i.field === key) ? (input[key] as string) : undefined;
  const user = valid('user')!;
  const pass = valid('pass')!;
  if (user !== ctx.credentials.user || pass !== ctx.credentials.pass) {
    throw sandboxError(401, 'unauthorized', 'user/pass: incorrect API username or password');
  }
  const service = valid('service');
  const issues: FieldIssue[] = all.filter((i) => i.field !== 'target');
  if (service && !isKnownService(service)) {
    issues.push({
      field: 'service',
      rule: `unknown service "${service}"; supported: ${supportedServices}`,
    });
  }
  issues.push(...all.filter((i) => i.field === 'target'));
  const target = isRecord(body.target) ? body.target : {};
  if (issues.length > 0 && service && isKnownService(service) && isRecord(body.target)) {
    issues.push(...targetIssues(service, target));
  }
  return { user, service, rules: valid('rules'), reference: valid('reference') ?? '', target, issues };
}

/** `POST /process/comprehensive/gateway` (4.1): runs the service, or refuses the call with its issues (audited). */
async function runGatewayQuery({ ctx, state, confirmations }: Gateway, c: Context): Promise<Response> {
  const { user, service, rules, reference, target, issues } = readGatewayCall(ctx, await readObject(c));
  const outcome =
    issues.length === 0
      ? runService({ ctx, state, service: service!, reference, user, rules, target })
      : { ok: false as const, error: issues };
  if (!outcome.ok) {
    const audit = transactionAudit({
      service: service ?? '',
      reference,
      user,
      test: isValidTestKey(target.test_key),
      verdict: {
        action: 'ERROR',
        detail: outcome.error.map((i) => `${i.field}: ${i.rule}`).join('; '),
        issues: [],
      },
      inputs: target,
      error: true,
    });
    throw invalidRequest(outcome.error, audit);
  }
  const decision = outcome.value;
  const number = confirmations.next();
  const meta = buildMeta({
    // The DMV sample shows the confirmation as a string (2.1).
    confirmation: service === 'AgeMatch5.0.DMV' ? String(number) : number,
    reference,
    service: service!,
    user,
    nowMs: ctx.clock.now(),
  });
  const { action, detail, issues: resultIssues } = decision.verdict;
  issueVpin(ctx, decision.vpin);
  recordTransaction(ctx, c, {
    service: service!,
    reference,
    user,
    test: decision.test,
    verdict: decision.verdict,
    inputs: decision.inputs,
  });
  return c.json({
    meta,
    result: { action, detail, issues: resultIssues },
    ...(decision.vpin ? { output: { vpin: { vpin: decision.vpin, monitored: true } } } : {}),
    ...decision.extra,
  });
}

/** `POST /process/continue` (4.1 step 2): grades a quiz's answers once, within its token's lifetime. */
async function continueQuiz({ ctx, state, confirmations }: Gateway, c: Context): Promise<Response> {
  const body = await readObject(c);
  const { token, answers } = parseBody(quizContinueRequestSchema, withoutNulls(body), {
    textOf: answersText,
    byList: true,
  });
  const quiz = state.quizzes.get(token.trim());
  if (!quiz) throw sandboxError(404, 'quiz_token_not_found', 'token: no quiz was issued with this token');
  if (quiz.answeredAt !== undefined) {
    throw sandboxError(
      409,
      'quiz_token_used',
      'token: this quiz was already answered; tokens are single use',
    );
  }
  const now = ctx.clock.now();
  if (now - quiz.issuedAt > quizTokenLifetimeMs) {
    throw sandboxError(
      410,
      'quiz_token_expired',
      `token: expired ${quizTokenLifetimeMs / 1000} seconds after the quiz was issued; send a new query`,
    );
  }
  quiz.answeredAt = now;
  const correct = gradeQuiz(quiz, answers);
  const passed = correct >= quizPassThreshold;
  const result = passed
    ? { action: 'PASS' as const, detail: 'ALL CHECKS PASSED', issues: [] as string[] }
    : {
        action: 'REVIEW' as const,
        detail: 'TRANSACTION REQUIRES FURTHER ATTENTION',
        issues: ['QUESTION CHECK FAILED'],
      };
  const vpin = passed ? quiz.person.vpin : undefined;
  issueVpin(ctx, vpin);
  const finalToken = `fn_${ctx.random.hex(16)}`;
  const meta = { reference: quiz.reference, service: quiz.service, user: quiz.user, nowMs: now };
  const response = {
    meta: buildMeta({ confirmation: confirmations.next(), ...meta }),
    result,
    output: {
      answers: { asked: quiz.questions.length, correct },
      ...(vpin ? { vpin: { vpin, monitored: true } } : {}),
    },
    final: { template: { token: finalToken }, url: '/process/status' },
  };
  state.finals.set(finalToken, response);
  recordTransaction(ctx, c, {
    service: quiz.service,
    reference: quiz.reference,
    user: quiz.user,
    test: quiz.test,
    verdict: result,
    inputs: { quiz_token: quiz.token, asked: quiz.questions.length, correct },
  });
  return c.json(response);
}

/**
 * The gateway body (4.1) as the sandbox reads it: core's, with `target` any object (each service reads its own
 * target, `gateway/parse.ts`) and `null` or `""` absent.
 */
const gatewayBody = gatewayRequestSchema.extend({ target: z.record(z.string(), z.unknown()) });

/** `/process/status` (its shape is not shown in the spec): the final template token. */
const statusBody = z.looseObject({ token: z.string().min(1) });

/** The top-level text fields trimmed; `null` and `""` absent (the target is read by its service). */
function trimmedText(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).flatMap(([key, value]): [string, unknown][] => {
      const read = typeof value === 'string' ? value.trim() : value;
      return read === null || read === '' ? [] : [[key, read]];
    }),
  );
}

function targetText(field: string): string | undefined {
  return field === 'target' ? 'required object' : undefined;
}

/** `answers` (4.1 step 2): an object, one array of answer texts (strings) per question id. */
function answersText(field: string): string | undefined {
  if (field === 'answers') return 'required object: one array of answer texts per question id';
  return field.startsWith('answers.') ? 'must be an array of answer texts (strings)' : undefined;
}

/** The gateway area: its routes on the API origin. */
export const gatewayArea: SandboxArea = (ctx) => ({ api: gatewayRoutes(ctx) });

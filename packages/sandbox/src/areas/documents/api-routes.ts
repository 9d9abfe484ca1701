import {
  ageSchema,
  type DocumentError,
  type DocumentTokenResponse,
  documentTokenRequestSchema,
  type LinkGenerateError,
  type LinkGenerateResponse,
  linkGenerateRequestSchema,
  parseRequestBody,
  userStatusRequestSchema,
  yyyymmddSchema,
} from '@veriframe/core/schemas';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../../kernel/context';
import { fieldIssuesOf } from '../../kernel/core-issues';
import { isRecord, readJsonBody, withoutNulls } from '../../kernel/http';
import { outboxOf } from '../../kernel/outbox';
import { type ErrorAudit, recordCall, ServiceError } from '../../kernel/service-error';
import { resultMessagesIssue } from '../hosted/result-messages';
import type { DocTokenStore } from './tokens';
import { type DocUserStore, notFoundBody, statusBody } from './users';

/** Rule sets a token may name (the spec leaves the values unshown; these are the sandbox's). */
export const ruleSets = ['none', 'name', 'dob', 'name_dob', 'name_dob_address'] as const;

/**
 * token/create (4.7) as the sandbox reads it: core's body, plus the sandbox's `age`, `rules` and `store_on`
 * (sent to exercise the 7.4 errors that name them), each with the default the service applies.
 */
const tokenCreateBody = documentTokenRequestSchema.extend({
  age: ageSchema.default('21+'),
  rules: z.enum(ruleSets).default('name_dob'),
  store_on: z.enum(['PASS', 'FAIL', 'ALL']).default('ALL'),
});

/** 7.4's messages for the fields token/create names in its errors. */
const tokenCreateTexts: Record<string, string> = {
  age: 'Invalid age: must conform to the form 21+',
  rules: `Invalid rule set: must be one of ${ruleSets.join(', ')}`,
  store_on: 'Invalid store_on value: must be PASS, FAIL or ALL',
};

/** Links from link/generate: the capture parameters behind `/capture?link=<id>`. */
export type StoredLinks = Map<string, Record<string, unknown>>;

/** The audit record of a document call (2.5): flagged `error` when refused, else `test` in testing mode. */
function audit(
  ctx: SandboxContext,
  service: string,
  action: string,
  detail: string,
  inputs = {},
): ErrorAudit {
  const flags = action === 'ERROR' ? ['error'] : ctx.settings.testing_mode ? ['test'] : [];
  return { service, user: ctx.credentials.user, flags, action, detail, inputs };
}

/**
 * link/generate (4.7) as the service reads it: core's body (its fields and types, `options.send_email`, the
 * non-blank token) with the service's tolerant reading: unknown keys ignored, the fields 4.7 gives no format
 * take any text, `additionalData` is JSON text of an object, `resultMessages` is read by the sandbox's reader.
 */
const linkGenerateBody = z.looseObject({
  ...linkGenerateRequestSchema.shape,
  options: z.looseObject({ send_email: z.boolean() }),
  token: z.string().min(1),
  phone: z.string().optional(),
  email: z.string().optional(),
  language: z.string().optional(),
  country: z.string().optional(),
  dob: yyyymmddSchema.optional(),
  additionalData: z.string().refine(isJsonObjectText).optional(),
  resultMessages: z.unknown().optional(),
});

/** The booleans of link/generate: unlike its text fields, a `null` one is refused. */
const linkBooleans = ['email_fallback', 'bypassDesktopIntro', 'qr'];

/** The body as read: `null` text fields absent, an empty `dob` or `additionalData` absent. */
function linkGenerateInput(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).filter(([key, value]) => {
      if (value === null) return linkBooleans.includes(key);
      return !(value === '' && (key === 'dob' || key === 'additionalData'));
    }),
  );
}

function isJsonObjectText(text: string): boolean {
  try {
    return isRecord(JSON.parse(text));
  } catch {
    return false;
  }
}

/** 7.4's words for link/generate's rules. */
function linkGenerateText(field: string, rule: string): string | undefined {
  if (field === 'token') return 'required';
  if (field === 'options') return 'required, must be an object';
  if (field === 'options.send_email') return 'required, must be a boolean';
  if (field === 'dob' && rule !== 'type:string') return 'must be a date as YYYYMMDD';
  if (field === 'additionalData') return 'must be a string holding a JSON object';
  return undefined;
}

/** Reads a JSON object body, or null when malformed or not an object. */
async function objectBody(c: Context): Promise<Record<string, unknown> | null> {
  const body = await readJsonBody(c);
  return body.ok && isRecord(body.value) ? body.value : null;
}

/** token/create, user/status and link/generate (4.7, 7.4). */
export function documentApiRoutes(
  ctx: SandboxContext,
  tokens: DocTokenStore,
  users: DocUserStore,
  links: StoredLinks,
): Hono {
  const api = new Hono();
  api.post('/backend/token/create', async (c) => {
    const body = await objectBody(c);
    // 7.4: `{ result: 'Error', message }`, with the empty token of token/create.
    const error = (status: 400 | 401, message: string) =>
      new ServiceError(status, { result: 'Error', message, token: '' } satisfies DocumentError, {
        audit: audit(ctx, 'DCAMS.token.create', 'ERROR', message),
      });
    if (!body) throw error(400, 'Bad JSON format: the body must be a JSON object');
    const input = withoutNulls(body);
    const parsed = parseRequestBody(tokenCreateBody, input);
    const issues = parsed.ok ? [] : parsed.error.issues;
    const missing = issues.find((issue) => issue.path === 'user' || issue.path === 'pass');
    if (missing) throw error(400, `Missing required input: ${missing.path}`);
    if (input.user !== ctx.credentials.user || input.pass !== ctx.credentials.pass) {
      throw error(401, 'Username or password incorrect');
    }
    if (!parsed.ok) {
      // The sandbox's own fields first, in the order the service checks them; then any other field.
      const first = ['age', 'rules', 'store_on'].flatMap((path) => issues.filter((i) => i.path === path))[0];
      const issue = first ?? issues[0]!;
      throw error(400, tokenCreateTexts[issue.path] ?? `${issue.path}: must be a string`);
    }
    const { age, rules, store_on: storeOn } = parsed.value;
    const token = tokens.issue({ age, rules, storeOn });
    recordCall(ctx, c, audit(ctx, 'DCAMS.token.create', 'PASS', 'token created'));
    return c.json({
      result: 'Success',
      message: 'Token created',
      token,
      age,
      rules,
      store_on: storeOn,
      company_name_for_email: 'Sandbox Company',
      email_logo_link: `${ctx.frontendOrigin}/capture/assets/logo.svg`,
      email_logo_height: '40',
      email_logo_width: '160',
      dcams_manual_rules: ctx.settings.manual_review ? 'enabled' : 'disabled',
    } satisfies DocumentTokenResponse);
  });

  api.post('/backend/user/status', async (c) => {
    const body = await objectBody(c);
    const error = (status: 400 | 401, message: string) =>
      new ServiceError(status, { result: 'Error', message } satisfies DocumentError, {
        audit: audit(ctx, 'DCAMS.user.status', 'ERROR', message),
      });
    if (!body) throw error(400, 'Bad JSON format: the body must be a JSON object');
    const parsed = parseRequestBody(userStatusRequestSchema, body);
    const missing = parsed.ok ? undefined : parsed.error.issues[0];
    if (missing) throw error(400, `Missing required input: ${missing.path}`);
    if (body.user !== ctx.credentials.user || body.pass !== ctx.credentials.pass) {
      throw error(401, 'Username or password incorrect');
    }
    const user = users.get(body.email as string);
    recordCall(
      ctx,
      c,
      audit(ctx, 'DCAMS.user.status', user ? user.status : 'NOT FOUND', 'user status', {
        email: body.email,
      }),
    );
    return user ? c.json(statusBody(user, ctx.clock.now())) : c.json(notFoundBody(), 404);
  });

  api.post('/backend/link/generate', async (c) => {
    const body = await objectBody(c);
    // 7.4: link/generate answers its own shape, `action: 'ERROR'` with the error message and description.
    const error = (status: 400 | 401, message: string, description: string) =>
      new ServiceError(
        status,
        {
          action: 'ERROR',
          detail: message,
          link: '',
          email_sent: false,
          error_message: message,
          error_description: description,
        } satisfies LinkGenerateError,
        { audit: audit(ctx, 'DCAMS.link.generate', 'ERROR', description) },
      );
    if (!body) throw error(400, 'Bad JSON format', 'body: must be a JSON object');
    const input = linkGenerateInput(body);
    const parsed = parseRequestBody(linkGenerateBody, input);
    const issues = parsed.ok ? [] : fieldIssuesOf(parsed.error.issues, linkGenerateText);
    // 7.4's order: what is missing, then the token, then any other broken rule.
    const missing = ['token', 'options', 'options.send_email'].flatMap((f) =>
      issues.filter((i) => i.field === f),
    )[0];
    if (missing) throw error(400, 'Missing required input', `${missing.field}: ${missing.rule}`);
    if (!tokens.verify(body.token as string)) {
      throw error(401, 'Invalid token', 'token: unknown or expired; create a new one');
    }
    const invalid = issues[0];
    if (invalid) throw error(400, 'Invalid input', `${invalid.field}: ${invalid.rule}`);
    const messagesIssue = resultMessagesIssue(body.resultMessages);
    if (messagesIssue) throw error(400, 'Invalid input', messagesIssue);
    const options = body.options as { send_email: boolean };
    if (options.send_email && !body.email) {
      throw error(400, 'Missing required input', 'email: required when options.send_email is true');
    }
    const id = ctx.random.base64url(18);
    const { options: _options, ...params } = body;
    links.set(id, params);
    const emailSent = options.send_email;
    const link = `${ctx.frontendOrigin}/capture?link=${id}`;
    // "Sent" means recorded in the outbox (`GET /__sandbox/outbox`): nothing leaves the machine.
    if (emailSent) {
      outboxOf(ctx).send({
        kind: 'link.generate',
        to: String(body.email),
        subject: 'Verify your identity',
        text: 'Open this secure link on your phone to scan your ID document.',
        link,
      });
    }
    recordCall(
      ctx,
      c,
      audit(ctx, 'DCAMS.link.generate', 'PASS', 'link generated', {
        email: body.email,
        email_sent: emailSent,
      }),
    );
    return c.json({
      action: 'PASS',
      detail: emailSent ? 'Link generated and emailed to the user' : 'Link generated',
      link,
      email_sent: emailSent,
      error_message: '',
      error_description: '',
    } satisfies LinkGenerateResponse);
  });
  return api;
}

import {
  ageSchema,
  type DocumentTokenResponse,
  documentTokenRequestSchema,
  type LinkGenerateResponse,
  linkGenerateServiceReadingSchema,
  userStatusRequestSchema,
} from '@veriframe/core/schemas';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../../kernel/context';
import { isRecord, readJsonBody, withoutNulls } from '../../kernel/http';
import { outboxOf } from '../../kernel/outbox';
import { auditedAs, type ErrorAudit, recordCall } from '../../kernel/service-error';
import { checkBody } from '../../kernel/validate';
import { documentError, linkGenerateError, tokenCreateError } from './refusals';
import type { DocTokenStore } from './tokens';
import { type DocUserStore, notFoundBody, statusBody } from './users';

/** Rule sets a token may name (the spec leaves the values unshown; these are the sandbox's). */
const ruleSets = ['none', 'name', 'dob', 'name_dob', 'name_dob_address'] as const;

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

/** The audit record of a document call (2.5): flagged `test` in testing mode. */
function audit(
  ctx: SandboxContext,
  service: string,
  action: string,
  detail: string,
  inputs = {},
): ErrorAudit {
  return {
    service,
    user: ctx.credentials.user,
    flags: ctx.settings.testing_mode ? ['test'] : [],
    action,
    detail,
    inputs,
  };
}

/** 7.4's words for link/generate's rules (core's service reading words the others). */
function linkGenerateText(field: string, rule: string): string | undefined {
  if (field === 'token') return 'required';
  if (field === 'options') return 'required, must be an object';
  if (field === 'options.send_email') return 'required, must be a boolean';
  if (field === 'additionalData' && rule === 'type:string') return 'must be a string holding a JSON object';
  return undefined;
}

/** Reads a JSON object body, or null when malformed or not an object. */
async function objectBody(c: Context): Promise<Record<string, unknown> | null> {
  const body = await readJsonBody(c);
  return body.ok && isRecord(body.value) ? body.value : null;
}

/** What the document API's routes share: the sandbox and the area's stores. */
interface DocumentApi {
  ctx: SandboxContext;
  tokens: DocTokenStore;
  users: DocUserStore;
  links: StoredLinks;
}

/** token/create, user/status and link/generate (4.7, 7.4). */
export function documentApiRoutes(
  ctx: SandboxContext,
  tokens: DocTokenStore,
  users: DocUserStore,
  links: StoredLinks,
): Hono {
  const api = new Hono();
  const area: DocumentApi = { ctx, tokens, users, links };
  const auditedBy = (service: string) => auditedAs({ service, user: ctx.credentials.user });
  api.post('/backend/token/create', auditedBy('DCAMS.token.create'), (c) => createToken(area, c));
  api.post('/backend/user/status', auditedBy('DCAMS.user.status'), (c) => readUserStatus(area, c));
  api.post('/backend/link/generate', auditedBy('DCAMS.link.generate'), (c) => generateLink(area, c));
  return api;
}

/** `POST /backend/token/create` (4.7): a capture token for the API user, or 7.4's refusal. */
async function createToken({ ctx, tokens }: DocumentApi, c: Context): Promise<Response> {
  const body = await objectBody(c);
  if (!body) throw tokenCreateError(400, 'Bad JSON format: the body must be a JSON object');
  const input = withoutNulls(body);
  const parsed = checkBody(tokenCreateBody, input);
  const issues = parsed.ok ? [] : parsed.error;
  const missing = issues.find((issue) => issue.field === 'user' || issue.field === 'pass');
  if (missing) throw tokenCreateError(400, `Missing required input: ${missing.field}`);
  if (input.user !== ctx.credentials.user || input.pass !== ctx.credentials.pass) {
    throw tokenCreateError(401, 'Username or password incorrect');
  }
  if (!parsed.ok) {
    // The sandbox's own fields first, in the order the service checks them; then any other field.
    const first = ['age', 'rules', 'store_on'].flatMap((field) => issues.filter((i) => i.field === field))[0];
    const issue = first ?? issues[0]!;
    throw tokenCreateError(400, tokenCreateTexts[issue.field] ?? `${issue.field}: must be a string`);
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
}

/** `POST /backend/user/status` (4.7): the user's document status, or 404. */
async function readUserStatus({ ctx, users }: DocumentApi, c: Context): Promise<Response> {
  const body = await objectBody(c);
  if (!body) throw documentError(400, 'Bad JSON format: the body must be a JSON object');
  const parsed = checkBody(userStatusRequestSchema, body);
  const missing = parsed.ok ? undefined : parsed.error[0];
  if (missing) throw documentError(400, `Missing required input: ${missing.field}`);
  if (body.user !== ctx.credentials.user || body.pass !== ctx.credentials.pass) {
    throw documentError(401, 'Username or password incorrect');
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
}

/** `POST /backend/link/generate` (4.7): a capture link, emailed (to the outbox) when asked. */
async function generateLink({ ctx, tokens, links }: DocumentApi, c: Context): Promise<Response> {
  const body = await objectBody(c);
  if (!body) throw linkGenerateError(400, 'Bad JSON format', 'body: must be a JSON object');
  const parsed = checkBody(linkGenerateServiceReadingSchema, body, {
    textOf: linkGenerateText,
    byList: true,
  });
  const issues = parsed.ok ? [] : parsed.error;
  // 7.4's order: what is missing, then the token, then any other broken rule.
  const missing = ['token', 'options', 'options.send_email'].flatMap((f) =>
    issues.filter((i) => i.field === f),
  )[0];
  if (missing) throw linkGenerateError(400, 'Missing required input', `${missing.field}: ${missing.rule}`);
  if (!tokens.verify(body.token as string)) {
    throw linkGenerateError(401, 'Invalid token', 'token: unknown or expired; create a new one');
  }
  const invalid = issues[0];
  if (invalid) throw linkGenerateError(400, 'Invalid input', `${invalid.field}: ${invalid.rule}`);
  const options = body.options as { send_email: boolean };
  if (options.send_email && !body.email) {
    throw linkGenerateError(400, 'Missing required input', 'email: required when options.send_email is true');
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
}

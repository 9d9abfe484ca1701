import type {
  DocumentError,
  DocumentTokenResponse,
  LinkGenerateError,
  LinkGenerateResponse,
} from '@veriframe/core/schemas';
import { type Context, Hono } from 'hono';
import type { SandboxContext } from '../../kernel/context';
import { isRecord, readJsonBody } from '../../kernel/http';
import { type ErrorAudit, recordCall, ServiceError } from '../../kernel/service-error';
import { resultMessagesIssue } from '../hosted/result-messages';
import type { DocTokenStore } from './tokens';
import { type DocUserStore, notFoundBody, statusBody } from './users';

/** Rule sets a token may name (the spec leaves the values unshown; these are the sandbox's). */
export const ruleSets = ['none', 'name', 'dob', 'name_dob', 'name_dob_address'] as const;
const storeOnValues = ['PASS', 'FAIL', 'ALL'];

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
    for (const field of ['user', 'pass'] as const) {
      if (typeof body[field] !== 'string' || body[field] === '')
        throw error(400, `Missing required input: ${field}`);
    }
    if (body.user !== ctx.credentials.user || body.pass !== ctx.credentials.pass) {
      throw error(401, 'Username or password incorrect');
    }
    // Sandbox extension: `age`, `rules` and `store_on` may be sent to exercise the 7.4 errors that name them.
    const age = body.age ?? '21+';
    if (typeof age !== 'string' || !/^\d{1,3}\+$/.test(age))
      throw error(400, 'Invalid age: must conform to the form 21+');
    const rules = body.rules ?? 'name_dob';
    if (typeof rules !== 'string' || !(ruleSets as readonly string[]).includes(rules)) {
      throw error(400, `Invalid rule set: must be one of ${ruleSets.join(', ')}`);
    }
    const storeOn = body.store_on ?? 'ALL';
    if (typeof storeOn !== 'string' || !storeOnValues.includes(storeOn)) {
      throw error(400, 'Invalid store_on value: must be PASS, FAIL or ALL');
    }
    for (const field of ['journey_id', 'settings_id', 'branding_id'] as const) {
      if (body[field] !== undefined && body[field] !== null && typeof body[field] !== 'string') {
        throw error(400, `${field}: must be a string`);
      }
    }
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
    for (const field of ['user', 'pass', 'email'] as const) {
      if (typeof body[field] !== 'string' || body[field] === '')
        throw error(400, `Missing required input: ${field}`);
    }
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
    if (typeof body.token !== 'string' || body.token === '')
      throw error(400, 'Missing required input', 'token: required');
    if (!isRecord(body.options))
      throw error(400, 'Missing required input', 'options: required, must be an object');
    if (typeof body.options.send_email !== 'boolean') {
      throw error(400, 'Missing required input', 'options.send_email: required, must be a boolean');
    }
    if (!tokens.verify(body.token))
      throw error(401, 'Invalid token', 'token: unknown or expired; create a new one');
    for (const field of [
      'reference',
      'fn',
      'ln',
      'addr',
      'city',
      'state',
      'zip',
      'phone',
      'dob',
      'email',
      'language',
      'country',
      'styleToken',
    ]) {
      if (body[field] !== undefined && body[field] !== null && typeof body[field] !== 'string') {
        throw error(400, 'Invalid input', `${field}: must be a string`);
      }
    }
    for (const field of ['email_fallback', 'bypassDesktopIntro', 'qr']) {
      if (body[field] !== undefined && typeof body[field] !== 'boolean') {
        throw error(400, 'Invalid input', `${field}: must be a boolean`);
      }
    }
    if (typeof body.dob === 'string' && body.dob !== '' && !/^\d{8}$/.test(body.dob)) {
      throw error(400, 'Invalid input', 'dob: must be a date as YYYYMMDD');
    }
    if (body.additionalData !== undefined && body.additionalData !== '') {
      let parsed: unknown;
      try {
        parsed = typeof body.additionalData === 'string' ? JSON.parse(body.additionalData) : undefined;
      } catch {
        parsed = undefined;
      }
      if (!isRecord(parsed))
        throw error(400, 'Invalid input', 'additionalData: must be a string holding a JSON object');
    }
    const messagesIssue = resultMessagesIssue(body.resultMessages);
    if (messagesIssue) throw error(400, 'Invalid input', messagesIssue);
    if (body.options.send_email && !body.email) {
      throw error(400, 'Missing required input', 'email: required when options.send_email is true');
    }
    const id = ctx.random.base64url(18);
    const { options: _options, ...params } = body;
    links.set(id, params);
    const emailSent = body.options.send_email === true;
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
      link: `${ctx.frontendOrigin}/capture?link=${id}`,
      email_sent: emailSent,
      error_message: '',
      error_description: '',
    } satisfies LinkGenerateResponse);
  });
  return api;
}

import { type Context, Hono } from 'hono';
import type { SandboxContext } from '../../kernel/context';
import { clientAddress, isRecord, readJsonBody } from '../../kernel/http';
import { resultMessagesIssue } from '../hosted/result-messages';
import type { DocTokenStore } from './tokens';
import { type DocUserStore, notFoundBody, statusBody } from './users';

/** Rule sets a token may name (the spec leaves the values unshown; these are the sandbox's). */
export const ruleSets = ['none', 'name', 'dob', 'name_dob', 'name_dob_address'] as const;
const storeOnValues = ['PASS', 'FAIL', 'ALL'];

/** Links from link/generate: the capture parameters behind `/capture?link=<id>`. */
export type StoredLinks = Map<string, Record<string, unknown>>;

function audit(
  ctx: SandboxContext,
  c: Context,
  service: string,
  action: string,
  detail: string,
  inputs = {},
) {
  ctx.audit.record({
    service,
    reference: '',
    user: ctx.credentials.user,
    origin: clientAddress(c),
    path: c.req.path,
    flags: action === 'ERROR' ? ['error'] : ctx.settings.testing_mode ? ['test'] : [],
    action,
    detail,
    issues: [],
    inputs,
  });
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
    const error = (status: 400 | 401, message: string) => {
      audit(ctx, c, 'DCAMS.token.create', 'ERROR', message);
      return c.json({ result: 'Error', message, token: '' }, status);
    };
    if (!body) return error(400, 'Bad JSON format: the body must be a JSON object');
    for (const field of ['user', 'pass'] as const) {
      if (typeof body[field] !== 'string' || body[field] === '')
        return error(400, `Missing required input: ${field}`);
    }
    if (body.user !== ctx.credentials.user || body.pass !== ctx.credentials.pass) {
      return error(401, 'Username or password incorrect');
    }
    // Sandbox extension: `age`, `rules` and `store_on` may be sent to exercise the 7.4 errors that name them.
    const age = body.age ?? '21+';
    if (typeof age !== 'string' || !/^\d{1,3}\+$/.test(age))
      return error(400, 'Invalid age: must conform to the form 21+');
    const rules = body.rules ?? 'name_dob';
    if (typeof rules !== 'string' || !(ruleSets as readonly string[]).includes(rules)) {
      return error(400, `Invalid rule set: must be one of ${ruleSets.join(', ')}`);
    }
    const storeOn = body.store_on ?? 'ALL';
    if (typeof storeOn !== 'string' || !storeOnValues.includes(storeOn)) {
      return error(400, 'Invalid store_on value: must be PASS, FAIL or ALL');
    }
    for (const field of ['journey_id', 'settings_id', 'branding_id'] as const) {
      if (body[field] !== undefined && body[field] !== null && typeof body[field] !== 'string') {
        return error(400, `${field}: must be a string`);
      }
    }
    const token = tokens.issue({ age, rules, storeOn });
    audit(ctx, c, 'DCAMS.token.create', 'PASS', 'token created');
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
    });
  });

  api.post('/backend/user/status', async (c) => {
    const body = await objectBody(c);
    const error = (status: 400 | 401, message: string) => {
      audit(ctx, c, 'DCAMS.user.status', 'ERROR', message);
      return c.json({ result: 'Error', message }, status);
    };
    if (!body) return error(400, 'Bad JSON format: the body must be a JSON object');
    for (const field of ['user', 'pass', 'email'] as const) {
      if (typeof body[field] !== 'string' || body[field] === '')
        return error(400, `Missing required input: ${field}`);
    }
    if (body.user !== ctx.credentials.user || body.pass !== ctx.credentials.pass) {
      return error(401, 'Username or password incorrect');
    }
    const user = users.get(body.email as string);
    audit(ctx, c, 'DCAMS.user.status', user ? user.status : 'NOT FOUND', 'user status', {
      email: body.email,
    });
    return user ? c.json(statusBody(user, ctx.clock.now())) : c.json(notFoundBody(), 404);
  });

  api.post('/backend/link/generate', async (c) => {
    const body = await objectBody(c);
    const error = (status: 400 | 401, message: string, description: string) => {
      audit(ctx, c, 'DCAMS.link.generate', 'ERROR', description);
      return c.json(
        {
          action: 'ERROR',
          detail: message,
          link: '',
          email_sent: false,
          error_message: message,
          error_description: description,
        },
        status,
      );
    };
    if (!body) return error(400, 'Bad JSON format', 'body: must be a JSON object');
    if (typeof body.token !== 'string' || body.token === '')
      return error(400, 'Missing required input', 'token: required');
    if (!isRecord(body.options))
      return error(400, 'Missing required input', 'options: required, must be an object');
    if (typeof body.options.send_email !== 'boolean') {
      return error(400, 'Missing required input', 'options.send_email: required, must be a boolean');
    }
    if (!tokens.verify(body.token))
      return error(401, 'Invalid token', 'token: unknown or expired; create a new one');
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
        return error(400, 'Invalid input', `${field}: must be a string`);
      }
    }
    for (const field of ['email_fallback', 'bypassDesktopIntro', 'qr']) {
      if (body[field] !== undefined && typeof body[field] !== 'boolean') {
        return error(400, 'Invalid input', `${field}: must be a boolean`);
      }
    }
    if (typeof body.dob === 'string' && body.dob !== '' && !/^\d{8}$/.test(body.dob)) {
      return error(400, 'Invalid input', 'dob: must be a date as YYYYMMDD');
    }
    if (body.additionalData !== undefined && body.additionalData !== '') {
      let parsed: unknown;
      try {
        parsed = typeof body.additionalData === 'string' ? JSON.parse(body.additionalData) : undefined;
      } catch {
        parsed = undefined;
      }
      if (!isRecord(parsed))
        return error(400, 'Invalid input', 'additionalData: must be a string holding a JSON object');
    }
    const messagesIssue = resultMessagesIssue(body.resultMessages);
    if (messagesIssue) return error(400, 'Invalid input', messagesIssue);
    if (body.options.send_email && !body.email) {
      return error(400, 'Missing required input', 'email: required when options.send_email is true');
    }
    const id = ctx.random.base64url(18);
    const { options: _options, ...params } = body;
    links.set(id, params);
    const emailSent = body.options.send_email === true;
    audit(ctx, c, 'DCAMS.link.generate', 'PASS', 'link generated', {
      email: body.email,
      email_sent: emailSent,
    });
    return c.json({
      action: 'PASS',
      detail: emailSent ? 'Link generated and emailed to the user' : 'Link generated',
      link: `${ctx.frontendOrigin}/capture?link=${id}`,
      email_sent: emailSent,
      error_message: '',
      error_description: '',
    });
  });
  return api;
}

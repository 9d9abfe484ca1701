import { Hono } from 'hono';
import { adminPrefix } from '../../kernel/admin';
import type { SandboxContext } from '../../kernel/context';
import { clientAddress, isRecord, readJsonBody } from '../../kernel/http';
import { ServiceError, sandboxError } from '../../kernel/service-error';
import { parseBody } from '../../kernel/validate';
import { documentScanOptionsSchema, documentSelfieSchema } from './admin-schemas';
import { parseCaptureParams } from './capture-params';
import { captureError, runScan, runSelfie } from './scan';
import type { DocTokenStore } from './tokens';
import { type DocUserStore, statusBody } from './users';

const errorStatus = {
  'error-token': 401,
  'error-already-verified': 409,
  'error-pending': 409,
  'error-velocity': 429,
} as const;

/**
 * `POST /__sandbox/documents/scan`: the capture page's scan without a browser. Takes the 4.8 parameters;
 * `selfie` (default true) also takes the requested selfie, `false` stops at the selfie step
 * (then `POST /__sandbox/documents/selfie { email }`).
 */
export function documentAdminRoutes(ctx: SandboxContext, tokens: DocTokenStore, users: DocUserStore): Hono {
  const api = new Hono();
  api.post(`${adminPrefix}/documents/scan`, async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok || !isRecord(body.value)) {
      throw sandboxError(400, 'invalid_request', 'body: must be a JSON object');
    }
    const parsed = parseCaptureParams(body.value);
    if (!parsed.ok) {
      throw parsed.error.field === 'token'
        ? sandboxError(401, 'error-token', parsed.error.message, { callback: 'onErrorToken' })
        : sandboxError(400, 'invalid_request', parsed.error.message);
    }
    const { selfie: takeSelfie } = parseBody(documentScanOptionsSchema, body.value);
    const params = parsed.value;
    const error = captureError(ctx, tokens, users, params.token, params.values.email);
    if (error) {
      const headers =
        error === 'error-velocity'
          ? users.velocityRetryAfter(params.values.email, ctx.settings.velocity_threshold)
          : {};
      throw new ServiceError(
        errorStatus[error],
        { error, message: `The modal would show its ${error} state.` },
        { headers },
      );
    }
    const origin = clientAddress(c);
    const scan = runScan(ctx, users, params, origin);
    const selfie =
      scan.browser === 'selfie' && takeSelfie ? runSelfie(ctx, users, params.values.email, origin) : null;
    return c.json({
      scan,
      selfie,
      browser: (selfie ?? scan).browser,
      user: statusBody(users.get(params.values.email)!, ctx.clock.now()),
    });
  });

  api.post(`${adminPrefix}/documents/selfie`, async (c) => {
    const body = await readJsonBody(c);
    const { email } = parseBody(documentSelfieSchema, body.ok && isRecord(body.value) ? body.value : {});
    const result = runSelfie(ctx, users, email, clientAddress(c));
    if (!result) throw sandboxError(409, 'conflict', 'email: no selfie is awaited for this user');
    return c.json({ selfie: result, user: statusBody(users.get(email)!, ctx.clock.now()) });
  });
  return api;
}

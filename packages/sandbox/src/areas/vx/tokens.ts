import { type VxTokenResponse, vxTokenRequestSchema } from '@veriframe/core/schemas';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../../kernel/context';
import { isRecord, readJsonBody } from '../../kernel/http';
import { recordCall } from '../../kernel/service-error';
import { checkBody } from '../../kernel/validate';
import { tokenRefusal } from './refusals';

/** A field that is there: non-empty text. */
const presentText = z.string().min(1);

/** 4.3 / 8: VX access tokens live 3600 seconds on the virtual clock. */
export const vxTokenLifetimeSeconds = 3600;

/** Issued VX bearer tokens and their expiry; cleared on reset. */
export class VxTokenStore {
  #tokens = new Map<string, { clientId: string; expiresAt: number }>();

  constructor(private readonly ctx: SandboxContext) {}

  issue(clientId: string): string {
    const token = `vx_${this.ctx.random.hex(24)}`;
    this.#tokens.set(token, { clientId, expiresAt: this.ctx.clock.now() + vxTokenLifetimeSeconds * 1000 });
    return token;
  }

  /** The client id behind a live token from an `Authorization: Bearer` header, or null. */
  verify(authorization: string | undefined): string | null {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    const entry = match ? this.#tokens.get(match[1]!) : undefined;
    if (!entry || entry.expiresAt <= this.ctx.clock.now()) return null;
    return entry.clientId;
  }

  clear(): void {
    this.#tokens.clear();
  }
}

/** Reads an OAuth body: JSON as the spec shows, or the form encoding OAuth clients commonly send. */
async function readTokenRequest(c: Context): Promise<Record<string, unknown> | 'malformed'> {
  if ((c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(await c.req.text()));
  }
  const body = await readJsonBody(c);
  return body.ok && isRecord(body.value) ? body.value : 'malformed';
}

/** POST {auth_url}/oauth/token: client credentials grant with the 7.1 errors. */
export function vxTokenRoute(ctx: SandboxContext, tokens: VxTokenStore): Hono {
  const api = new Hono();
  api.post('/auth/oauth/token', async (c) => {
    const body = await readTokenRequest(c);
    const inputs = { audience: isRecord(body) ? body.audience : undefined };
    // Every refusal of this call is audited as an error of the token endpoint, with the audience asked for.
    c.set('routeAudit', { service: 'VX.oauth.token', inputs });
    if (body === 'malformed') {
      throw tokenRefusal(400, 'invalid_request', 'body: must be a JSON object', { detail: 'malformed body' });
    }
    // Core's 4.3 body: the first missing field is named; a grant_type that is there but not ours is its own error.
    const parsed = checkBody(vxTokenRequestSchema, body);
    const clientIdRead = checkBody(vxTokenRequestSchema.shape.client_id, body.client_id);
    const clientId = clientIdRead.ok ? clientIdRead.value : '';
    if (!parsed.ok) {
      const field = parsed.error[0]!.field;
      // A grant_type that is there (non-empty text) but not ours is its own error (7.1).
      if (field === 'grant_type' && checkBody(presentText, body.grant_type).ok) {
        const description = 'grant_type: must be "client_credentials"';
        throw tokenRefusal(400, 'unsupported_grant_type', description, {
          detail: 'unsupported grant_type',
          user: clientId,
        });
      }
      const description = `${field}: required, must be a non-empty string`;
      throw tokenRefusal(400, 'invalid_request', description, {
        detail: `${field} missing`,
        user: String(body.client_id ?? ''),
      });
    }
    if (clientId !== ctx.credentials.vxClientId || body.client_secret !== ctx.credentials.vxClientSecret) {
      throw tokenRefusal(401, 'access_denied', 'Unauthorized', { detail: 'Unauthorized', user: clientId });
    }
    if (body.audience !== ctx.credentials.vxAudience) {
      const description = `Service not enabled within domain: ${String(body.audience)}`;
      throw tokenRefusal(403, 'access_denied', description, {
        detail: 'audience not enabled',
        user: clientId,
      });
    }
    recordCall(ctx, c, {
      service: 'VX.oauth.token',
      user: clientId,
      action: 'PASS',
      flags: [],
      detail: 'token issued',
      inputs,
    });
    return c.json({
      access_token: tokens.issue(clientId),
      expires_in: vxTokenLifetimeSeconds,
      token_type: 'Bearer',
    } satisfies VxTokenResponse);
  });
  return api;
}

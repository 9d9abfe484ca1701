import { type Context, Hono } from 'hono';
import type { SandboxContext } from '../../kernel/context';
import { clientAddress, isRecord, readJsonBody } from '../../kernel/http';

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
    const audit = (action: string, detail: string, clientId: string) =>
      ctx.audit.record({
        service: 'VX.oauth.token',
        reference: '',
        user: clientId,
        origin: clientAddress(c),
        path: '/auth/oauth/token',
        flags: action === 'PASS' ? [] : ['error'],
        action,
        detail,
        issues: [],
        inputs: { audience: isRecord(body) ? body.audience : undefined },
      });
    if (body === 'malformed') {
      audit('ERROR', 'malformed body', '');
      return c.json({ error: 'invalid_request', error_description: 'body: must be a JSON object' }, 400);
    }
    for (const field of ['client_id', 'client_secret', 'audience', 'grant_type'] as const) {
      if (typeof body[field] !== 'string' || body[field] === '') {
        audit('ERROR', `${field} missing`, String(body.client_id ?? ''));
        return c.json(
          { error: 'invalid_request', error_description: `${field}: required, must be a non-empty string` },
          400,
        );
      }
    }
    const clientId = body.client_id as string;
    if (body.grant_type !== 'client_credentials') {
      audit('ERROR', 'unsupported grant_type', clientId);
      return c.json(
        { error: 'unsupported_grant_type', error_description: 'grant_type: must be "client_credentials"' },
        400,
      );
    }
    if (clientId !== ctx.credentials.vxClientId || body.client_secret !== ctx.credentials.vxClientSecret) {
      audit('ERROR', 'Unauthorized', clientId);
      return c.json({ error: 'access_denied', error_description: 'Unauthorized' }, 401);
    }
    if (body.audience !== ctx.credentials.vxAudience) {
      audit('ERROR', 'audience not enabled', clientId);
      return c.json(
        {
          error: 'access_denied',
          error_description: `Service not enabled within domain: ${String(body.audience)}`,
        },
        403,
      );
    }
    audit('PASS', 'token issued', clientId);
    return c.json({
      access_token: tokens.issue(clientId),
      expires_in: vxTokenLifetimeSeconds,
      token_type: 'Bearer',
    });
  });
  return api;
}

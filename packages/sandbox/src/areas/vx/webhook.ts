import type { SandboxContext } from '../../kernel/context';
import { sessionResult } from './session-result';
import type { VxSession } from './sessions';

/** HTTP Basic header from the `webhook_basic_auth` setting (`user:pass`), when set. */
export function basicAuthHeader(ctx: SandboxContext): Record<string, string> {
  const creds = ctx.settings.webhook_basic_auth;
  return creds ? { authorization: `Basic ${Buffer.from(creds).toString('base64')}` } : {};
}

/** 6.1: POSTs the session result (with the webhook-only fields) to the session's endpoint, signed. */
export function sendVxWebhook(ctx: SandboxContext, session: VxSession): void {
  if (!session.webhookEndpoint) return;
  void ctx.deliveries.send({
    kind: 'vx.webhook',
    url: session.webhookEndpoint,
    body: sessionResult(ctx, session, true),
    secret: ctx.credentials.webhookSecret,
    eventType: 'vx.session.result',
    headers: basicAuthHeader(ctx),
  });
}

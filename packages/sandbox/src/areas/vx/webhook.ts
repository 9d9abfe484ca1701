import type { SandboxContext } from '../../kernel/context';
import { sessionResult } from './session-result';
import type { VxSession } from './sessions';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * Where a webhook may go: HTTPS anywhere, plain HTTP only on loopback (the sandbox's own receivers in tests and
 * the demo; a real service would refuse it). Returns the rule broken, or null.
 */
export function webhookEndpointIssue(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'webhook.endpoint: must be an absolute URL';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && loopbackHosts.has(url.hostname)) return null;
  return 'webhook.endpoint: must be an HTTPS URL (plain HTTP is accepted only on loopback)';
}

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

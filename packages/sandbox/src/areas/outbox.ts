import { Hono } from 'hono';
import { adminPrefix } from '../kernel/admin';
import type { SandboxArea } from '../kernel/area';
import { type OutboxEmail, outboxOf } from '../kernel/outbox';
import { sandboxError } from '../kernel/service-error';
import { escapeHtml, hostedHtml } from './hosted/html';

/** A readable list of the emails, each with its link (no script, no style: the strict hosted CSP). */
function outboxPage(emails: OutboxEmail[], address: string | undefined): string {
  const e = escapeHtml;
  const items = emails
    .slice()
    .reverse()
    .map(
      (m) => `<li data-testid="outbox-email" data-kind="${e(m.kind)}">
  <p><strong>${e(m.subject)}</strong></p>
  <p>To: <span data-testid="outbox-to">${e(m.to)}</span> · ${e(m.sent_at)}</p>
  <p>${e(m.text)}</p>
  <p><a href="${e(m.link)}" data-testid="outbox-link">${e(m.link)}</a></p>
</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>Sandbox outbox</title></head>
<body><main>
<h1>Sandbox outbox${address ? ` for ${e(address)}` : ''}</h1>
<p>Emails the sandbox would have sent. Nothing leaves this machine.</p>
${emails.length ? `<ol>${items}</ol>` : '<p data-testid="outbox-empty">No emails yet.</p>'}
</main></body></html>`;
}

/**
 * The outbox of every email the sandbox "sends" (link/generate with `send_email`, the capture's and the journey's
 * hand-off email option):
 * `GET /__sandbox/outbox?to=<address>` (JSON) and `GET /__sandbox/outbox.html?to=<address>` (a page).
 */
export const outboxArea: SandboxArea = (ctx) => {
  const api = new Hono();
  const address = (value: string | undefined) => {
    if (value !== undefined && value.length > 320) {
      throw sandboxError(400, 'invalid_request', 'to: must be an email address of at most 320 characters');
    }
    return value || undefined;
  };
  api.get(`${adminPrefix}/outbox`, (c) => {
    const to = address(c.req.query('to'));
    return c.json({ data: outboxOf(ctx).list(to) });
  });
  api.get(`${adminPrefix}/outbox.html`, (c) => {
    const to = address(c.req.query('to'));
    return hostedHtml(c, outboxPage(outboxOf(ctx).list(to), to));
  });
  return { api };
};

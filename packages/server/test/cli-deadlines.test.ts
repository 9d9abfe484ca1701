import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vpinEvent } from './helpers';
import { postHead, trickle } from './support/trickle';

// Deadlines on the installed `veriframe-proxy` command, configured by its environment: slow
// clients are dropped at the deadlines (300 ms here; the clients trickle a byte every 2 s), and the log on
// standard error never carries the event id of a delivery whose signature failed.
const root = fileURLToPath(new URL('../../../', import.meta.url));
let child: ChildProcess;
let port = 0;
let stderr = '';
const stderrListeners = new Set<() => void>();

beforeAll(async () => {
  child = spawn(`${root}node_modules/.bin/veriframe-proxy`, [], {
    env: {
      ...process.env,
      VERIFRAME_ENV: 'development',
      NODE_ENV: 'development',
      VERIFRAME_PROXY_PORT: '0',
      VERIFRAME_WEBHOOK_BODY_TIMEOUT_MS: '300',
      VERIFRAME_HEADERS_TIMEOUT_MS: '300',
      VERIFRAME_LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
    for (const listener of stderrListeners) listener();
  });
  const ready = await new Promise<{ url: string }>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(JSON.parse(out.slice(0, out.indexOf('\n'))));
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
  });
  port = Number(new URL(ready.url).port);
}, 60_000);

afterAll(async () => {
  await new Promise((done) => {
    child.once('exit', done);
    if (child.exitCode !== null || !child.kill('SIGTERM')) done(undefined);
  });
});

/** Resolves with the first stderr line (parsed) that `match` accepts, as soon as it is written. */
function logLine(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const look = () => {
      for (const text of stderr.split('\n')) {
        if (!text.startsWith('{')) continue;
        const line = JSON.parse(text) as Record<string, unknown>;
        if (match(line)) {
          stderrListeners.delete(look);
          resolve(line);
          return;
        }
      }
    };
    stderrListeners.add(look);
    look();
  });
}

const body = vpinEvent('evt_cli', 'vpin.retired', {
  vpin: 'vp_1',
  retired_at: '2026-01-01T00:00:00.000Z',
  reason: { code: 'HUMAN_REVIEW', summary: 'confirmed fraud' },
});

describe('veriframe-proxy drops slow clients', () => {
  it('a trickled webhook body: 408 webhook_body_timeout, closed before the third byte (VERIFRAME_WEBHOOK_BODY_TIMEOUT_MS)', async () => {
    const head = postHead('/api/veriframe/webhooks/vpin', body.length, {
      'x-service-signature': 'ab'.repeat(32),
      'x-service-timestamp': String(Date.now()),
      'x-service-event-id': 'evt_cli_slow',
    });
    const seen = await trickle(port, head, body);
    expect(seen.closedByServer).toBe(true);
    expect(seen.sent).toBeLessThan(3);
    expect(seen.status).toBe(408);
    expect(seen.answer).toContain('"code":"webhook_body_timeout"');
    // Closed on the answer, not left to the adapter's draining of a body that may never end.
    expect(seen.answer.toLowerCase()).toContain('connection: close');
  }, 20_000);

  it('trickled headers: closed before the third byte (VERIFRAME_HEADERS_TIMEOUT_MS)', async () => {
    const seen = await trickle(
      port,
      'GET /api/veriframe/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'x-slow: 0123',
    );
    expect(seen.closedByServer).toBe(true);
    expect(seen.sent).toBeLessThan(3);
    expect(seen.answer).not.toContain('"status"');
  }, 20_000);
});

describe('veriframe-proxy logs no unverified event id', () => {
  it('a forged signature: 401, and the log line has no event id', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/veriframe/webhooks/vpin`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-service-signature': 'ab'.repeat(32),
        'x-service-timestamp': String(Date.now()),
        'x-service-event-id': 'evt_forged_on_the_command',
      },
      body,
    });
    expect(res.status).toBe(401);
    const line = await logLine((l) => l.msg === 'webhook' && l['http.response.status_code'] === 401);
    expect(line).toMatchObject({
      'webhook.source': 'vpin',
      'webhook.outcome': 'rejected',
      'webhook.event_id': null,
    });
    expect(stderr).not.toContain('evt_forged');
  }, 20_000);
});

import { randomUUID } from 'node:crypto';
import { policyIssue } from '@veriframe/core/routes';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { Problem } from '../../errors/problem';
import type { IdempotencyStore, StoredAnswer } from '../../stores/idempotency-store';
import { identityIdOf, scopedKey } from '../identity/identity-scope';
import type { Env } from '../proxy-types';
import { fail, invalid } from '../routes/route-kit';
import { type AnswerSeal, answerSeal } from './answer-seal';

/** The header, as Stripe names it: any 1 to 255 visible ASCII characters, chosen by the client per action. */
export const idempotencyKeyHeader = 'Idempotency-Key';
/** Set on a replayed answer. */
export const idempotentReplayedHeader = 'Idempotent-Replayed';
const validKey = /^[\x21-\x7e]{1,255}$/;

/**
 * Answers the proxy gives before a route does anything: nothing ran, so they are not kept and a retry with the
 * same key is a fresh request (as Stripe keeps no result for a request that failed validation or was refused).
 * Also refused, and not kept: every 429 (a limit; a retry later may pass) and every 5xx (a failure between the
 * proxy and the service; the retry is what the key is for).
 */
export const refusedBeforeRunning: ReadonlySet<Problem['code']> = new Set<Problem['code']>([
  'invalid_request',
  'invalid_json',
  'unsupported_media_type',
  'payload_too_large',
]);

/** Whether an answer is kept for the key's retries: 2xx and the service's own 4xx decisions. */
export function keepsAnswer(status: number, code: Problem['code'] | undefined): boolean {
  if (status >= 500 || status === 429) return false;
  return !(code && refusedBeforeRunning.has(code));
}

/** The headers of an answer worth replaying. */
const replayedHeaders = ['content-type', 'cache-control'];

/**
 * What the request asks: its route and its body, JSON with sorted keys (so key order and spacing do not count),
 * as the seal's HMAC.
 */
function fingerprintOf(seal: AnswerSeal, method: string, path: string, body: string): string {
  let canonical = body.trim() === '' ? '{}' : body;
  try {
    canonical = JSON.stringify(JSON.parse(canonical), (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : value,
    );
  } catch {
    // Not JSON: the route refuses it (400, not kept); the raw text is its fingerprint.
  }
  return seal.fingerprint(`${method} ${path}\n${canonical}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface IdempotencySettings {
  store: IdempotencyStore;
  /** How long an answer is replayed. */
  ttlMs: number;
  /** How long the first request holds the key (longer than the service call may take). */
  leaseMs: number;
  /** How long a request with a key in use waits for the first one's answer before 409. */
  waitMs: number;
  /** The proxy's secret: kept answers are encrypted and fingerprints keyed with keys derived from it. */
  secret: string;
}

function replay(c: Context<Env>, answer: StoredAnswer): Response {
  const headers = new Headers(answer.headers);
  headers.set(idempotentReplayedHeader, 'true');
  try {
    const code =
      answer.status >= 400 ? (JSON.parse(answer.body) as { code?: Problem['code'] }).code : undefined;
    if (code) c.set('problemCode', code); // for the request event
  } catch {
    // An error answer is always JSON; nothing to report otherwise.
  }
  return new Response(answer.body, { status: answer.status, headers });
}

/**
 * `Idempotency-Key` on a route that creates something billable, as Stripe's works: the first request with a
 * key runs, and its answer (status, body, content type) is kept for `ttlMs`; a retry with the same key and the
 * same route and body gets that answer again, marked `Idempotent-Replayed: true`, and calls nothing. A retry
 * arriving while the first runs waits for its answer (up to `waitMs`, then 409 `idempotency_key_in_use`), on
 * any instance sharing the store. The same key with another body or route: 422 `idempotency_key_reused`. Keys
 * are per identity. Answers that are not kept: see {@link keepsAnswer}. Kept answers are encrypted with a key
 * derived from `secret` ({@link answerSeal}). No header: nothing changes.
 *
 * @example
 * app.post('/vx/sessions', limitBody, idempotencyCheck({ store, ttlMs: 86_400_000, leaseMs: 20_000, waitMs: 20_000, secret }), route);
 */
export function idempotencyCheck(settings: IdempotencySettings): MiddlewareHandler<Env> {
  const { store, ttlMs, leaseMs, waitMs } = settings;
  const seal = answerSeal(settings.secret);
  // A request without a key goes straight on (not through an `async` function: no promise wrapping `next()`).
  return (c, next) => {
    const key = c.req.header(idempotencyKeyHeader);
    return key === undefined ? next() : keyed(c, next, key);
  };
  async function keyed(c: Context<Env>, next: Next, key: string): Promise<Response | undefined> {
    if (!validKey.test(key)) return invalid(c, [policyIssue(idempotencyKeyHeader, 'idempotency-key')]);
    const storeKey = scopedKey(identityIdOf(c), key);
    const fingerprint = fingerprintOf(seal, c.req.method, c.req.path, await c.req.text()); // Hono keeps the text for the route
    const owner = randomUUID();
    const deadline = Date.now() + waitMs;
    for (let delay = 10; ; delay = Math.min(delay * 2, 200)) {
      const claim = await store.claim(storeKey, fingerprint, owner, leaseMs);
      if (claim.state === 'claimed') break;
      if (claim.fingerprint) seal.checkSecretOf(claim.fingerprint);
      if (claim.fingerprint && claim.fingerprint !== fingerprint) {
        return fail(c, {
          code: 'idempotency_key_reused',
          message: `${idempotencyKeyHeader}: this key was used with another request; use a new key for a new request`,
          status: 422,
        });
      }
      if (claim.state === 'done') return replay(c, seal.open(claim.answer, storeKey));
      if (Date.now() + delay > deadline) {
        return fail(
          c,
          {
            code: 'idempotency_key_in_use',
            message: `${idempotencyKeyHeader}: a request with this key is still running; retry shortly`,
            status: 409,
          },
          { 'retry-after': '1' },
        );
      }
      await sleep(delay);
    }
    try {
      await next();
    } catch (error) {
      await store.release(storeKey, owner).catch(() => undefined);
      throw error;
    }
    const res = c.res;
    if (!keepsAnswer(res.status, c.get('problemCode'))) {
      await store.release(storeKey, owner).catch(() => undefined); // the lease ends it anyway
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of replayedHeaders) {
      const value = res.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    // Sealed: the body may carry a bearer link or token, which nobody reading the store may use.
    const answer = seal.close({ status: res.status, headers, body: await res.clone().text() }, storeKey);
    // The service has answered: a store failing now must not lose the answer. Without the record, a retry
    // after the lease runs again.
    await store.complete(storeKey, owner, fingerprint, answer, ttlMs).catch(() => undefined);
  }
}

import type { AuditEntry } from './kernel/audit-log';
import type { DeliveryAttempt, DeliveryKind } from './kernel/deliveries';
import type { Fault, FaultInput } from './kernel/faults';
import type { OutboxEmail } from './kernel/outbox';
import type { SandboxSettings } from './kernel/settings';

/** A non-2xx answer of the admin API: the status and the sandbox's message (which names the field and rule). */
export class SandboxAdminError extends Error {
  override readonly name = 'SandboxAdminError';
  constructor(
    readonly status: number,
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${status} ${message}`);
  }
}

/** A capture hand-off as `GET /__sandbox/handoffs` lists it. */
export interface SandboxHandoff {
  handoff_id: string;
  /** The one-time phone link the QR code holds. */
  link: string;
  email: string;
  phone: 'waiting' | 'opened';
  step: 'start' | 'selfie' | 'done';
  outcome: { screen: string; status?: string } | null;
  expired: boolean;
  expires_at: string;
}

export interface SandboxClock {
  now: string;
  now_ms: number;
  pending: number;
}

/** The quiz token lives 90 s of virtual time (README, Gateway); one second more expires it. */
const quizExpirySeconds = 91;

/**
 * Typed calls to a running sandbox's admin API (`/__sandbox`), from the test process or any Playwright worker.
 * `startSandbox()` returns one as `admin`; `new SandboxAdmin(adminUrl)` reaches a sandbox started elsewhere.
 *
 * @example
 * const admin = new SandboxAdmin('http://127.0.0.1:4010/__sandbox');
 * await admin.addFault({ kind: 'error', route: 'POST /vx/', status: 503, count: 2 });
 * await admin.advance(90); // a manual review decides
 */
export class SandboxAdmin {
  constructor(readonly adminUrl: string) {}

  async #call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const init: RequestInit = { method };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { 'content-type': 'application/json' };
    }
    const res = await fetch(`${this.adminUrl}${path}`, init);
    const text = await res.text();
    const parsed: unknown = text === '' ? null : JSON.parse(text);
    if (!res.ok) {
      const message = (parsed as { message?: string } | null)?.message ?? text;
      throw new SandboxAdminError(res.status, path, message);
    }
    return parsed as T;
  }

  /** The virtual time. */
  clock(): Promise<SandboxClock> {
    return this.#call('GET', '/clock');
  }

  /** Moves the virtual clock forward and runs whatever became due (reviews, retries, expiries). */
  advance(seconds: number): Promise<SandboxClock> {
    return this.#call('POST', '/clock/advance', { seconds });
  }

  /** Sets the virtual clock to an absolute time (never backwards). */
  setClock(now: string | number): Promise<SandboxClock> {
    return this.#call('POST', '/clock/set', { now });
  }

  /** Forgets every session, token, event, log and fault; settings back to the start values. */
  async reset(): Promise<void> {
    await this.#call('POST', '/reset');
  }

  settings(): Promise<SandboxSettings> {
    return this.#call('GET', '/settings');
  }

  updateSettings(patch: Partial<SandboxSettings>): Promise<SandboxSettings> {
    return this.#call('PATCH', '/settings', patch);
  }

  /** Every webhook and callback attempt so far, optionally of one kind. */
  async deliveries(kind?: DeliveryKind): Promise<DeliveryAttempt[]> {
    const query = kind ? `?kind=${encodeURIComponent(kind)}` : '';
    return (await this.#call<{ data: DeliveryAttempt[] }>('GET', `/deliveries${query}`)).data;
  }

  async transactions(): Promise<AuditEntry[]> {
    return (await this.#call<{ data: AuditEntry[] }>('GET', '/transactions')).data;
  }

  /** Adds a fault (README "Faults on demand"); returns it with its `id`. */
  addFault(fault: FaultInput): Promise<Fault> {
    return this.#call('POST', '/faults', fault);
  }

  /** Active faults, with how often each has fired. */
  async faults(): Promise<Fault[]> {
    return (await this.#call<{ data: Fault[] }>('GET', '/faults')).data;
  }

  async removeFault(id: string): Promise<void> {
    await this.#call('DELETE', `/faults/${encodeURIComponent(id)}`);
  }

  async clearFaults(): Promise<void> {
    await this.#call('DELETE', '/faults');
  }

  /** The emails the sandbox "sent" (never really sent), optionally only those to `address`. */
  async outbox(address?: string): Promise<OutboxEmail[]> {
    const query = address ? `?to=${encodeURIComponent(address)}` : '';
    return (await this.#call<{ data: OutboxEmail[] }>('GET', `/outbox${query}`)).data;
  }

  /** The capture hand-offs (phone links), optionally of one email. */
  async handoffs(email?: string): Promise<SandboxHandoff[]> {
    const query = email ? `?email=${encodeURIComponent(email)}` : '';
    return (await this.#call<{ data: SandboxHandoff[] }>('GET', `/handoffs${query}`)).data;
  }

  /** Expires a hand-off now: its phone page says the link expired (the token stays valid). */
  expireHandoff(handoffId: string): Promise<SandboxHandoff> {
    return this.#call('POST', `/handoffs/${encodeURIComponent(handoffId)}/expire`);
  }

  /** Moves the clock past a quiz token's 90 s lifetime: the next answer gets 410 `quiz_token_expired`. */
  expireQuizTokens(): Promise<SandboxClock> {
    return this.advance(quizExpirySeconds);
  }

  /** Moves the clock just past the session's link expiry: the hosted page then shows LINK EXPIRED. */
  async expireLink(requestId: string): Promise<SandboxClock> {
    const session = await this.#call<{ link_expires_at: string }>(
      'GET',
      `/vx/sessions/${encodeURIComponent(requestId)}`,
    );
    return this.setClock(Date.parse(session.link_expires_at) + 1000);
  }
}

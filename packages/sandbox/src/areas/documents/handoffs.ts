import type { SandboxContext } from '../../kernel/context';

/** Where a capture stands: not yet scanned, waiting for the requested selfie, or finished. */
export type CaptureStep = 'start' | 'selfie' | 'done';

/** How a capture ended: the end screen (`success`, `failure` or a 7.4 error state) and the document status. */
export interface CaptureOutcome {
  screen: string;
  status?: string;
}

/**
 * One person's capture for one token (4.8): what the desktop page, a reload of it and the phone page share.
 * It holds the one-time hand-off link (`/phone/<handoffId>`) and lives as long as its token.
 */
export interface CaptureSession {
  key: string;
  handoffId: string;
  /** The capture parameters (4.8) as received, so the phone page scans with the desktop's values. */
  params: Record<string, unknown>;
  email: string;
  expiresAt: number;
  /** When the phone first opened the hand-off link, or null. */
  phoneOpenedAt: number | null;
  step: CaptureStep;
  outcome: CaptureOutcome | null;
}

/** The state the desktop page polls (`POST /capture/api/handoff`). */
export interface HandoffStatus {
  phone: 'waiting' | 'opened';
  step: CaptureStep;
  outcome: CaptureOutcome | null;
  expired: boolean;
}

/** Capture sessions by token and email, and by hand-off id. Cleared by a reset. */
export class CaptureSessions {
  private readonly byKey = new Map<string, CaptureSession>();
  private readonly byHandoff = new Map<string, CaptureSession>();

  constructor(private readonly ctx: SandboxContext) {}

  static key(token: string, email: string): string {
    return `${token}\n${email.trim().toLowerCase()}`;
  }

  /**
   * The session of this token and email, or a new one (with a new hand-off link) when there is none or the
   * last one finished: a finished capture is not reopened by a new modal, which starts again.
   */
  open(token: string, email: string, params: Record<string, unknown>, expiresAt: number): CaptureSession {
    const key = CaptureSessions.key(token, email);
    const existing = this.byKey.get(key);
    if (existing && existing.step !== 'done' && !this.expired(existing)) return existing;
    const session: CaptureSession = {
      key,
      handoffId: this.ctx.random.base64url(18),
      params,
      email,
      expiresAt,
      phoneOpenedAt: null,
      step: 'start',
      outcome: null,
    };
    this.byKey.set(key, session);
    this.byHandoff.set(session.handoffId, session);
    return session;
  }

  find(token: string, email: string): CaptureSession | undefined {
    return this.byKey.get(CaptureSessions.key(token, email));
  }

  byHandoffId(id: unknown): CaptureSession | undefined {
    return typeof id === 'string' ? this.byHandoff.get(id) : undefined;
  }

  /** Every session, newest last (the admin list). */
  all(): CaptureSession[] {
    return [...this.byHandoff.values()];
  }

  expired(session: CaptureSession): boolean {
    return this.ctx.clock.now() >= session.expiresAt;
  }

  /** Records a step's result so a reload, the phone and the desktop all see it. */
  record(token: string, email: string, step: CaptureStep, outcome: CaptureOutcome | null): void {
    const session = this.find(token, email);
    if (!session) return;
    session.step = step;
    session.outcome = outcome;
  }

  status(session: CaptureSession): HandoffStatus {
    return {
      phone: session.phoneOpenedAt === null ? 'waiting' : 'opened',
      step: session.step,
      outcome: session.outcome,
      expired: this.expired(session),
    };
  }

  clear(): void {
    this.byKey.clear();
    this.byHandoff.clear();
  }
}

import { createHash } from 'node:crypto';
import { nameAddressFieldNames, type SessionStatus } from '@veriframe/core/schemas';
import type { VxStyles } from '@veriframe/core/theme';
import type { SandboxContext } from '../../kernel/context';

/** Journey components a session runs, in the order the hosted page shows them. */
export const vxComponents = ['document', 'selfie', 'phone'] as const;
export type VxComponent = (typeof vxComponents)[number];
/** Step outcomes (3.2: step `action` values seen). */
export const vxOutcomes = ['PASS', 'FAIL', 'PENDING', 'REVIEW'] as const;
export type VxOutcome = (typeof vxOutcomes)[number];
/** The session status of 3.2 (core's). */
export type VxStatus = SessionStatus;

/** Personal fields of 2.3: the latest values, supplied at creation or changed during the journey. */
export const personalFields = [...nameAddressFieldNames, 'dob', 'email', 'phone', 'ssn'] as const;
export type PersonalField = (typeof personalFields)[number];

/** One stop of the journey (2.3); a type alias, so it satisfies core's `JourneyStop`. */
export type JourneyStop = {
  timestamp: string;
  type: 'NEW REGISTRATION' | 'Data Service';
  source: string;
  status: string;
  action: string;
  detail: string;
};

export interface VxStep {
  component: VxComponent;
  outcome: VxOutcome;
  at: number;
  confirmation: number;
}

export interface VxSession {
  requestId: string;
  linkToken: string;
  clientId: string;
  createdAt: number;
  linkExpiresAt: number;
  person: Record<PersonalField, string>;
  reference: string;
  additionalData: Record<string, string>;
  settings: Record<string, boolean>;
  webhookEndpoint: string | null;
  language: string;
  /** Checked by core's builder at create_session (`checkStyles`). */
  styles: VxStyles | null;
  resultMessages: unknown;
  startedAt: number | null;
  deviceId: string | null;
  status: VxStatus | null;
  steps: VxStep[];
  stops: JourneyStop[];
  /** The person's V-PIN, issued (and monitored) when a component first passed; null before. */
  vpin: string | null;
  /**
   * The journey's phone hand-off (4.4): the one-time `/phone/journey/<id>` link, its first open, a hand-back, and
   * what the desktop shows while the phone has the journey (`qr` or `email`; null: the desktop has it), so a
   * desktop reload shows that screen again.
   */
  handoff: {
    id: string;
    phoneOpenedAt: number | null;
    handedBack: boolean;
    desktop: 'qr' | 'email' | null;
  };
}

/** The service that processed each component, as `dcams_plus.service` and the stop `source` show it. */
export const componentService: Record<VxComponent, string> = {
  document: 'DCAMSPLUS',
  selfie: 'DCAMSPLUS.Selfie',
  phone: 'PhoneMatch',
};

/** `dcams_plus.detail` of a step's outcome. */
export const stepDetail: Record<VxOutcome, string> = {
  PASS: 'ALL CHECKS PASSED',
  FAIL: 'VERIFICATION FAILED',
  PENDING: 'MORE INFORMATION IS REQUIRED',
  REVIEW: 'TRANSACTION REQUIRES FURTHER ATTENTION',
};

/** `YYYY-MM-DD HH:MM:SS.ffffff` in UTC (2.3 stop timestamps). */
export function stopTimestamp(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)}000`;
}

/** `NNh NNm NNs` (2.3 journey duration). */
export function journeyDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}h ${pad(Math.floor((total % 3600) / 60))}m ${pad(total % 60)}s`;
}

/**
 * The session status a step leaves behind: FAIL is final; REVIEW means pending review, and a document under
 * manual review keeps the session PENDING whatever later steps report (only the review decides; 3.2's
 * "later component passes -> PASS" is the row of PENDING *more information required*); otherwise the step's.
 */
export function statusAfter(current: VxStatus | null, outcome: VxOutcome, underReview = false): VxStatus {
  if (current === 'FAIL') return 'FAIL';
  if (outcome === 'REVIEW') return 'PENDING';
  if (underReview && outcome !== 'FAIL') return 'PENDING';
  return outcome;
}

/** Every VX session of the sandbox, with the per-email and per-device histories the limits need. */
export class VxSessionStore {
  readonly sessions = new Map<string, VxSession>();
  /** Virtual times of create_session calls, for the 1,000-a-minute limit. */
  readonly createCalls: number[] = [];
  /** Virtual times of journey starts per device id (6.5). */
  readonly deviceStarts = new Map<string, number[]>();
  /** The V-PIN of each person outside the test data, by lowercased email, so every session of theirs shares it. */
  readonly vpinsByEmail = new Map<string, string>();

  constructor(private readonly ctx: SandboxContext) {}

  create(
    input: Omit<
      VxSession,
      | 'requestId'
      | 'linkToken'
      | 'createdAt'
      | 'linkExpiresAt'
      | 'startedAt'
      | 'deviceId'
      | 'status'
      | 'steps'
      | 'stops'
      | 'vpin'
      | 'handoff'
    >,
    linkLifetimeMs: number,
  ): VxSession {
    const now = this.ctx.clock.now();
    const session: VxSession = {
      ...input,
      requestId: this.ctx.random.uuid(),
      linkToken: this.ctx.random.base64url(18),
      createdAt: now,
      linkExpiresAt: now + linkLifetimeMs,
      startedAt: null,
      deviceId: null,
      status: null,
      steps: [],
      stops: [],
      vpin: null,
      handoff: { id: '', phoneOpenedAt: null, handedBack: false, desktop: null },
    };
    // Derived from the secret link token, not drawn: a seeded sandbox's later random values stay as they were.
    session.handoff.id = createHash('sha256')
      .update(`handoff:${session.linkToken}`)
      .digest('base64url')
      .slice(0, 24);
    this.sessions.set(session.requestId, session);
    return session;
  }

  /** The session whose phone hand-off link has this id. */
  byHandoffId(id: string): VxSession | undefined {
    return [...this.sessions.values()].find((s) => s.handoff.id === id);
  }

  byEmail(email: string): VxSession[] {
    const key = email.trim().toLowerCase();
    return [...this.sessions.values()].filter((s) => s.person.email.trim().toLowerCase() === key);
  }

  /** Marks the journey started (the `NEW REGISTRATION` stop); the result endpoint then answers 202. */
  start(session: VxSession, deviceId: string | null): void {
    const now = this.ctx.clock.now();
    session.startedAt = now;
    session.deviceId = deviceId;
    session.stops.push({
      timestamp: stopTimestamp(now),
      type: 'NEW REGISTRATION',
      source: '',
      status: '',
      action: '',
      detail: '',
    });
    if (deviceId) {
      const starts = this.deviceStarts.get(deviceId) ?? [];
      starts.push(now);
      this.deviceStarts.set(deviceId, starts);
    }
  }

  /** Journey starts from a device within the last 24 h of virtual time. */
  deviceStartsWithinDay(deviceId: string): number {
    const since = this.ctx.clock.now() - 24 * 3600_000;
    return (this.deviceStarts.get(deviceId) ?? []).filter((t) => t > since).length;
  }

  /** Records a finished component: a `Data Service` stop and the new session status. */
  finishComponent(session: VxSession, component: VxComponent, outcome: VxOutcome): VxStep {
    const now = this.ctx.clock.now();
    const step: VxStep = { component, outcome, at: now, confirmation: this.ctx.random.int(100000, 1000000) };
    const underReview = session.steps.some((s) => s.outcome === 'REVIEW');
    session.steps.push(step);
    session.status = statusAfter(session.status, outcome, underReview);
    session.stops.push({
      timestamp: stopTimestamp(now),
      type: 'Data Service',
      source: componentService[component],
      status: session.status,
      action: outcome,
      detail: stepDetail[outcome],
    });
    return step;
  }

  clear(): void {
    this.sessions.clear();
    this.createCalls.length = 0;
    this.deviceStarts.clear();
    this.vpinsByEmail.clear();
  }
}

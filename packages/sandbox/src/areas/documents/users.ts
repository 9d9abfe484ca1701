import {
  type DocumentCallback,
  type DocumentStatusValue,
  nameAddressFieldNames,
  type UserStatus,
  type UserStatusNotFound,
} from '@veriframe/core/schemas';
import { perContext, type SandboxContext } from '../../kernel/context';
import { retryAfterHeader } from '../../kernel/http';

/** The document status of 2.4 and 3.3 (core's). */
export type DocStatus = DocumentStatusValue;

/** Customer values as submitted with a scan (2.4). */
export const customerFieldNames = [...nameAddressFieldNames, 'dob', 'email', 'reference'] as const;
export type CustomerField = (typeof customerFieldNames)[number];
/** Fields purged from user status 2 hours after the transaction unless storage is active (4.7). */
const purgedFields = [...nameAddressFieldNames, 'dob'] as const;
export const purgeAfterMs = 2 * 3600_000;

/** The latest document transaction of a user (keyed by email). */
export interface DocUser {
  values: Record<CustomerField, string>;
  additionalData: Record<string, unknown>;
  status: DocStatus;
  action: string;
  detail: string;
  issues: string[];
  confirmation: number;
  documentData: Record<string, string>;
  storageSuccess: boolean;
  transactionAt: number;
  /** Set while the scan passed and a selfie is requested; the selfie's outcome. */
  selfieOutcome: 'PASS' | 'FAIL' | null;
}

/** Users by lowercased email, plus their attempt times for the velocity limit. */
export class DocUserStore {
  readonly users = new Map<string, DocUser>();
  readonly attempts = new Map<string, number[]>();

  constructor(private readonly ctx: SandboxContext) {}

  get(email: string): DocUser | undefined {
    return this.users.get(email.trim().toLowerCase());
  }

  set(user: DocUser): void {
    this.users.set(user.values.email.trim().toLowerCase(), user);
  }

  recordAttempt(email: string): void {
    const key = email.trim().toLowerCase();
    this.attempts.set(key, [...(this.attempts.get(key) ?? []), this.ctx.clock.now()]);
  }

  /** The `Retry-After` header of the velocity refusal: until the email is below `threshold` attempts in 24 h. */
  velocityRetryAfter(email: string, threshold: number): { 'retry-after': string } {
    const times = this.attempts.get(email.trim().toLowerCase()) ?? [];
    return retryAfterHeader(times, threshold, 24 * 3600_000, this.ctx.clock.now());
  }

  /** Scan attempts of the email within the last 24 h of virtual time. */
  attemptsWithinDay(email: string): number {
    const since = this.ctx.clock.now() - 24 * 3600_000;
    return (this.attempts.get(email.trim().toLowerCase()) ?? []).filter((t) => t > since).length;
  }

  /**
   * Whether the user's document is under manual review (3.3: status PENDING with action REVIEW). A user
   * PENDING only because a selfie is awaited (action PENDING) is not.
   */
  underManualReview(email: string): boolean {
    const user = this.get(email);
    return user?.status === 'PENDING' && user.action === 'REVIEW';
  }

  clear(): void {
    this.users.clear();
    this.attempts.clear();
  }
}

/**
 * The context's document-capture users, created on first use and cleared on reset. Shared with VX, whose
 * create_session answers 423 while a user's ID document is under manual review (7.2).
 */
export const docUserStore: (ctx: SandboxContext) => DocUserStore = perContext((ctx) => new DocUserStore(ctx));

/** 1 x 1 PNGs standing in for the document images of the image-return setting. */
const frontImage =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const backImage =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The 2.4 callback body; with image return, `documents.front/back` are added and `dcams_plus.action` left out. */
export function callbackBody(user: DocUser, imageReturn: boolean): DocumentCallback {
  return {
    ...user.values,
    status: user.status,
    additionalData: user.additionalData,
    dcams_plus: {
      document_data: user.documentData,
      confirmation: user.confirmation,
      ...(imageReturn ? {} : { action: user.action }),
      detail: user.detail,
      issues: user.issues,
    },
    storage: { success: user.storageSuccess },
    ...(imageReturn ? { documents: { front: frontImage, back: backImage } } : {}),
  } satisfies DocumentCallback;
}

/** The user/status body (2.4 + `found`), with personal fields purged 2 h after the transaction without storage. */
export function statusBody(user: DocUser, now: number): UserStatus {
  const body = { ...callbackBody(user, false), found: true } satisfies UserStatus;
  if (user.storageSuccess || now - user.transactionAt < purgeAfterMs) return body;
  return {
    ...body,
    ...Object.fromEntries(purgedFields.map((field) => [field, null])),
    dcams_plus: { ...body.dcams_plus, document_data: false },
  } satisfies UserStatus;
}

/** 4.7: the exact body for a user who is not found. */
export function notFoundBody(): UserStatusNotFound {
  return {
    fn: null,
    ln: null,
    addr: null,
    city: null,
    state: null,
    zip: null,
    dob: null,
    email: null,
    reference: null,
    status: null,
    additionalData: false,
    dcams_plus: { document_data: false, confirmation: 0, action: null, detail: null, issues: false },
    storage: { success: null },
    found: false,
  } satisfies UserStatusNotFound;
}

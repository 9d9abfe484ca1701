import type { SandboxContext } from '../../kernel/context';
import type { CaptureParams } from './capture-params';
import type { DocTokenStore } from './tokens';
import { callbackBody, type DocStatus, type DocUser, type DocUserStore } from './users';

/** 3.3 / 8: the manual review result arrives about 90 seconds after the scan. */
export const manualReviewDelayMs = 90_000;

/** The modal error states of 7.4, named as the modal's callbacks. */
export type CaptureError = 'error-token' | 'error-already-verified' | 'error-pending' | 'error-velocity';

/** What the browser shows after a step: success, failure, or the selfie step. */
export type BrowserOutcome = 'success' | 'failure' | 'selfie';

export interface ScanResult {
  browser: BrowserOutcome;
  status: DocStatus;
  action: string;
}

type Canned = { scan: DocStatus; after: 'PASS' | 'FAIL' | null; kind: 'plain' | 'manual' | 'selfie' };

/** 3.3: the six canned last names (testing mode only). Other names pass (the simulated document matches). */
const cannedLastNames: Record<string, Canned> = {
  dcamspluspass: { scan: 'PASS', after: null, kind: 'plain' },
  dcamsplusfail: { scan: 'FAIL', after: null, kind: 'plain' },
  dcamsplusfailmanualpass: { scan: 'FAIL', after: 'PASS', kind: 'manual' },
  dcamsplusfailmanualfail: { scan: 'FAIL', after: 'FAIL', kind: 'manual' },
  dcamspluspassselfiematch: { scan: 'PASS', after: 'PASS', kind: 'selfie' },
  dcamspluspassselfienomatch: { scan: 'PASS', after: 'FAIL', kind: 'selfie' },
};

const texts = {
  PASS: 'ALL CHECKS PASSED',
  FAIL: 'DOCUMENT DID NOT PASS VERIFICATION',
  REVIEW: 'TRANSACTION REQUIRES FURTHER ATTENTION',
  PENDING: 'MORE INFORMATION IS REQUIRED',
} as const;

/**
 * What failed, as `detail` and `issues` say it: the document itself, or (`dcamspluspassselfienomatch`) the selfie
 * after a document that passed. Blaming the document there would contradict the scan the person saw pass.
 */
const failures = {
  document: { detail: texts.FAIL, issue: 'DOCUMENT FAILED AUTHENTICATION' },
  selfie: { detail: 'SELFIE DID NOT PASS VERIFICATION', issue: 'SELFIE DOES NOT MATCH DOCUMENT' },
} as const;

/** Why a capture cannot proceed for these parameters (7.4 modal error states), or null. */
export function captureError(
  ctx: SandboxContext,
  tokens: DocTokenStore,
  users: DocUserStore,
  token: unknown,
  email: string,
): CaptureError | null {
  if (!tokens.verify(token)) return 'error-token';
  const user = users.get(email);
  if (user?.status === 'PASS') return 'error-already-verified';
  if (user?.status === 'PENDING') return 'error-pending';
  if (users.attemptsWithinDay(email) >= ctx.settings.velocity_threshold) return 'error-velocity';
  return null;
}

/** Attributes read from the simulated document: the submitted values, as a driver license shows them. */
function documentData(ctx: SandboxContext, params: CaptureParams): Record<string, string> {
  const v = params.values;
  return {
    FirstName: v.fn.toUpperCase(),
    LastName: v.ln.toUpperCase(),
    MiddleName: '',
    FullAddress: `${v.addr}, ${v.city}, ${v.state} ${v.zip}`.toUpperCase(),
    Address: v.addr.toUpperCase(),
    City: v.city.toUpperCase(),
    State: v.state.toUpperCase(),
    Zip: v.zip,
    DateOfBirth: v.dob,
    IssueDate: '20210301',
    ExpirationDate: '20290301',
    Height: '5\'-07"',
    Sex: 'F',
    EyeColor: 'BLU',
    DocumentNumber: `D${String(ctx.random.int(10_000_000, 100_000_000))}`,
    CountryCode: params.international ? 'CAN' : 'USA',
    DocumentType: params.international ? 'PASSPORT' : 'DRIVERS LICENSE',
  };
}

/** Runs the scan/upload of a document; records the attempt, the transaction and the upload callback. */
export function runScan(
  ctx: SandboxContext,
  users: DocUserStore,
  params: CaptureParams,
  origin: string,
): ScanResult {
  const now = ctx.clock.now();
  const canned = ctx.settings.testing_mode
    ? cannedLastNames[params.values.ln.trim().toLowerCase()]
    : undefined;
  const manual = canned?.kind === 'manual' && ctx.settings.manual_review;
  let status: DocStatus = canned?.scan ?? 'PASS';
  let action: string = status;
  if (manual) [status, action] = ['PENDING', 'REVIEW'];
  if (canned?.kind === 'selfie') [status, action] = ['PENDING', 'PENDING'];
  const user: DocUser = {
    values: { ...params.values },
    additionalData: params.additionalData,
    status,
    action,
    detail: texts[action as keyof typeof texts],
    issues: status === 'FAIL' ? [failures.document.issue] : [],
    // From the sandbox's stream (`ctx.random`), as every other invented number: a seed makes them stable.
    confirmation: ctx.random.int(100_000, 1_000_000),
    documentData: documentData(ctx, params),
    storageSuccess: ctx.settings.storage,
    transactionAt: now,
    selfieOutcome: canned?.kind === 'selfie' ? canned.after : null,
  };
  users.recordAttempt(params.values.email);
  users.set(user);
  record(ctx, user, 'DCAMSPLUS.scan', origin);
  sendCallback(ctx, user);
  if (manual) {
    ctx.clock.after(manualReviewDelayMs, () => {
      if (users.get(user.values.email) !== user) return; // a reset or a newer transaction replaced it
      settle(ctx, user, canned.after!, 'DCAMSPLUS.manual_review', 'sandbox-reviewer', 'document');
    });
  }
  const browser: BrowserOutcome =
    canned?.kind === 'selfie' ? 'selfie' : canned?.scan === 'FAIL' ? 'failure' : 'success';
  return { browser, status, action };
}

/** Runs the requested selfie; null when no selfie is awaited for the email. */
export function runSelfie(
  ctx: SandboxContext,
  users: DocUserStore,
  email: string,
  origin: string,
): ScanResult | null {
  const user = users.get(email);
  const outcome = user?.status === 'PENDING' ? user.selfieOutcome : null;
  if (!user || !outcome) return null;
  user.selfieOutcome = null;
  settle(ctx, user, outcome, 'DCAMSPLUS.selfie', origin, 'selfie');
  return { browser: outcome === 'PASS' ? 'success' : 'failure', status: outcome, action: outcome };
}

/** A status change after the upload: new values, a transaction and a callback (6.2: "on later status updates"). */
function settle(
  ctx: SandboxContext,
  user: DocUser,
  outcome: 'PASS' | 'FAIL',
  service: string,
  origin: string,
  checked: keyof typeof failures,
) {
  const failure = failures[checked];
  user.status = outcome;
  user.action = outcome;
  user.detail = outcome === 'FAIL' ? failure.detail : texts[outcome];
  user.issues = outcome === 'FAIL' ? [failure.issue] : [];
  user.transactionAt = ctx.clock.now();
  record(ctx, user, service, origin);
  sendCallback(ctx, user);
}

function record(ctx: SandboxContext, user: DocUser, service: string, origin: string): void {
  ctx.audit.record({
    service,
    reference: user.values.reference,
    user: ctx.credentials.user,
    origin,
    path: '/capture',
    flags: ctx.settings.testing_mode ? ['test'] : [],
    action: user.action,
    detail: user.detail,
    issues: user.issues,
    inputs: { email: user.values.email, status: user.status },
  });
}

/** 6.2: POSTs the 2.4 body to the site's callback URL, signed, when one is set. */
function sendCallback(ctx: SandboxContext, user: DocUser): void {
  const url = ctx.settings.callback_url;
  if (!url) return;
  const creds = ctx.settings.webhook_basic_auth;
  void ctx.deliveries.send({
    kind: 'document.callback',
    url,
    body: callbackBody(user, ctx.settings.image_return),
    secret: ctx.credentials.webhookSecret,
    eventType: `document.${user.status.toLowerCase()}`,
    headers: creds ? { authorization: `Basic ${Buffer.from(creds).toString('base64')}` } : {},
  });
}

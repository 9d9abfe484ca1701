import type { SandboxContext } from '../../kernel/context';
import { retryAfterHeader } from '../../kernel/http';
import { docUserStore } from '../documents/users';
import type { VxComponent, VxOutcome, VxSession, VxSessionStore, VxStep } from './sessions';
import { issueSessionVpin } from './vpin';
import { sendVxWebhook } from './webhook';

/** Why a journey cannot start, with the 6.3 string the hosted page posts for it. */
export type StartRefusal = {
  message: 'LINK EXPIRED' | 'BOT DETECTED' | 'ALREADY VERIFIED';
  detail: string;
  status: 403 | 410 | 429;
  /** The `Retry-After` header of a 429. */
  headers?: Record<string, string>;
};

const dayMs = 24 * 3600_000;

/** Whether the user (by email) already passed in any session. */
export function emailHasPassed(store: VxSessionStore, email: string): boolean {
  return store.byEmail(email).some((s) => s.status === 'PASS');
}

/**
 * Whether the user (by email) has an ID document under manual review (7.2 / 3.2): a VX session PENDING after a
 * document step, or a document-capture user whose document is PENDING in manual review (3.3).
 */
export function emailHasPendingDocument(ctx: SandboxContext, store: VxSessionStore, email: string): boolean {
  if (docUserStore(ctx).underManualReview(email)) return true;
  return store.byEmail(email).some((s) => {
    const lastDocument = s.steps.findLast((step) => step.component === 'document');
    return (
      s.status === 'PENDING' && (lastDocument?.outcome === 'PENDING' || lastDocument?.outcome === 'REVIEW')
    );
  });
}

/** Checks the link and the device, then starts the journey. Starting an already started journey is a no-op. */
export function startJourney(
  ctx: SandboxContext,
  store: VxSessionStore,
  session: VxSession,
  deviceId: string | null,
): StartRefusal | null {
  if (session.startedAt !== null) return null;
  if (ctx.clock.now() >= session.linkExpiresAt) {
    return {
      message: 'LINK EXPIRED',
      detail: 'The verification link expired; create a new session.',
      status: 410,
    };
  }
  if (deviceId && store.deviceStartsWithinDay(deviceId) >= ctx.settings.vx_attempts_per_device) {
    return {
      message: 'BOT DETECTED',
      detail: `This device started ${ctx.settings.vx_attempts_per_device} journeys within 24 hours.`,
      status: 429,
      headers: retryAfterHeader(
        store.deviceStarts.get(deviceId) ?? [],
        ctx.settings.vx_attempts_per_device,
        dayMs,
        ctx.clock.now(),
      ),
    };
  }
  const blocking = session.settings.block === true || ctx.settings.block;
  if (blocking && emailHasPassed(store, session.person.email)) {
    return { message: 'ALREADY VERIFIED', detail: 'The user has already passed verification.', status: 403 };
  }
  store.start(session, deviceId);
  return null;
}

/** A finished component: the new status is recorded, the webhook fires (6.1), the transaction is audited. */
export function finishComponent(
  ctx: SandboxContext,
  store: VxSessionStore,
  session: VxSession,
  component: VxComponent,
  outcome: VxOutcome,
  origin: string,
): VxStep {
  const step = store.finishComponent(session, component, outcome);
  if (outcome === 'PASS') issueSessionVpin(ctx, store, session);
  ctx.audit.record({
    service: `VX.${component}`,
    reference: session.reference,
    user: session.clientId,
    origin,
    path: `/journey/${session.requestId}`,
    flags: session.settings.test_mode === false ? [] : ['test'],
    action: outcome,
    detail: session.status ?? '',
    issues: [],
    inputs: { request_id: session.requestId, component },
  });
  sendVxWebhook(ctx, session);
  return step;
}

/**
 * Whether the journey still takes steps: not after a FAIL, not once every component passed, and not once the last
 * component (phone) reported: the journey runs document, selfie, phone once each.
 */
export function journeyOpen(session: VxSession): boolean {
  if (session.status === 'FAIL') return false;
  if (session.steps.some((s) => s.component === 'phone')) return false;
  const passed = new Set(session.steps.filter((s) => s.outcome === 'PASS').map((s) => s.component));
  return passed.size < 3;
}

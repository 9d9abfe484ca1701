/**
 * Phases of a hosted verification (spec 3.2, 4.10, 6.3), as an explicit machine:
 * - `idle`: no session yet; `creating`: create_session is on its way; `error`: it failed.
 * - `preparing`: the person showed intent (pointer, focus, visibility): a session is being made ahead of the
 *   click, not shown. `prepared`: it is ready; the click reveals it at once. A failed preparation falls back
 *   to `idle` silently (the click tries again, with the same `Idempotency-Key` when no answer came).
 * - `in-progress`: the journey runs. What the service says now is provisional: its status moves after each
 *   component (3.2), so a PASS after the document step can still become FAIL at the phone check.
 * - `confirming`: the session's own frame posted PASS or FAIL; waiting for a server read made after it.
 * - `final`: that read agrees with the page. The only phase whose outcome an app may act on.
 * - `disputed`: the read disagrees (page PASS, service FAIL), or the service stayed without a result beyond the
 *   bounded wait. Reported as such, never as confirmed.
 * - `ended`: the journey ended without an outcome (LINK EXPIRED, BOT DETECTED, ALREADY VERIFIED, or a link
 *   nobody opened before it expired).
 */
export type HostedVerificationPhase =
  | 'idle'
  | 'preparing'
  | 'prepared'
  | 'creating'
  | 'error'
  | 'in-progress'
  | 'confirming'
  | 'final'
  | 'disputed'
  | 'ended';

/** What moves the machine: our calls, the frame's messages and the server's reads. */
export type HostedVerificationTransition =
  | 'PRELOAD'
  | 'PRELOADED'
  | 'PRELOAD_FAILED'
  | 'REVEAL'
  | 'RESUME'
  | 'START'
  | 'CREATED'
  | 'CREATE_FAILED'
  | 'PAGE_RESULT'
  | 'PAGE_ENDED'
  | 'LINK_UNUSED'
  | 'AGREED'
  | 'CONFLICT'
  | 'WAIT_EXCEEDED';

const withSession = { START: 'creating' } as const;

/**
 * The whole machine as a table (phase × transition → phase). A pair missing from the table is ignored, so a
 * second terminal message, or a read that arrives after the outcome is final, changes nothing.
 *
 * @example
 * hostedTransitions['in-progress'].PAGE_RESULT; // 'confirming'
 * hostedTransitions['in-progress'].AGREED;      // undefined: a read alone never makes an outcome final
 */
export const hostedTransitions: Readonly<
  Record<HostedVerificationPhase, Partial<Record<HostedVerificationTransition, HostedVerificationPhase>>>
> = {
  // A session the person already had (`resume`, after a reload) takes over from nothing, or from a preload.
  idle: { START: 'creating', PRELOAD: 'preparing', RESUME: 'in-progress' },
  preparing: { ...withSession, PRELOADED: 'prepared', PRELOAD_FAILED: 'idle', RESUME: 'in-progress' },
  // A prepared session that expired is made again on the next intent (`PRELOAD`), never shown expired.
  prepared: { ...withSession, REVEAL: 'in-progress', PRELOAD: 'preparing', RESUME: 'in-progress' },
  creating: { ...withSession, CREATED: 'in-progress', CREATE_FAILED: 'error' },
  error: { START: 'creating' },
  'in-progress': { ...withSession, PAGE_RESULT: 'confirming', PAGE_ENDED: 'ended', LINK_UNUSED: 'ended' },
  confirming: { ...withSession, AGREED: 'final', CONFLICT: 'disputed', WAIT_EXCEEDED: 'disputed' },
  // A service that was only late (PENDING past the wait) may still come to agree.
  disputed: { ...withSession, AGREED: 'final' },
  final: { ...withSession },
  ended: { ...withSession },
};

/**
 * The next phase, or the same one when the transition does not apply.
 *
 * @example
 * nextHostedPhase('confirming', 'AGREED'); // 'final'
 * nextHostedPhase('in-progress', 'AGREED'); // 'in-progress'
 */
export const nextHostedPhase = (
  phase: HostedVerificationPhase,
  transition: HostedVerificationTransition,
): HostedVerificationPhase => hostedTransitions[phase][transition] ?? phase;

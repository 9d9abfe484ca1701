/**
 * Phases of a gateway age check (spec 4.1, `POST {base}/gateway/age`), as an explicit machine:
 * `idle` before the first check, `checking` while the proxy is asked, then `answered` (the service's verdict,
 * which may be a quiz to hand over), `failed` (the call failed: a refused field, a rate limit, no answer) or
 * `cancelled` (the person stopped waiting). Every end phase may check again.
 */
export type AgeCheckPhase = 'idle' | 'checking' | 'answered' | 'failed' | 'cancelled';

/** What moves the machine: the person (`CHECK`, `CANCEL`) and the proxy's answer (`ANSWERED`, `FAILED`). */
export type AgeCheckTransition = 'CHECK' | 'ANSWERED' | 'FAILED' | 'CANCEL';

const again = { CHECK: 'checking' } as const;

/**
 * The whole machine as a table (phase × transition → phase). A pair missing from the table is ignored: a second
 * click while checking, or an answer that arrives after a cancel, changes nothing.
 *
 * @example
 * ageCheckTransitions.checking.CANCEL; // 'cancelled'
 * ageCheckTransitions.checking.CHECK;  // undefined: one check at a time
 */
export const ageCheckTransitions: Readonly<
  Record<AgeCheckPhase, Partial<Record<AgeCheckTransition, AgeCheckPhase>>>
> = {
  idle: again,
  checking: { ANSWERED: 'answered', FAILED: 'failed', CANCEL: 'cancelled' },
  answered: again,
  failed: again,
  cancelled: again,
};

/**
 * The next phase, or `undefined` when the transition does not apply in `phase`.
 *
 * @example
 * nextAgeCheckPhase('checking', 'ANSWERED'); // 'answered'
 * nextAgeCheckPhase('answered', 'CANCEL');   // undefined
 */
export const nextAgeCheckPhase = (
  phase: AgeCheckPhase,
  transition: AgeCheckTransition,
): AgeCheckPhase | undefined => ageCheckTransitions[phase][transition];

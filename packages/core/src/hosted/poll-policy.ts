import type { HostedVerificationPhase } from './outcome-machine';
import { serviceStatus } from './snapshot';
import type { SessionProgress } from './types';

/** Polling backoff: the n-th unchanged read waits `min(initialMs * factor^n, maxMs)`. */
export interface PollBackoff {
  initialMs?: number;
  factor?: number;
  maxMs?: number;
}

export interface PollSituation {
  phase: HostedVerificationPhase;
  /** Reads since the service's answer last changed (failed reads count too). */
  unchangedReads: number;
  /** In `disputed`: whether the service holds a PASS or FAIL of its own (nothing left to wait for). */
  serviceDecided?: boolean;
  /** The last read failed in a way another read cannot fix (a 4xx other than 408 and 429). */
  stopped?: boolean;
}

/**
 * Milliseconds until the next read of the session, or `false` for none. Pure: no clock, no state.
 * - While the journey runs, back off from `initialMs` to `maxMs`, and start again when the answer changes:
 *   a provisional PASS never stops polling (a later component can fail).
 * - While confirming a page's message, read at `initialMs` (the wait is bounded by the caller).
 * - While disputed only because the service had no result yet, read slowly: a review may still finish.
 * - Never in any other phase.
 *
 * @example
 * nextPollDelay({ phase: 'in-progress', unchangedReads: 2 }); // 2250
 * nextPollDelay({ phase: 'final', unchangedReads: 0 });       // false
 */
export function nextPollDelay(
  { phase, unchangedReads, serviceDecided = false, stopped = false }: PollSituation,
  { initialMs = 1000, factor = 1.5, maxMs = 10_000 }: PollBackoff = {},
): number | false {
  if (stopped) return false;
  if (phase === 'in-progress') return Math.min(initialMs * factor ** unchangedReads, maxMs);
  if (phase === 'confirming') return initialMs;
  if (phase === 'disputed') return !serviceDecided && maxMs;
  return false;
}

/**
 * Whether a failed read is one another read cannot fix: a 4xx other than 408 and 429 (the `stopped` above).
 *
 * @example
 * isPermanentReadError({ status: 404 }); // true
 * isPermanentReadError({ status: 429 }); // false: read again later
 */
export const isPermanentReadError = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
};

/**
 * The situation of a session's reads, from what the observer knows: its phase, the service's last answer,
 * how many reads in a row brought nothing new, and whether the last one failed for good.
 *
 * @example
 * pollSituation({ phase: 'disputed', progress: undefined }, 3, false); // { ..., serviceDecided: false }
 */
export const pollSituation = (
  { phase, progress }: { phase: HostedVerificationPhase; progress: SessionProgress | undefined },
  unchangedReads: number,
  stopped: boolean,
): PollSituation => ({
  phase,
  unchangedReads,
  serviceDecided: ['PASS', 'FAIL'].includes(serviceStatus(progress)),
  stopped,
});

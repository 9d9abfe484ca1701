import { describe, expect, it } from 'vitest';
import { nextPollDelay } from './poll-policy';

describe('nextPollDelay', () => {
  it('backs off 1 s, ×1.5 per unchanged read, at most 10 s, while the journey runs', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 7].map((n) =>
      nextPollDelay({ phase: 'in-progress', unchangedReads: n }),
    );
    expect(delays).toEqual([1000, 1500, 2250, 3375, 5062.5, 7593.75, 10_000, 10_000]);
  });

  it('reads fast while confirming, slowly in a dispute the service may still settle, never otherwise', () => {
    const backoff = { initialMs: 200, maxMs: 5000 };
    expect(nextPollDelay({ phase: 'confirming', unchangedReads: 9 }, backoff)).toBe(200);
    expect(nextPollDelay({ phase: 'disputed', unchangedReads: 9 }, backoff)).toBe(5000);
    expect(nextPollDelay({ phase: 'disputed', unchangedReads: 9, serviceDecided: true }, backoff)).toBe(
      false,
    );
    for (const phase of ['idle', 'creating', 'error', 'final', 'ended'] as const)
      expect(nextPollDelay({ phase, unchangedReads: 0 })).toBe(false);
  });

  it('stops after a failure another read cannot fix', () => {
    expect(nextPollDelay({ phase: 'in-progress', unchangedReads: 1, stopped: true })).toBe(false);
  });
});

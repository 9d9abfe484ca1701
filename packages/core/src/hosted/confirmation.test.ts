import { describe, expect, it } from 'vitest';
import { judgeRead } from './confirmation';
import type { HostedVerificationPhase } from './outcome-machine';
import { isPermanentReadError, pollSituation } from './poll-policy';
import type { SessionProgress } from './types';

const result = (status: 'PASS' | 'FAIL' | 'PENDING'): SessionProgress => ({
  status: 'complete',
  result: { status, request_id: 'req-1' },
});
const no = () => false;
const yes = () => true;

describe('judgeRead (the confirmation rule)', () => {
  it('agrees, conflicts or waits only for a read made after the page message', () => {
    const confirming = { phase: 'confirming', pageMessage: 'PASS' } as const;
    expect(judgeRead(confirming, result('PASS'), true, no, no)).toBe('AGREED');
    expect(judgeRead(confirming, result('FAIL'), true, no, no)).toBe('CONFLICT');
    expect(judgeRead(confirming, result('PENDING'), true, no, no)).toBeUndefined();
    expect(judgeRead(confirming, result('PENDING'), true, no, yes)).toBe('WAIT_EXCEEDED');
    // A read that started before the page spoke never confirms, whatever it says.
    expect(judgeRead(confirming, result('PASS'), false, no, yes)).toBeUndefined();
    expect(judgeRead({ phase: 'disputed', pageMessage: 'FAIL' }, result('FAIL'), true, no, no)).toBe(
      'AGREED',
    );
  });

  it('ends a running journey only for a link nobody opened before it expired', () => {
    const running = { phase: 'in-progress', pageMessage: null } as const;
    expect(judgeRead(running, { status: 'not_started' }, false, yes, no)).toBe('LINK_UNUSED');
    expect(judgeRead(running, { status: 'not_started' }, false, no, no)).toBeUndefined();
    expect(judgeRead(running, { status: 'in_progress' }, false, yes, no)).toBeUndefined();
    expect(judgeRead(running, result('PASS'), true, yes, yes)).toBeUndefined();
  });

  it('changes nothing in any other phase, and asks the clock only when the rule needs it', () => {
    const asked: string[] = [];
    const clock = (name: string) => () => {
      asked.push(name);
      return true;
    };
    const others: HostedVerificationPhase[] = [
      'idle',
      'preparing',
      'prepared',
      'creating',
      'error',
      'final',
      'ended',
    ];
    for (const phase of others)
      expect(
        judgeRead({ phase, pageMessage: 'PASS' }, result('FAIL'), true, clock('link'), clock('wait')),
      ).toBeUndefined();
    expect(
      judgeRead(
        { phase: 'confirming', pageMessage: 'PASS' },
        result('PASS'),
        true,
        clock('link'),
        clock('wait'),
      ),
    ).toBe('AGREED');
    expect(asked).toEqual([]);
  });
});

describe('poll situation and permanent read errors', () => {
  it('counts the service as decided only on its own PASS or FAIL', () => {
    expect(pollSituation({ phase: 'disputed', progress: result('FAIL') }, 2, false)).toEqual({
      phase: 'disputed',
      unchangedReads: 2,
      serviceDecided: true,
      stopped: false,
    });
    expect(pollSituation({ phase: 'disputed', progress: result('PENDING') }, 0, true).serviceDecided).toBe(
      false,
    );
    expect(pollSituation({ phase: 'in-progress', progress: undefined }, 0, false).serviceDecided).toBe(false);
  });

  it('stops on a 4xx another read cannot fix, not on 408, 429, 5xx or a network error', () => {
    expect([400, 401, 404, 410].map((status) => isPermanentReadError({ status }))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([408, 429, 500, 503].map((status) => isPermanentReadError({ status }))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isPermanentReadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isPermanentReadError(null)).toBe(false);
  });
});

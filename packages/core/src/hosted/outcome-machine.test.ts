import { describe, expect, it } from 'vitest';
import {
  type HostedVerificationPhase,
  type HostedVerificationTransition,
  hostedTransitions,
  nextHostedPhase,
} from './outcome-machine';

const phases = Object.keys(hostedTransitions) as HostedVerificationPhase[];
const transitions: HostedVerificationTransition[] = [
  'PRELOAD',
  'PRELOADED',
  'PRELOAD_FAILED',
  'REVEAL',
  'RESUME',
  'START',
  'CREATED',
  'CREATE_FAILED',
  'PAGE_RESULT',
  'PAGE_ENDED',
  'LINK_UNUSED',
  'AGREED',
  'CONFLICT',
  'WAIT_EXCEEDED',
];

describe('hosted outcome machine', () => {
  it('reaches `final` only through a page result that a later read agrees with', () => {
    // Every phase from which one transition leads to `final`.
    const intoFinal = phases.flatMap((phase) =>
      transitions
        .filter((t) => nextHostedPhase(phase, t) === 'final' && phase !== 'final')
        .map((t) => [phase, t]),
    );
    expect(intoFinal).toEqual([
      ['confirming', 'AGREED'],
      ['disputed', 'AGREED'],
    ]);
    // And `confirming` is entered only from a running journey, by the page's PASS or FAIL.
    const intoConfirming = phases.flatMap((phase) =>
      transitions
        .filter((t) => nextHostedPhase(phase, t) === 'confirming' && phase !== 'confirming')
        .map((t) => [phase, t]),
    );
    expect(intoConfirming).toEqual([['in-progress', 'PAGE_RESULT']]);
  });

  it('ignores what does not apply: a server read alone, a second page message, news after the end', () => {
    expect(nextHostedPhase('in-progress', 'AGREED')).toBe('in-progress');
    expect(nextHostedPhase('confirming', 'PAGE_RESULT')).toBe('confirming');
    expect(nextHostedPhase('final', 'CONFLICT')).toBe('final');
    expect(nextHostedPhase('disputed', 'CONFLICT')).toBe('disputed');
    expect(nextHostedPhase('ended', 'AGREED')).toBe('ended');
  });

  it('a new session restarts from every phase that has one', () => {
    for (const phase of phases) expect(nextHostedPhase(phase, 'START')).toBe('creating');
  });

  it('shows a session only after a click, or one the person already had: a preload never enters a journey by itself', () => {
    const intoJourney = phases.flatMap((phase) =>
      transitions
        .filter((t) => nextHostedPhase(phase, t) === 'in-progress' && phase !== 'in-progress')
        .map((t) => [phase, t]),
    );
    expect(intoJourney).toEqual([
      ['idle', 'RESUME'],
      ['preparing', 'RESUME'],
      ['prepared', 'REVEAL'],
      ['prepared', 'RESUME'],
      ['creating', 'CREATED'],
    ]);
    // Resuming never replaces a journey already shown.
    const resumedOver = phases.filter((phase) => hostedTransitions[phase].RESUME);
    expect(resumedOver).toEqual(['idle', 'preparing', 'prepared']);
    // Intent starts a preparation only where nothing is shown, and a failed one is silent.
    const intoPreparing = phases.filter((phase) => nextHostedPhase(phase, 'PRELOAD') === 'preparing');
    expect(intoPreparing).toEqual(['idle', 'preparing', 'prepared']);
    expect(nextHostedPhase('preparing', 'PRELOAD_FAILED')).toBe('idle');
    expect(nextHostedPhase('in-progress', 'PRELOAD')).toBe('in-progress');
  });
});

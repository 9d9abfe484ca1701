import { describe, expect, it } from 'vitest';
import { type DocumentModalState, type DocumentModalTransition, nextModalState } from './machine';

const STATES: DocumentModalState[] = ['idle', 'loading', 'ready', 'open', 'closed', 'failed', 'destroyed'];
const EVENTS: DocumentModalTransition[] = ['LOAD', 'LOADED', 'FAIL', 'OPEN', 'CLOSE', 'DESTROY'];

// The complete expected table, written out independently of the implementation.
const VALID: Record<string, DocumentModalState> = {
  'idle LOAD': 'loading',
  'loading LOADED': 'ready',
  'loading FAIL': 'failed',
  'ready OPEN': 'open',
  'open CLOSE': 'closed',
  'closed OPEN': 'open',
  'ready FAIL': 'failed',
  'closed FAIL': 'failed',
  'failed LOAD': 'loading',
};

describe('nextModalState', () => {
  for (const state of STATES) {
    for (const event of EVENTS) {
      const expected =
        VALID[`${state} ${event}`] ?? (event === 'DESTROY' && state !== 'destroyed' ? 'destroyed' : state);
      it(`${state} × ${event} → ${expected}`, () => {
        expect(nextModalState(state, event)).toBe(expected);
      });
    }
  }

  it('runs the happy path and a retry after failure', () => {
    const run = (from: DocumentModalState, events: DocumentModalTransition[]) =>
      events.reduce(nextModalState, from);
    expect(run('idle', ['LOAD', 'LOADED', 'OPEN', 'CLOSE', 'OPEN'])).toBe('open');
    expect(run('idle', ['LOAD', 'FAIL', 'OPEN', 'LOAD', 'LOADED'])).toBe('ready');
    expect(run('idle', ['DESTROY', 'LOAD', 'LOADED', 'OPEN'])).toBe('destroyed');
  });
});

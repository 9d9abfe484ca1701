import { describe, expect, it } from 'vitest';
import { type DocumentModalState, type DocumentModalTransition, ModalMachine } from './machine';

const EVENTS: DocumentModalTransition[] = ['LOAD', 'LOADED', 'FAIL', 'OPEN', 'CLOSE', 'DESTROY'];
// How to reach each state from `idle`, and the table written out again, apart from the implementation.
const PATHS: Record<DocumentModalState, DocumentModalTransition[]> = {
  idle: [],
  loading: ['LOAD'],
  ready: ['LOAD', 'LOADED'],
  open: ['LOAD', 'LOADED', 'OPEN'],
  closed: ['LOAD', 'LOADED', 'OPEN', 'CLOSE'],
  failed: ['LOAD', 'FAIL'],
  destroyed: ['DESTROY'],
};
const MOVES: Record<DocumentModalState, Partial<Record<DocumentModalTransition, DocumentModalState>>> = {
  idle: { LOAD: 'loading', DESTROY: 'destroyed' },
  loading: { LOADED: 'ready', FAIL: 'failed', DESTROY: 'destroyed' },
  ready: { OPEN: 'open', FAIL: 'failed', DESTROY: 'destroyed' },
  open: { CLOSE: 'closed', DESTROY: 'destroyed' },
  closed: { OPEN: 'open', FAIL: 'failed', DESTROY: 'destroyed' },
  failed: { LOAD: 'loading', DESTROY: 'destroyed' },
  destroyed: {},
};

interface Context {
  error: Error | null;
  token?: string;
}
const machineIn = (state: DocumentModalState) => {
  const machine = new ModalMachine<Context>({ error: null });
  for (const event of PATHS[state]) machine.send(event);
  expect(machine.state).toBe(state);
  return machine;
};

describe('ModalMachine: the modal state and its context in one object', () => {
  for (const state of Object.keys(PATHS) as DocumentModalState[]) {
    for (const event of EVENTS) {
      const target = MOVES[state][event];
      it(`${state} × ${event} → ${target ?? `${state} (ignored)`}`, () => {
        const machine = machineIn(state);
        expect(machine.can(event)).toBe(target !== undefined);
        const error = new Error(`${state} ${event}`);
        machine.send(event, { error });
        expect(machine.state).toBe(target ?? state);
        // The event's data is kept either way: an ignored event leaves the state, not what it reported.
        expect(machine.context.error).toBe(error);
      });
    }
  }

  it('changes only the context on a send without event, and keeps one context object', () => {
    const machine = machineIn('ready');
    const context = machine.context;
    machine.send(null, { token: 't-1' });
    machine.send(null);
    expect(machine.state).toBe('ready');
    expect(machine.context).toBe(context);
    expect(machine.context).toEqual({ error: null, token: 't-1' });
  });

  it('leaves the state on a vendor callback that is no machine event (its data still lands)', () => {
    const machine = machineIn('open');
    machine.send('SUCCESS' as DocumentModalTransition, { token: 'after-success' });
    expect(machine.state).toBe('open');
    expect(machine.context.token).toBe('after-success');
  });

  it('ends in destroyed, from which nothing moves it', () => {
    const machine = machineIn('closed');
    machine.send('DESTROY');
    for (const event of EVENTS) {
      expect(machine.can(event)).toBe(false);
      machine.send(event);
    }
    expect(machine.state).toBe('destroyed');
  });
});

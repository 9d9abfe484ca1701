import { describe, expect, it } from 'vitest';
import { type DocumentStatus, DocumentStatusObserver, type PageVisibility } from './document-status';

// The observer against a client that answers what each test queues, with timers and visibility in the test's
// hands: nothing here waits for a real clock.

type Answer = DocumentStatus | Error;

function setup(answers: Answer[], options: { pendingPollMs?: number | false; visible?: boolean } = {}) {
  const reads: AbortSignal[] = [];
  const pending: { resolve: () => void }[] = [];
  const client = {
    post: (_path: '/document/status', _body: Record<string, never>, init?: { signal?: AbortSignal }) => {
      reads.push(init?.signal as AbortSignal);
      const answer = answers.shift();
      return new Promise<DocumentStatus>((resolve, reject) =>
        pending.push({
          resolve: () => (answer instanceof Error || !answer ? reject(answer) : resolve(answer)),
        }),
      );
    },
  };
  const timers = new Map<number, { run: () => void; ms: number }>();
  let nextTimer = 0;
  let visible = options.visible ?? true;
  const visibleListeners = new Set<() => void>();
  const visibility: PageVisibility = {
    isVisible: () => visible,
    onVisible: (listener) => {
      visibleListeners.add(listener);
      return () => visibleListeners.delete(listener);
    },
  };
  const observer = new DocumentStatusObserver({
    client,
    pendingPollMs: options.pendingPollMs,
    visibility,
    setTimeout: (run, ms) => {
      timers.set(++nextTimer, { run, ms });
      return nextTimer;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  });
  /** Answers the oldest read still open, then lets the observer take it. */
  const answer = async () => {
    pending.shift()?.resolve();
    await new Promise((resolve) => setImmediate(resolve));
  };
  const fireTimers = () => {
    const due = [...timers.values()];
    timers.clear();
    for (const timer of due) timer.run();
  };
  const show = () => {
    visible = true;
    for (const listener of [...visibleListeners]) listener();
  };
  return {
    observer,
    client,
    reads,
    answer,
    timers,
    fireTimers,
    hide: () => (visible = false),
    show,
    visibleListeners,
  };
}

const pending: DocumentStatus = { found: true, status: 'PENDING' } as DocumentStatus;
const passed: DocumentStatus = { found: true, status: 'PASS' } as DocumentStatus;
const none: DocumentStatus = { found: false, status: null } as DocumentStatus;

describe('DocumentStatusObserver', () => {
  it('reads when watched, and a PASS is the confirmed outcome', async () => {
    const { observer, reads, answer } = setup([passed]);
    expect(reads).toHaveLength(0);
    const stop = observer.subscribe(() => {});
    expect(reads).toHaveLength(1);
    expect(observer.getSnapshot()).toMatchObject({ isLoading: true, outcome: null });
    await answer();
    expect(observer.getSnapshot()).toEqual({
      status: passed,
      outcome: { status: 'PASS', confirmed: true },
      error: null,
      isLoading: false,
    });
    stop();
  });

  it('polls every pendingPollMs while PENDING and stops at the terminal status', async () => {
    const { observer, reads, answer, timers, fireTimers } = setup([pending, pending, passed], {
      pendingPollMs: 2_000,
    });
    const stop = observer.subscribe(() => {});
    await answer();
    // A manual review is no outcome yet: PENDING is reported, never as confirmed.
    expect(observer.getSnapshot().outcome).toEqual({ status: 'PENDING', confirmed: false });
    expect([...timers.values()].map((t) => t.ms)).toEqual([2_000]);
    fireTimers();
    await answer();
    expect(reads).toHaveLength(2);
    fireTimers();
    await answer();
    expect(reads).toHaveLength(3);
    expect(observer.getSnapshot().outcome).toEqual({ status: 'PASS', confirmed: true });
    expect(timers.size).toBe(0);
    stop();
  });

  it('never polls with pendingPollMs false, nor without a result', async () => {
    const off = setup([pending], { pendingPollMs: false });
    const stopOff = off.observer.subscribe(() => {});
    await off.answer();
    expect(off.timers.size).toBe(0);
    stopOff();
    const nothing = setup([none]);
    const stopNothing = nothing.observer.subscribe(() => {});
    await nothing.answer();
    expect(nothing.observer.getSnapshot()).toMatchObject({ outcome: null, status: none });
    expect(nothing.timers.size).toBe(0);
    stopNothing();
  });

  it('waits while the page is hidden and reads at once when it is seen again', async () => {
    const { observer, reads, answer, fireTimers, hide, show, visibleListeners } = setup([pending, passed]);
    const stop = observer.subscribe(() => {});
    await answer();
    hide();
    fireTimers();
    expect(reads).toHaveLength(1);
    expect(visibleListeners.size).toBe(1);
    show();
    expect(reads).toHaveLength(2);
    await answer();
    expect(observer.getSnapshot().outcome?.status).toBe('PASS');
    stop();
  });

  it('keeps the last answer through a failed read, with the error', async () => {
    const failure = new Error('down');
    const { observer, answer } = setup([pending, failure]);
    const stop = observer.subscribe(() => {});
    await answer();
    void observer.refetch();
    await answer();
    expect(observer.getSnapshot()).toMatchObject({ status: pending, error: failure, isLoading: false });
    stop();
  });

  it('invalidate drops a read under way and reads again; unwatched, it reads nothing', async () => {
    const { observer, reads, answer } = setup([pending, passed]);
    observer.invalidate();
    expect(reads).toHaveLength(0);
    const stop = observer.subscribe(() => {});
    observer.invalidate();
    expect(reads).toHaveLength(2);
    expect(reads[0]?.aborted).toBe(true);
    await answer(); // the dropped read's PENDING: ignored
    expect(observer.getSnapshot().status).toBeUndefined();
    await answer();
    expect(observer.getSnapshot().outcome?.status).toBe('PASS');
    stop();
  });

  it('forgets the answer and stops polling when the last subscriber leaves', async () => {
    const { observer, answer, timers } = setup([pending]);
    const stop = observer.subscribe(() => {});
    await answer();
    expect(timers.size).toBe(1);
    stop();
    expect(timers.size).toBe(0);
    expect(observer.getSnapshot()).toEqual({
      status: undefined,
      outcome: null,
      error: null,
      isLoading: false,
    });
  });

  it('reads nothing while disabled, and reads when enabled again while watched', async () => {
    const { observer, client, reads, answer } = setup([passed]);
    observer.setOptions({ client, enabled: false });
    const stop = observer.subscribe(() => {});
    await observer.refetch();
    expect(reads).toHaveLength(0);
    observer.setOptions({ client, enabled: true });
    expect(reads).toHaveLength(1);
    await answer();
    expect(observer.getSnapshot().outcome?.status).toBe('PASS');
    stop();
  });
});

import { describe, expect, it } from 'vitest';
import { VirtualClock } from './clock';

/** A time source that moves one millisecond on every read, as a busy machine's clock does between two reads. */
const busyTimeSource = (start: number) => {
  let t = start;
  return () => t++;
};

describe('VirtualClock on a clock that moves between reads', () => {
  it('set answers exactly the time it was given', async () => {
    const clock = new VirtualClock(busyTimeSource(1_000));
    const target = Date.parse('2030-01-02T03:04:05.000Z');
    expect(await clock.set(target)).toBe(target);
  });

  it('advance answers the time it moved to, and the clock is there afterwards', async () => {
    const clock = new VirtualClock(busyTimeSource(1_000));
    // The one read before the move says 1,000, so the answer is 1,000 + 60,000 however often the clock is read.
    const moved = await clock.advance(60_000);
    expect(moved).toBe(61_000);
    expect(clock.now()).toBeGreaterThan(moved);
  });

  it('set refuses a time behind the clock with a RangeError naming the rule', async () => {
    const clock = new VirtualClock(busyTimeSource(5_000));
    await expect(clock.set(1_000)).rejects.toThrow(/never moves backwards/);
    expect(clock.now()).toBeGreaterThanOrEqual(5_000);
  });

  it('set runs the tasks that became due, once, in time order', async () => {
    const clock = new VirtualClock(busyTimeSource(0));
    const ran: string[] = [];
    clock.schedule(2_000, () => void ran.push('second'));
    clock.schedule(1_000, () => void ran.push('first'));
    clock.schedule(9_000, () => void ran.push('later'));
    await clock.set(5_000);
    expect(ran).toEqual(['first', 'second']);
    expect(clock.pending()).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { FlowStore } from './store';

class Counter extends FlowStore<{ count: number }> {
  events: string[] = [];
  constructor() {
    super({ count: 0 });
  }
  increment() {
    this.publish({ count: this.getSnapshot().count + 1 });
  }
  republish() {
    this.publish(this.getSnapshot());
  }
  watched() {
    return this.hasSubscribers();
  }
  destroy() {
    this.dropSubscribers();
  }
  protected override onFirstSubscriber() {
    this.events.push('first');
  }
  protected override onLastUnsubscribe() {
    this.events.push('last');
  }
}

describe('FlowStore', () => {
  it('tells every listener after a change, and keeps the snapshot object until then', () => {
    const counter = new Counter();
    const before = counter.getSnapshot();
    const seen: number[] = [];
    counter.subscribe(() => seen.push(counter.getSnapshot().count));
    counter.subscribe(() => seen.push(counter.getSnapshot().count * 10));
    expect(counter.getSnapshot()).toBe(before);
    counter.increment();
    expect(seen).toEqual([1, 10]);
    expect(counter.getSnapshot()).not.toBe(before);
  });

  it('publishing the same snapshot is no change', () => {
    const counter = new Counter();
    let calls = 0;
    counter.subscribe(() => calls++);
    counter.republish();
    expect(calls).toBe(0);
  });

  it('calls the first-subscriber and last-unsubscribe hooks once each, and a second unsubscribe is harmless', () => {
    const counter = new Counter();
    const stopA = counter.subscribe(() => {});
    const stopB = counter.subscribe(() => {});
    expect(counter.watched()).toBe(true);
    stopA();
    stopA();
    expect(counter.events).toEqual(['first']);
    stopB();
    expect(counter.events).toEqual(['first', 'last']);
    expect(counter.watched()).toBe(false);
  });

  it('a listener that unsubscribes while being told does not stop the others', () => {
    const counter = new Counter();
    const seen: string[] = [];
    const stop = counter.subscribe(() => {
      seen.push('a');
      stop();
    });
    counter.subscribe(() => seen.push('b'));
    counter.increment();
    expect(seen).toEqual(['a', 'b']);
  });

  it('destroy drops listeners without the last-unsubscribe hook', () => {
    const counter = new Counter();
    let calls = 0;
    counter.subscribe(() => calls++);
    counter.destroy();
    counter.increment();
    expect(calls).toBe(0);
    expect(counter.events).toEqual(['first']);
  });
});

import { describe, expect, it } from 'vitest';
import { type IntentOptions, watchIntent } from './intent';

/** A pointer event as a browser sends it: `pointerType` says mouse, touch or pen. */
const pointer = (type: string, pointerType: string) => Object.assign(new Event(type), { pointerType });

/** Watches a bare event target (only its listeners matter) and counts the intents. */
function watch(options: IntentOptions) {
  const target = new EventTarget();
  let intents = 0;
  const stop = watchIntent(target as unknown as Element, options, () => intents++);
  return { target, stop, intents: () => intents };
}

describe('watchIntent', () => {
  it('takes a touch or pen press as intent, also with the pointer option off', () => {
    const { target, intents } = watch({ pointer: false, focus: false });
    target.dispatchEvent(pointer('pointerdown', 'touch'));
    expect(intents()).toBe(1);
    target.dispatchEvent(pointer('pointerdown', 'pen'));
    expect(intents()).toBe(2);
  });

  it('does not take a mouse press, a hover or focus for a touch', () => {
    const { target, intents } = watch({ pointer: false, focus: false });
    target.dispatchEvent(pointer('pointerdown', 'mouse'));
    target.dispatchEvent(pointer('pointerenter', 'mouse'));
    target.dispatchEvent(new Event('focusin'));
    expect(intents()).toBe(0);
  });

  it('ignores a touch with touch: false, and every sign once stopped', () => {
    const off = watch({ touch: false });
    off.target.dispatchEvent(pointer('pointerdown', 'touch'));
    expect(off.intents()).toBe(0);
    off.target.dispatchEvent(pointer('pointerenter', 'touch'));
    expect(off.intents()).toBe(1);

    const stopped = watch({});
    stopped.stop();
    for (const type of ['pointerdown', 'pointerenter']) stopped.target.dispatchEvent(pointer(type, 'touch'));
    stopped.target.dispatchEvent(new Event('focusin'));
    expect(stopped.intents()).toBe(0);
  });
});

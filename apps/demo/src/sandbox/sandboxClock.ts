import { useEffect, useSyncExternalStore } from 'react';

/**
 * The sandbox's virtual clock in the page: the toolbar reads `now` from the sandbox, and from then on it ticks
 * with the browser's clock from that reading, so a label follows it second by second and jumps when the clock is
 * moved. Module state: every component that shows a time (the toolbar, a link's validity) reads the same clock.
 */
let offsetMs: number | null = null;
let tick = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  timer ??= setInterval(() => {
    tick += 1;
    for (const each of listeners) each();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
};
const getTick = () => tick;

/** Records a reading of the sandbox clock (an ISO time). */
export function setSandboxNow(iso: string): void {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return;
  offsetMs = at - Date.now();
  tick += 1;
  for (const each of listeners) each();
}

/** The sandbox's time now, ticking each second; `undefined` until the first reading. */
export function useSandboxNow(reading?: string): Date | undefined {
  useEffect(() => {
    if (reading) setSandboxNow(reading);
  }, [reading]);
  useSyncExternalStore(subscribe, getTick, getTick);
  return offsetMs === null ? undefined : new Date(Date.now() + offsetMs);
}

/**
 * The sandbox's time in ms, for clocks the kit takes as a function (the quiz's `now`): the browser's clock moved
 * by the last reading, so a countdown follows the toolbar's +91 s as the sandbox's quiz token does.
 */
export function sandboxNowMs(): number {
  return Date.now() + (offsetMs ?? 0);
}

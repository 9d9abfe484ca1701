'use client';

import { useSyncExternalStore } from 'react';

/**
 * Spec 4.10: on phones the hosted page takes the full width and height. A phone turned sideways is wide but
 * short (852 × 393): the height query keeps it full screen, where a 670 px tall frame could never fit.
 */
export const SMALL_SCREEN = '(max-width: 640px), (max-height: 480px)';

// The one query the components watch, so the subscription is a module constant (no resubscribe per render).
const list = () => window.matchMedia?.(SMALL_SCREEN);
const subscribe = (onChange: () => void) => {
  const watched = list();
  watched?.addEventListener('change', onChange);
  return () => watched?.removeEventListener('change', onChange);
};

/** Whether the screen is at most 640 px wide or 480 px high; `false` on the server and during hydration. */
export const useSmallScreen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => list()?.matches ?? false,
    () => false,
  );

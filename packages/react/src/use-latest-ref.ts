'use client';

import { type RefObject, useInsertionEffect, useRef } from 'react';

/**
 * A ref that always holds the latest committed `value`, so long-lived objects (the modal, the message gate)
 * call the newest callback without being rebuilt. Updated in an insertion effect, not during render,
 * so an abandoned concurrent render never leaks its callback.
 */
export function useLatestRef<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}

import { useCallback, useState } from 'react';
import { useLatestRef } from '../use-latest-ref';

/**
 * Radix-style open state: controlled when `open` is given, otherwise kept here from `defaultOpen`.
 * The returned setter is stable: `onOpenChange` is read through a ref.
 */
export function useControllableOpen(
  open: boolean | undefined,
  defaultOpen: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (next: boolean) => void] {
  const [own, setOwn] = useState(defaultOpen ?? false);
  const latest = useLatestRef({ controlled: open !== undefined, onOpenChange });
  const setOpen = useCallback(
    (next: boolean) => {
      if (!latest.current.controlled) setOwn(next);
      latest.current.onOpenChange?.(next);
    },
    [latest],
  );
  return [open ?? own, setOpen];
}

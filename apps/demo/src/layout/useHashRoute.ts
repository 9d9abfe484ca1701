import { useSyncExternalStore } from 'react';

/** Hash routes (`#/document`): no router dependency, and deep links survive a static host. */
function subscribe(listener: () => void) {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

const current = () => window.location.hash.replace(/^#\/?/, '').split('?')[0] ?? '';

export function useHashRoute(): string {
  return useSyncExternalStore(subscribe, current, () => '');
}

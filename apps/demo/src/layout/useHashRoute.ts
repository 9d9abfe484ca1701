import { useSyncExternalStore } from 'react';

/** Hash routes (`#/document`): no router dependency, and deep links survive a static host. */
function subscribe(listener: () => void) {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

// A bare share link of the style previewer (`#vf-theme=…`, no route) opens the previewer's page.
const current = () =>
  /^#vf-theme=/.test(window.location.hash)
    ? 'styles'
    : (window.location.hash.replace(/^#\/?/, '').split('?')[0] ?? '');

export function useHashRoute(): string {
  return useSyncExternalStore(subscribe, current, () => '');
}

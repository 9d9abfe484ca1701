import { useEffect } from 'react';
import { AppState } from 'react-native';

/**
 * While the journey runs in the system browser, reads the service as soon as the app is active again (the
 * person came back), instead of waiting for the next poll, which may be seconds away.
 */
export function useRefreshOnReturn(observer: { refresh(): void } | undefined): void {
  useEffect(() => {
    if (!observer) return;
    const subscription = AppState.addEventListener('change', (state) => {
      if (state === 'active') observer.refresh();
    });
    return () => subscription.remove();
  }, [observer]);
}

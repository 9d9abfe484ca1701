import { useSyncExternalStore } from 'react';
import type { Person } from './store';

// Who is signed in is one cookie for every tab of the browser: a switch in one tab changes whom the proxy serves
// the others too. A tab that kept saying "Ada" while its requests went out as Grace would show answers (404s)
// that make no sense, so each tab is told when the person behind the cookie changed elsewhere (issue 42).

/** The person another tab signed in as, when it differs from the one this page shows; `null` otherwise. */
let changedTo: Pick<Person, 'id' | 'name'> | null = null;
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('veriframe-demo-person') : null;

function set(next: Pick<Person, 'id' | 'name'> | null) {
  changedTo = next;
  for (const listener of listeners) listener();
}

/** Tells the other tabs that this tab signed in as `person` (they then say so, and offer a reload). */
export function announceSignIn(person: Person): void {
  changedTo = null;
  channel?.postMessage({ id: person.id, name: person.name });
}

/**
 * Listens for sign-ins in other tabs (BroadcastChannel), and checks the cookie again when the tab comes back
 * into view (a tab asleep in the background may have missed the message). `current` is who this page shows.
 */
export function watchOtherTabs(current: () => Person | null, reread: () => Promise<Person | null>): void {
  const compare = (other: Pick<Person, 'id' | 'name'> | null) => {
    const shown = current();
    if (shown && other && other.id !== shown.id) set({ id: other.id, name: other.name });
  };
  channel?.addEventListener('message', (event: MessageEvent<Pick<Person, 'id' | 'name'>>) =>
    compare(event.data),
  );
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void reread().then(compare, () => undefined);
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => changedTo;

/** The person another tab signed in as since this page was shown, or `null`. */
export function usePersonChangedElsewhere(): Pick<Person, 'id' | 'name'> | null {
  return useSyncExternalStore(subscribe, get, get);
}

import { useSyncExternalStore } from 'react';

/**
 * The VX sessions created in this tab, by whom: kept across person switches (module state, not the page's), so
 * the other person can try to open them. Only the ids: whether a person may see a session is the proxy's call.
 */
export interface SeenSession {
  requestId: string;
  ownerName: string;
  ownerId: string;
}

let sessions: readonly SeenSession[] = [];
const listeners = new Set<() => void>();

export function rememberSession(session: SeenSession): void {
  if (sessions.some((s) => s.requestId === session.requestId)) return;
  sessions = [...sessions, session];
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => sessions;

export function useSeenSessions(): readonly SeenSession[] {
  return useSyncExternalStore(subscribe, get, get);
}

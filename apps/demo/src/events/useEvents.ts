import { useSyncExternalStore } from 'react';
import { getEvents, getStreamState, subscribeEvents } from './store';

export function useEvents() {
  return useSyncExternalStore(subscribeEvents, getEvents, getEvents);
}

export function useStreamState() {
  return useSyncExternalStore(subscribeEvents, getStreamState, getStreamState);
}

import { useSyncExternalStore } from 'react';
import { getPersonState, type Person, type PersonState, subscribePerson } from './store';

/** Who is signed in (loading until the demo server answered). */
export function usePersonState(): PersonState {
  return useSyncExternalStore(subscribePerson, getPersonState, getPersonState);
}

/** The signed-in person; only for components rendered once someone is signed in (App gates the pages). */
export function usePerson(): Person {
  const state = usePersonState();
  if (state.status !== 'signed-in') throw new Error('usePerson: nobody is signed in yet');
  return state.person;
}

import { announceSignIn, watchOtherTabs } from './otherTab';

/**
 * The signed-in person of the demo (the person switcher), kept by the demo server in a signed cookie
 * (`scripts/demo-people.ts`). The proxy's `identify` reads the same cookie, so what a page shows is what the
 * proxy serves to this person only. On the first visit the page signs in as Ada.
 */
export interface Person {
  key: 'ada' | 'grace';
  name: string;
  /** The identity id the proxy sees, `ada-<random>`: each browser has its own Ada and Grace. */
  id: string;
  /** The email the service sees for this person's VX sessions. */
  email: string;
  /** The document-capture address the proxy uses for this person (keyed, never the email; issue 39). */
  documentEmail: string;
}

export type PersonState =
  | { status: 'loading' }
  | { status: 'signed-in'; person: Person }
  | { status: 'failed'; message: string };

export const people = [
  { key: 'ada', name: 'Ada' },
  { key: 'grace', name: 'Grace' },
] as const;

const personPath = '/api/demo/person';

let state: PersonState = { status: 'loading' };
const listeners = new Set<() => void>();
let started = false;

function set(next: PersonState) {
  state = next;
  for (const listener of listeners) listener();
}

async function call(init?: RequestInit): Promise<Person | null> {
  const response = await fetch(personPath, { cache: 'no-store', ...init });
  const body = (await response.json().catch(() => null)) as {
    person?: Person | null;
    message?: string;
  } | null;
  if (!response.ok) throw new Error(body?.message ?? `The sign-in route answered ${response.status}`);
  return body?.person ?? null;
}

const post = (body: { person: Person['key']; fresh?: boolean }) =>
  call({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function run(step: () => Promise<Person | null>, announce = true) {
  try {
    const person = await step();
    if (!person) throw new Error('Nobody is signed in');
    set({ status: 'signed-in', person });
    if (announce) announceSignIn(person);
  } catch (e) {
    set({ status: 'failed', message: e instanceof Error ? e.message : String(e) });
  }
}

/** Reads who is signed in once; signs in as Ada when nobody is. */
export function startPeople(): void {
  if (started) return;
  started = true;
  // Reading who is signed in changes nobody: only a sign-in made here is announced to the other tabs.
  void run(async () => (await call()) ?? post({ person: 'ada' }), false);
  watchOtherTabs(
    () => (state.status === 'signed-in' ? state.person : null),
    () => call(),
  );
}

/** Signs in as `key` (that person's own id in this browser, issued on the first sign-in). */
export function switchPerson(key: Person['key']): Promise<void> {
  return run(() => post({ person: key }));
}

/** A new id for the current person: a fresh start (no sessions, no document, no used attempts). */
export function startOver(): Promise<void> {
  const current = state.status === 'signed-in' ? state.person.key : 'ada';
  return run(() => post({ person: current, fresh: true }));
}

export function subscribePerson(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getPersonState = (): PersonState => state;

// The one subscription point of core for an inspector (`@veriframe/devtools`). Flows, the message gate, the
// proxy client and the embedding doctor call `inspect` at the single place where their state changes or a
// decision is made. Nobody listening (every production page that does not mount the panel): `inspect` is one
// size check, the event is never built. Kept on `globalThis` under a registered symbol so two copies of core in
// one page (a linked package, a second bundle) still reach the same panel.
import type { InspectorEvent, InspectorEventInput } from './events';

/** Gets each event as it happens. */
export type InspectorListener = (event: InspectorEvent) => void;

const key = Symbol.for('veriframe.inspector');
type Holder = { [key]?: Set<InspectorListener> };

const listeners = (): Set<InspectorListener> => {
  const holder = globalThis as Holder;
  holder[key] ??= new Set();
  return holder[key];
};

/**
 * Publishes an event to the attached inspectors, if any. `make` runs only when one listens, so a page without
 * devtools builds nothing.
 *
 * @internal
 */
export const inspect = (make: () => InspectorEventInput): void => {
  const set = (globalThis as Holder)[key];
  if (!set?.size) return;
  const event = { ...make(), at: performance.now() } as InspectorEvent;
  for (const listener of set) listener(event);
};

/**
 * Attaches an inspector: from now on it hears every flow transition, gate decision, proxy call and doctor
 * finding of core in this page. Returns the function that detaches it. Development tooling only: the
 * `@veriframe/devtools` panel calls it; an app never needs to.
 *
 * @example
 * const stop = subscribeInspector((event) => console.debug(event.kind, event));
 * // later
 * stop();
 */
export const subscribeInspector = (listener: InspectorListener): (() => void) => {
  if (typeof listener !== 'function') throw new TypeError('subscribeInspector: listener must be a function');
  // An inspector that throws must never break the flow that published: each call is guarded here.
  const guarded: InspectorListener = (event) => {
    try {
      listener(event);
    } catch {
      // the inspector's own bug: the verification goes on
    }
  };
  const set = listeners();
  set.add(guarded);
  return () => {
    set.delete(guarded);
  };
};

// What core tells an attached inspector (the devtools panel). Plain data as it was at the moment, plus the flow
// object itself so an inspector can tell two flows apart. Built only while someone listens (see bus.ts).

import type { EmbeddingFinding } from '../embed/embedding-rules';

/** Why the message gate let a message through or dropped it. */
export type GateDecision =
  /** From an allowed origin and the frame's own window: delivered. */
  | 'accepted'
  /** From the frame's window but an origin not in `allowedOrigins` (a wrong hosted origin configured?). */
  | 'other-origin'
  /** From a window other than the frame's own (another frame, a popup, the page itself). */
  | 'other-window'
  /** A second final outcome in the same frame session: dropped, the first one counts. */
  | 'after-final'
  /** From the right origin and window, but not one of the 6.3 messages: given to `onUnknown` only. */
  | 'not-6.3';

/** A flow store (hosted verification, document modal, quiz, age check, document status) published a snapshot. */
export interface FlowInspectorEvent {
  kind: 'flow';
  /** `performance.now()`-style milliseconds (the page's clock) when it happened. */
  at: number;
  /** The flow object: the same one for all of its snapshots. */
  flow: object;
  /** The class that made it, e.g. `HostedVerificationObserver` (readable in development builds). */
  flowName: string;
  snapshot: unknown;
}

/** One message event the gate saw, and what it decided (its origin and data are the event's). */
export interface GateInspectorEvent {
  kind: 'gate';
  at: number;
  decision: GateDecision;
  /** The origins the gate was configured with. */
  allowedOrigins: readonly string[];
  /** The message event itself: every gate of the page sees the same one, each deciding on its own. */
  event: MessageEvent;
}

/**
 * One call of the proxy client, answered or not, as it happened: the inspector reads the status, the problem,
 * `X-Request-Id`, `Idempotent-Replayed` and `Retry-After` from `response` and `error` (core builds nothing).
 */
export interface ProxyInspectorEvent {
  kind: 'proxy';
  at: number;
  method: 'GET' | 'POST';
  /** The route, e.g. `/vx/sessions`. */
  path: string;
  /** When the call started (`Date.now()`). */
  startedAt: number;
  /** The answer; none when the proxy was not reached. */
  response: Response | undefined;
  /** What the call threw (a `ProxyError`, an abort); none when it succeeded. */
  error: unknown;
}

/** Findings of the embedding doctor (CSP, camera policy, in-app browser…), as it reported them. */
export interface DoctorInspectorEvent {
  kind: 'doctor';
  at: number;
  findings: readonly EmbeddingFinding[];
}

/** Everything an inspector hears. */
export type InspectorEvent =
  | FlowInspectorEvent
  | GateInspectorEvent
  | ProxyInspectorEvent
  | DoctorInspectorEvent;

/** An event as a publisher hands it over: the bus adds the time. */
export type InspectorEventInput =
  | Omit<FlowInspectorEvent, 'at'>
  | Omit<GateInspectorEvent, 'at'>
  | Omit<ProxyInspectorEvent, 'at'>
  | Omit<DoctorInspectorEvent, 'at'>;

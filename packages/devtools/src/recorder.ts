// What the panel shows, recorded from core's inspector bus from the moment the panel is mounted: each flow's
// transitions, each gate decision, each proxy call, the CSP violations, and the findings they add up to.
// One recorder per page (StrictMode's second mount and several panels share it).

import { type GateDecision, type InspectorEvent, subscribeInspector } from '@veriframe/core/devtools';
import { type CspViolation, checkEmbedding, type EmbeddingFinding } from '@veriframe/core/embed';
import { callOf, type ProxyCallRecord } from './calls';
import {
  type DevtoolsFinding,
  isHostedMessage,
  linkExpiredFinding,
  modalScriptFinding,
  mountedTwiceFinding,
  otherWindowFinding,
  proxyFindings,
  wrongOriginFinding,
} from './findings';
import { detailOf, errorOf, flowLabel, stateOf } from './flows';

/** One step of a flow's timeline. */
export interface FlowTransition {
  /** When (the page's clock, ms). */
  at: number;
  /** The flow's `phase` or `state` (or what the document status's fields say). */
  state: string;
  /** The error, the page's message, the vendor's last event: empty when none. */
  detail: string;
}

/** A flow and its timeline, oldest first. */
export interface FlowRecord {
  /** 1 for the first flow the recorder saw, and so on. */
  id: number;
  /** `Hosted verification`, `Document modal`, `Quiz`… */
  label: string;
  /** Each change of state or detail, oldest first. */
  transitions: FlowTransition[];
}

/** One message the gate saw: what it decided, why, and the data as posted. */
export interface MessageRecord {
  /** When (the page's clock, ms). */
  at: number;
  /** What the gate decided, and so why. */
  decision: GateDecision;
  /** The message's `event.origin`. */
  origin: string;
  /** The origins the gate was configured with. */
  allowedOrigins: readonly string[];
  /** The data, as text (a 6.3 string as is, anything else as JSON, cut). */
  data: string;
}

/** What the panel renders. */
export interface DevtoolsSnapshot {
  /** Every flow seen, in the order they appeared. */
  flows: FlowRecord[];
  /** The latest 200 messages the gates saw. */
  messages: MessageRecord[];
  /** The latest 200 proxy calls. */
  calls: ProxyCallRecord[];
  /** Each cause once, with its fix, in the order found. */
  findings: DevtoolsFinding[];
}

/** Where the hosted pages and the modal's files come from (the kit's `hostedOrigins` and `documentModal`). */
export interface DevtoolsOptions {
  /** The kit's `hostedOrigins`: their frames are checked (camera, CSP) before any message comes. */
  hostedOrigins?: readonly string[];
  /** The kit's `documentModal` files: a CSP that blocks them is named. */
  documentModal?: { scriptUrl?: string; stylesheetUrl?: string };
  /** The proxy's base path, named in the findings about it. */
  proxyBasePath?: string;
}

/** The recorder the panel reads. */
export interface DevtoolsRecorder {
  /** What was recorded so far: a new object after each change. */
  getSnapshot(): DevtoolsSnapshot;
  /** Calls `listener` after each change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** Adds origins and files to check (a second panel with more options). */
  configure(options: DevtoolsOptions): void;
}

const keep = 200; // rows per list: a long session must not grow the page's memory without end

const textOf = (data: unknown): string => {
  if (typeof data === 'string') return data.slice(0, 120);
  try {
    return (JSON.stringify(data) ?? String(data)).slice(0, 120);
  } catch {
    return String(data).slice(0, 120);
  }
};

const now = () => performance.now();

// long: one closure holding the recorder's lists and listeners; each event's handler inside is short
const createRecorder = (): DevtoolsRecorder => {
  const options: Required<Pick<DevtoolsOptions, 'hostedOrigins'>> & DevtoolsOptions = { hostedOrigins: [] };
  const flows = new Map<object, FlowRecord>();
  const messages: MessageRecord[] = [];
  const calls: ProxyCallRecord[] = [];
  const findings = new Map<string, DevtoolsFinding>();
  const violations: CspViolation[] = [];
  const listeners = new Set<() => void>();
  let snapshot: DevtoolsSnapshot = { flows: [], messages: [], calls: [], findings: [] };
  let nextId = 1;

  const changed = () => {
    snapshot = {
      flows: [...flows.values()],
      messages: [...messages],
      calls: [...calls],
      findings: [...findings.values()],
    };
    for (const listener of [...listeners]) listener();
  };
  const add = (finding: Omit<DevtoolsFinding, 'at'>, at = now()) => {
    const key = `${finding.code} ${finding.subject}`;
    if (!findings.has(key)) findings.set(key, { ...finding, at });
  };
  const addDoctor = (found: readonly EmbeddingFinding[]) => {
    for (const f of found) add({ code: f.code, subject: f.subject, cause: f.problem, fix: f.fix });
  };
  const push = <T>(list: T[], item: T) => {
    list.push(item);
    if (list.length > keep) list.shift();
  };

  // The embedding doctor of core on this page, again after each change of frames and each CSP violation.
  let doctorQueued = false;
  const runDoctor = () => {
    doctorQueued = false;
    const before = findings.size;
    addDoctor(
      checkEmbedding({
        hostedOrigins: options.hostedOrigins,
        ...(options.documentModal && { documentModal: options.documentModal }),
        violations,
      }),
    );
    if (findings.size !== before) changed();
  };
  const scheduleDoctor = () => {
    if (doctorQueued) return;
    doctorQueued = true;
    setTimeout(runDoctor, 50);
  };

  // A message event is told once per gate; it was from the wrong window only if no gate accepted it.
  const pendingWindows = new Map<MessageEvent, { origin: string; data: string; at: number }>();
  const acceptedEvents = new WeakSet<MessageEvent>();
  const settleWindows = () => {
    for (const [event, { origin, data, at }] of pendingWindows)
      if (!acceptedEvents.has(event)) add(otherWindowFinding(origin, data), at);
    pendingWindows.clear();
    changed();
  };

  // Flows of one kind that moved past their first state while another of that kind was also moving: mounted twice.
  // Only the flows that create something of their own (a session, a token) can hurt by running twice.
  const sessionFlows = new Set(['Hosted verification', 'Document modal', 'Document modal and hand-off']);
  const liveByLabel = new Map<string, Set<object>>();

  const onEvent = (event: InspectorEvent) => {
    if (event.kind === 'flow') {
      let record = flows.get(event.flow);
      const label = flowLabel(event.flowName, event.snapshot);
      if (!record) {
        record = { id: nextId++, label, transitions: [] };
        flows.set(event.flow, record);
      }
      const state = stateOf(event.snapshot);
      const detail = detailOf(event.snapshot);
      const last = record.transitions.at(-1);
      if (last?.state === state && last.detail === detail) return;
      record.transitions.push({ at: event.at, state, detail });
      const error = errorOf(event.snapshot) as (Error & { url?: unknown; reason?: unknown }) | undefined;
      if (error?.name === 'ScriptLoadError' && typeof error.url === 'string')
        add(modalScriptFinding(error.url, String(error.reason ?? error.message)), event.at);
      if (state === 'link-expired') add(linkExpiredFinding(), event.at);
      if (!sessionFlows.has(label)) return changed();
      const live = liveByLabel.get(label) ?? new Set<object>();
      liveByLabel.set(label, live);
      if (['destroyed', 'idle'].includes(state)) live.delete(event.flow);
      else if (record.transitions.length > 1) {
        live.add(event.flow);
        if (live.size > 1) add(mountedTwiceFinding(label), event.at);
      }
    } else if (event.kind === 'gate') {
      const { origin, data } = event.event;
      push(messages, {
        at: event.at,
        decision: event.decision,
        origin,
        allowedOrigins: event.allowedOrigins,
        data: textOf(data),
      });
      for (const origin of event.allowedOrigins)
        if (!options.hostedOrigins.includes(origin)) {
          options.hostedOrigins = [...options.hostedOrigins, origin];
          scheduleDoctor();
        }
      if (event.decision === 'accepted') acceptedEvents.add(event.event);
      if (event.decision === 'accepted' && data === 'LINK EXPIRED') add(linkExpiredFinding(), event.at);
      if (event.decision === 'other-origin' && isHostedMessage(data))
        add(wrongOriginFinding(origin, event.allowedOrigins, data), event.at);
      if (event.decision === 'other-window' && isHostedMessage(data)) {
        // Every gate hears the event in the same dispatch: decide once they all have.
        if (pendingWindows.size === 0) setTimeout(settleWindows, 0);
        pendingWindows.set(event.event, { origin, data, at: event.at });
      }
    } else if (event.kind === 'proxy') {
      const call = callOf(event);
      push(calls, call);
      for (const found of proxyFindings(call, options.proxyBasePath)) add(found, event.at);
    } else {
      addDoctor(event.findings);
    }
    changed();
  };

  subscribeInspector(onEvent);
  const doc = globalThis.document;
  if (doc) {
    doc.addEventListener('securitypolicyviolation', (event) => {
      const { blockedURI, effectiveDirective, sample } = event;
      violations.push({ blockedURI, effectiveDirective, sample });
      scheduleDoctor();
    });
    new MutationObserver(scheduleDoctor).observe(doc.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['src', 'allow'],
    });
    scheduleDoctor();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    configure(more) {
      options.hostedOrigins = [...new Set([...options.hostedOrigins, ...(more.hostedOrigins ?? [])])];
      if (more.documentModal) options.documentModal = more.documentModal;
      if (more.proxyBasePath) options.proxyBasePath = more.proxyBasePath;
      scheduleDoctor();
    },
  };
};

const key = Symbol.for('veriframe.devtools.recorder');

/**
 * The page's recorder, started on first use: from then on it records everything core tells the inspector bus.
 * It never stops (a development tool; StrictMode's unmount and remount must not lose the timeline).
 *
 * @example
 * const recorder = devtoolsRecorder({ hostedOrigins: ['https://verify.example.com'] });
 * recorder.subscribe(() => console.log(recorder.getSnapshot().findings));
 */
export const devtoolsRecorder = (options: DevtoolsOptions = {}): DevtoolsRecorder => {
  const holder = globalThis as { [key]?: DevtoolsRecorder };
  holder[key] ??= createRecorder();
  holder[key].configure(options);
  return holder[key];
};

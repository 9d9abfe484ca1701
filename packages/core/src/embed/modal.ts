import { ensureFrame, getDocument } from './dom';
import { fail } from './errors';
import { loadModalSdk, type ModalConstructor, type ModalSdkConfig, type VendorModal } from './loader';
import { type DocumentModalState, type DocumentModalTransition, nextModalState } from './machine';

/** The eleven browser callbacks of the modal (spec 6.2), as event types: `onErrorToken` → `error-token`. */
export type DocumentModalEventType =
  | 'open'
  | 'close'
  | 'success'
  | 'failure'
  | 'email'
  | 'qr'
  | 'error'
  | 'error-token'
  | 'error-pending'
  | 'error-already-verified'
  | 'error-velocity';
/** A vendor callback, with the plain object it passed (if any). For messaging only: the backend callback is official. */
export type DocumentModalEvent = { type: DocumentModalEventType; data?: unknown };

const EVENT_TYPES: DocumentModalEventType[] = [
  'open',
  'close',
  'success',
  'failure',
  'email',
  'qr',
  'error',
  'error-token',
  'error-pending',
  'error-already-verified',
  'error-velocity',
];
/** `error-already-verified` → `onErrorAlreadyVerified`. */
const callbackName = (type: string) =>
  `on${type.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase())}`;

/** Modal parameters of spec 4.8, already validated (see `buildModalParameters`). */
export type DocumentModalParameters = Readonly<Record<string, unknown>>;

export interface DocumentModalSnapshot {
  state: DocumentModalState;
  /** Why the state is `failed` (a `ScriptLoadError`, an `EmbedConfigError` or the vendor's own error). */
  error: Error | null;
  lastEvent: DocumentModalEvent | null;
}

export interface DocumentModalOptions {
  sdk: ModalSdkConfig;
  parameters: DocumentModalParameters;
  /** Id of the iframe the vendor takes over; created (and later removed) when the page has none. */
  iframeId?: string;
  onEvent?: (event: DocumentModalEvent) => void;
  document?: Document | null;
}

export interface DocumentModal {
  /** The current snapshot; a new object only when something changed (for `useSyncExternalStore`). */
  getSnapshot(): DocumentModalSnapshot;
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Loads the vendor files and builds the modal (state `ready`); rejects with the error of state `failed`. */
  load(): Promise<void>;
  /** Loads if needed, then opens. Idempotent. */
  open(): Promise<void>;
  /** Closes an open modal. Idempotent. */
  close(): void;
  /** Destroys the vendor modal, removes what this created, and turns every later call into a no-op. */
  destroy(): void;
  /** New parameters, used from the next open (the vendor modal is rebuilt then, never while open). */
  setParameters(parameters: DocumentModalParameters): void;
  /** Replaces the event handler without rebuilding anything. */
  setOnEvent(onEvent: ((event: DocumentModalEvent) => void) | undefined): void;
}

/**
 * The document-capture modal (spec 4.8) as an explicit state machine over the vendor's constructor.
 *
 * @example
 * const modal = createDocumentModal({
 *   sdk: { scriptUrl, stylesheetUrl, constructorPath: 'SandboxVerify.DocumentModal' },
 *   parameters: built.value, // from buildModalParameters
 *   onEvent: (e) => { if (e.type === 'success') router.push('/thanks'); },
 * });
 * button.onclick = () => modal.open();
 * // later: modal.destroy();
 */
export function createDocumentModal(options: DocumentModalOptions): DocumentModal {
  const id = options.iframeId ?? 'veriframe-document-modal';
  if (typeof id !== 'string' || !id) fail('iframeId', 'must be a non-empty string');
  let { parameters, onEvent } = options;
  let snap: DocumentModalSnapshot = { state: 'idle', error: null, lastEvent: null };
  const listeners = new Set<() => void>();
  let Ctor: ModalConstructor | null = null;
  let vendor: VendorModal | null = null;
  let frame: HTMLIFrameElement | null = null; // only a frame this modal created
  let loading: Promise<void> | null = null;
  let stale = false;
  // Bumped whenever a vendor instance is dropped, so its late callbacks are ignored.
  let generation = 0;

  const set = (patch: Partial<DocumentModalSnapshot>) => {
    const next = { ...snap, ...patch };
    if (next.state === snap.state && next.error === snap.error && next.lastEvent === snap.lastEvent) return;
    snap = next;
    for (const fn of [...listeners]) fn();
  };
  const send = (event: DocumentModalTransition, patch?: Partial<DocumentModalSnapshot>) =>
    set({ ...patch, state: nextModalState(snap.state, event) });

  const build = () => {
    const doc = getDocument(options.document)!;
    const [el, created] = ensureFrame(doc, id);
    if (created) frame = el;
    const g = ++generation;
    const callbacks: Record<string, (data?: unknown) => void> = {};
    for (const type of EVENT_TYPES)
      callbacks[callbackName(type)] = (data?: unknown) => {
        if (g !== generation) return;
        const event: DocumentModalEvent = data === undefined ? { type } : { type, data };
        const state = type === 'open' ? 'OPEN' : type === 'close' ? 'CLOSE' : undefined;
        set({ lastEvent: event, state: state ? nextModalState(snap.state, state) : snap.state });
        onEvent?.(event);
      };
    stale = false;
    // Our iframe id and callbacks come last: parameters can never replace them.
    vendor = new Ctor!({ ...parameters, iframeId: id, ...callbacks });
  };

  const drop = () => {
    generation++;
    const v = vendor;
    vendor = null;
    v?.destroy();
  };

  const load = (): Promise<void> => {
    if (loading) return loading;
    const doc = getDocument(options.document);
    if (!doc || (snap.state !== 'idle' && snap.state !== 'failed')) return Promise.resolve();
    send('LOAD', { error: null });
    loading = loadModalSdk(options.sdk, { document: doc })
      .then((C) => {
        if (snap.state !== 'loading') return; // destroyed meanwhile: build nothing
        Ctor = C;
        build();
        send('LOADED');
      })
      .catch((e: unknown) => {
        if (snap.state !== 'loading') return;
        const error = e instanceof Error ? e : new Error(String(e));
        send('FAIL', { error });
        throw error;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  return {
    getSnapshot: () => snap,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    load,
    async open() {
      await load();
      if (snap.state !== 'ready' && snap.state !== 'closed') return;
      if (stale) {
        drop();
        build();
      }
      vendor!.open();
      send('OPEN');
    },
    close() {
      if (snap.state !== 'open') return;
      vendor!.close();
      send('CLOSE');
    },
    destroy() {
      if (snap.state === 'destroyed') return;
      send('DESTROY');
      try {
        drop();
      } finally {
        frame?.remove();
        frame = null;
        Ctor = null;
        listeners.clear();
      }
    },
    setParameters(p) {
      parameters = p;
      stale = !!vendor;
    },
    setOnEvent(fn) {
      onEvent = fn;
    },
  };
}

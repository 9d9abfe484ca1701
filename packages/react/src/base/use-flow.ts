'use client';

import { type DependencyList, useEffect, useSyncExternalStore } from 'react';

/** What the base hook reads: a core flow (`FlowStore`), or anything with its two methods. */
export interface FlowSource<TSnapshot> {
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** The current snapshot: the same object until something changes. */
  getSnapshot(): TSnapshot;
}

/** A core flow that takes new options after it was made (`setOptions`). */
export interface ConfigurableFlow<TSnapshot, TOptions> extends FlowSource<TSnapshot> {
  /** Replaces the flow's options (client, callbacks, request); what is running keeps going. */
  setOptions(options: TOptions): void;
}

/**
 * The snapshot of a core flow, re-rendering when it changes; the same snapshot on the server and while
 * hydrating (a flow's first snapshot is pure). The flow starts its work (a poll, a listener) when the first
 * component subscribes after commit, and stops when the last one leaves, so StrictMode's second mount gets a
 * live flow.
 *
 * @example
 * const [frame] = useState(() => new HostedFrame());
 * const { expiredLink } = useFlowState(frame);
 */
export function useFlowState<TSnapshot>(flow: FlowSource<TSnapshot>): TSnapshot {
  return useSyncExternalStore(flow.subscribe, flow.getSnapshot, flow.getSnapshot);
}

/**
 * The one hook under every flow hook of the kit, web and React Native (TanStack Query's `useBaseQuery`): gives
 * `options` to the flow after each commit (or, with `deps`, after a commit in which one of them changed), so a
 * render never touches the flow, then reads its snapshot with {@link useFlowState}. The options are given before
 * the flow's first subscriber arrives (effects run in order), so a flow starts with the component's options.
 *
 * @example
 * const [flow] = useState(() => new AgeCheckFlow({ ...options, client }));
 * const snapshot = useFlow(flow, { ...options, client });
 */
export function useFlow<TSnapshot, TOptions>(
  flow: ConfigurableFlow<TSnapshot, TOptions>,
  options: TOptions,
  deps?: DependencyList,
): TSnapshot {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps, or every commit
  useEffect(() => flow.setOptions(options), deps);
  return useFlowState(flow);
}

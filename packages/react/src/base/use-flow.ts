'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';

/** What the base hook reads: a core flow (`FlowStore`), or anything with its two methods. */
export interface FlowSource<TSnapshot> {
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** The current snapshot: the same object until something changes. */
  getSnapshot(): TSnapshot;
}

/** A core flow that takes new options after it was made (`setOptions`). */
export interface ConfigurableFlow<TSnapshot, TOptions> extends FlowSource<TSnapshot> {
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

/** Whether two option objects hold the same values, key by key (as effect dependencies are compared). */
const sameOptions = (a: object, b: object): boolean => {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof object], b[key as keyof object]))
  );
};

/**
 * The one hook under every flow hook of the kit, web and React Native (TanStack Query's `useBaseQuery`): gives
 * `options` to the flow after each commit in which one of them changed (a render never touches the flow), then
 * reads its snapshot with {@link useFlowState}. The options are given before the flow's first subscriber
 * arrives, so a flow sees the component's options when it starts.
 *
 * @example
 * const [flow] = useState(() => new AgeCheckFlow({ ...options, client }));
 * const snapshot = useFlow(flow, { ...options, client });
 */
export function useFlow<TSnapshot, TOptions extends object>(
  flow: ConfigurableFlow<TSnapshot, TOptions>,
  options: TOptions,
): TSnapshot {
  const given = useRef<{ flow: object; options: TOptions } | null>(null);
  // Declared before the subscription below: effects run in order.
  useEffect(() => {
    if (given.current?.flow === flow && sameOptions(given.current.options, options)) return;
    given.current = { flow, options };
    flow.setOptions(options);
  });
  return useFlowState(flow);
}

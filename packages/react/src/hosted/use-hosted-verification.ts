'use client';

import { type Query, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useVeriframe } from '../provider/veriframe-provider';
import type { ProxyError } from '../proxy/proxy-error';
import { useLatestRef } from '../use-latest-ref';

/** Answer of `POST {base}/vx/sessions`. */
export interface HostedSession {
  request_id: string;
  link: string;
  expires_in: number;
  expires_at?: string | number;
}

/** Session result of spec 2.3 (only the fields the hooks read are typed; the rest is kept). */
export interface SessionResult {
  status: 'PASS' | 'FAIL' | 'PENDING';
  request_id?: string;
  [field: string]: unknown;
}

/** Answer of `GET {base}/vx/sessions/:id`. */
export interface SessionProgress {
  status: 'not_started' | 'in_progress' | 'complete';
  result?: SessionResult;
}

/** A verification outcome. `confirmed` is true only when the proxy read it from the service. */
export interface VerificationOutcome {
  status: 'PASS' | 'FAIL' | 'PENDING';
  confirmed: boolean;
}

/** Polling backoff: the n-th poll waits `min(initialMs * factor^n, maxMs)`. */
export interface PollBackoff {
  initialMs?: number;
  factor?: number;
  maxMs?: number;
}

export interface UseHostedVerificationOptions {
  /** Body of `POST {base}/vx/sessions` (create_session, spec 4.4), e.g. `{ email, age: '21+' }`. */
  session?: Record<string, unknown>;
  /** Default 1 s, ×1.5, at most 10 s. */
  poll?: PollBackoff;
}

export interface HostedVerification {
  /**
   * Creates a new session (also after an expired link). Resolves with it, or with `null` when creation failed
   * (the `ProxyError` is then in `error`): it never rejects, so `onClick={() => start()}` is safe.
   */
  start(session?: Record<string, unknown>): Promise<HostedSession | null>;
  /** The current session, once created. */
  session: HostedSession | undefined;
  /** `idle` before `start`, `creating`, `active` once the link is known, `error` when creation failed. */
  state: 'idle' | 'creating' | 'active' | 'error';
  /** The error of the creation or of the last poll. */
  error: ProxyError | null;
  /** What the proxy last read from the service. */
  progress: SessionProgress | undefined;
  /** Confirmed outcome from the service, else the browser's hint, else `null`. */
  outcome: VerificationOutcome | null;
  /** Feeds a hosted-page message (`PASS`, `FAIL`, ...) as a hint and polls at once. */
  reportMessage(type: string): void;
}

/** Milliseconds until the next poll of `query`, or `false` to stop. Exported for tests. */
export function nextPollDelay(
  { state: { data, status, dataUpdateCount } }: Pick<Query<SessionProgress, ProxyError>, 'state'>,
  { initialMs = 1000, factor = 1.5, maxMs = 10_000 }: PollBackoff = {},
  linkExpired = false,
): number | false {
  if (status === 'error') return false;
  // PASS and FAIL are final; PENDING waits for a manual review: poll slowly.
  if (data?.status === 'complete') return data.result?.status === 'PENDING' && maxMs;
  // A link nobody opened before it expired can never produce a result.
  return (
    !(data?.status === 'not_started' && linkExpired) && Math.min(initialMs * factor ** dataUpdateCount, maxMs)
  );
}

/**
 * Creates a VX session through the proxy and follows its result with TanStack Query: polls with backoff,
 * stops at PASS or FAIL, and does not re-render when a poll brings nothing new.
 *
 * @example
 * const verification = useHostedVerification({ session: { email, age: '21+' } });
 * <button onClick={() => verification.start()}>Verify</button>
 * {verification.session && <HostedVerificationFrame verification={verification} />}
 * {verification.outcome?.confirmed && <p>Result: {verification.outcome.status}</p>}
 */
export function useHostedVerification({
  session: sessionBody,
  poll,
}: UseHostedVerificationOptions = {}): HostedVerification {
  const { client } = useVeriframe();
  const queryClient = useQueryClient();
  const [hint, setHint] = useState<VerificationOutcome | null>(null);
  const creation = useMutation<HostedSession & { createdAt: number }, ProxyError, Record<string, unknown>>({
    mutationFn: async (body) => ({
      ...(await client.post<HostedSession>('/vx/sessions', body)),
      createdAt: Date.now(),
    }),
    onMutate: () => setHint(null),
  });
  const session = creation.data;
  const requestId = session?.request_id;
  const linkExpired = useLinkExpired(session);
  const queryKey = ['veriframe', 'vx-session', client.basePath, requestId];
  // Only `data` and `error` are read: TanStack Query re-renders for nothing else, and structural sharing
  // keeps `data` when a poll brings nothing new.
  const { data, error } = useQuery<SessionProgress, ProxyError>({
    queryKey,
    enabled: !!session,
    queryFn: ({ signal }) => client.get(`/vx/sessions/${encodeURIComponent(session!.request_id)}`, signal),
    // TanStack Query calls this during render: it must stay pure (no clock read; see useLinkExpired).
    refetchInterval: (query) => nextPollDelay(query, poll, linkExpired),
    retry: 2,
  });
  const result = data?.status === 'complete' ? data.result : undefined;
  // `start` and `reportMessage` keep their identity across renders (safe in effect dependencies).
  const latestBody = useLatestRef(sessionBody);
  const { mutateAsync } = creation;
  const start = useCallback(
    (body?: Record<string, unknown>) => mutateAsync(body ?? latestBody.current ?? {}).catch(() => null),
    [mutateAsync, latestBody],
  );
  const reportMessage = useCallback(
    (type: string) => {
      if (type === 'PASS' || type === 'FAIL') setHint({ status: type, confirmed: false });
      void queryClient.invalidateQueries({
        queryKey: ['veriframe', 'vx-session', client.basePath, requestId],
        exact: true,
      });
    },
    [queryClient, client.basePath, requestId],
  );
  return {
    start,
    session,
    state: creation.isPending ? 'creating' : creation.isError ? 'error' : session ? 'active' : 'idle',
    error: creation.error ?? error,
    progress: data,
    outcome: result ? { status: result.status, confirmed: true } : hint,
    reportMessage,
  };
}

/**
 * True once the session's link has expired. The clock is read in an effect, never during render: Next.js
 * prerendering (and React's purity rules) reject `Date.now()` in render.
 */
function useLinkExpired(session: { createdAt: number; expires_in: number } | undefined): boolean {
  const [expiredSession, setExpiredSession] = useState<object | null>(null);
  useEffect(() => {
    if (!session) return;
    const expiresAt = session.createdAt + session.expires_in * 1000;
    let timer: ReturnType<typeof setTimeout>;
    // setTimeout holds at most 2^31-1 ms: a longer wait is taken in steps.
    const check = () => {
      const remainingMs = expiresAt - Date.now();
      if (remainingMs < 0) setExpiredSession(session);
      else timer = setTimeout(check, Math.min(remainingMs + 1, 2 ** 31 - 1));
    };
    check();
    return () => clearTimeout(timer);
  }, [session]);
  return session !== undefined && expiredSession === session;
}

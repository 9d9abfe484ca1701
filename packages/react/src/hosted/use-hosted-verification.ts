'use client';

import type { ProxyBody, ProxyError } from '@veriframe/core/client';
import {
  type HostedSession,
  HostedVerificationObserver,
  type HostedVerificationPhase,
  type HostedVerificationSnapshot,
  type IntentOptions,
  type HostedVerificationObserver as Observer,
  type PollBackoff,
  watchIntent,
} from '@veriframe/core/hosted';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useVeriframe } from '../provider/veriframe-provider';

/** What `POST {base}/vx/sessions` accepts from the browser (core's create_session body, the proxy's policy). */
export type HostedSessionBody = ProxyBody<'/vx/sessions'>;

export type {
  HostedSession,
  HostedVerificationPhase,
  OutcomeDisagreement,
  PollBackoff,
  SessionProgress,
  SessionResult,
  VerificationOutcome,
} from '@veriframe/core/hosted';

export interface UseHostedVerificationOptions {
  /**
   * Body of `POST {base}/vx/sessions` (create_session, spec 4.4), e.g. `{ age: '21+' }` (the email and `reference` are the signed-in identity's, chosen by the proxy): typed from the
   * proxy's route declaration, so a field the proxy refuses (`webhook`, `settings.test_mode`) fails the typecheck.
   */
  session?: HostedSessionBody;
  /** Default 1 s, ×1.5, at most 10 s. */
  poll?: PollBackoff;
  /** How long the service may lag behind the page's PASS or FAIL before it is a disagreement. Default 30 s. */
  confirmWithinMs?: number;
  /**
   * Which signs of intent on the element given `intentRef` make the session before the click (pointer enter,
   * a finger's touch start and focus by default, visibility only when set): the click then shows it at once.
   * `false`: no preload.
   */
  preload?: IntentOptions | false;
  /**
   * Whether a session prepared on intent is also loaded ahead of the click, hidden (a prerender): the frame
   * (`HostedVerificationFrame`, `HostedVerificationDialog`) renders its iframe invisible, `inert`, out of the
   * tab order and out of the layout, and the click reveals that same iframe, already loaded. Loading the page
   * starts nothing at the service (its status stays `not_started`, the link's life counts from its creation),
   * but the hosted origin does see the page load. Default: on with the pointer and focus preload, off with the
   * visibility preload (which would load the page for every visitor who merely sees the button) and off
   * without preload.
   */
  prerender?: boolean;
}

export interface HostedVerification extends Omit<HostedVerificationSnapshot<ProxyError>, 'phase'> {
  /**
   * Creates a new session (also after an expired link). Resolves with it, or with `null` when creation failed
   * (the `ProxyError` is then in `error`): it never rejects, so `onClick={() => start()}` is safe.
   */
  start(session?: HostedSessionBody): Promise<HostedSession | null>;
  /**
   * The session prepared on intent that a frame loads hidden ahead of the click (`prerender` option), until
   * `start` takes it over; `undefined` when prerender is off or nothing is prepared.
   */
  prerender: HostedSession | undefined;
  /** Makes the session ahead of the click (the `session` option's body); `start` then shows it at once. */
  preload(): Promise<void>;
  /** Put on the start button (`ref={verification.intentRef}`): its pointer enter, touch start and focus preload. */
  intentRef(element: Element | null): undefined | (() => void);
  /** The outcome machine's phase, the one state of the flow; act only on `final` (then `outcome.confirmed` is true). */
  phase: HostedVerificationPhase;
  /** Feeds a message of the session's own frame (`PASS`, `FAIL`, ...); `HostedVerificationFrame` does this. */
  reportMessage(type: string): void;
  /** The core observer behind the hook (the frame connects its message gate to it). */
  observer: Observer<ProxyError>;
}

/**
 * Creates a VX session through the proxy and follows it to an outcome that is final only when the session's
 * frame posted PASS or FAIL and a read from the service made after it agrees. What the service says before
 * that is `provisional` (its status moves after each component, spec 3.2). A thin adapter over core's
 * `HostedVerificationObserver`: polling and timers live there, never in a render.
 *
 * @example
 * const verification = useHostedVerification({ session: { age: '21+' } });
 * <button ref={verification.intentRef} onClick={() => verification.start()}>Verify</button>
 * // Rendered before the click: nothing until a session is prepared, then its iframe hidden; the click reveals it.
 * <HostedVerificationFrame verification={verification} />
 * {verification.outcome?.confirmed && <p>Result: {verification.outcome.status}</p>}
 */
export function useHostedVerification({
  session,
  poll,
  confirmWithinMs,
  preload = {},
  prerender = preload !== false && !preload.visible,
}: UseHostedVerificationOptions = {}): HostedVerification {
  const { client, hostedOrigins: configured } = useVeriframe();
  const hostedOrigins = configured instanceof Error ? [] : configured;
  const options = { client, session, poll, confirmWithinMs, hostedOrigins };
  const [observer] = useState(() => new HostedVerificationObserver<ProxyError>(options));
  // Options are pushed after commit: `start` uses the latest session body, a render never touches the observer.
  useEffect(() => {
    observer.setOptions(options);
  });
  const snapshot = useSyncExternalStore(observer.subscribe, observer.getSnapshot, observer.getSnapshot);
  const intent = preload === false ? null : JSON.stringify(preload);
  const intentRef = useCallback(
    (element: Element | null) =>
      element && intent
        ? watchIntent(element, JSON.parse(intent) as IntentOptions, () => void observer.preload())
        : undefined,
    [observer, intent],
  );
  return useMemo(
    () => ({
      ...snapshot,
      prerender: prerender ? snapshot.prepared : undefined,
      start: observer.start,
      preload: () => observer.preload(),
      intentRef,
      reportMessage: observer.reportMessage,
      observer,
    }),
    [snapshot, observer, intentRef, prerender],
  );
}

'use client';

import { isProxyError } from '@veriframe/core/client';
import type { HostedMessage } from '@veriframe/core/embed';
import { checkHostedFrame, HostedFrame } from '@veriframe/core/hosted';
import {
  type CSSProperties,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { callbackName } from '../callback-name';
import { buttonClass, KitNotice } from '../look/kit-look';
import { useVeriframe } from '../provider/veriframe-provider';
import { englishHostedTexts, languageAttributes } from '../texts/kit-texts';
import { useKitTextsFor } from '../texts/kit-texts-context';
import { useLatestRef } from '../use-latest-ref';
import { useSmallScreen } from '../use-media-query';
import type { HostedVerification } from './use-hosted-verification';

/** One callback per message of spec 6.3. */
export interface HostedMessageCallbacks {
  onPass?: () => void;
  onFail?: () => void;
  onAlreadyVerified?: () => void;
  onError?: () => void;
  onLinkExpired?: () => void;
  onBotDetected?: () => void;
  onClose?: () => void;
  /** A message from the hosted page that is none of 6.3 (already origin- and source-checked). */
  onUnknownMessage?: (data: unknown) => void;
  /** Every message that passed the gate, known or not. */
  onMessage?: (message: HostedMessage) => void;
}

export interface HostedVerificationFrameProps extends HostedMessageCallbacks {
  /**
   * The session link; defaults to `verification.session.link`. Before the click, `verification.prerender`'s
   * link is loaded hidden (see `useHostedVerification`'s `prerender` option) and `start` reveals that iframe.
   */
  src?: string;
  /** From `useHostedVerification()`: messages become hints and polls, an expired link offers a new session. */
  verification?: HostedVerification;
  /** Offered as "Start a new session" after LINK EXPIRED; defaults to `verification.start()`. */
  onRequestNewSession?: () => void;
  /** Accessible name of the iframe. */
  title?: string;
  /** Full width and height (spec 4.10). Default: on screens at most 640 px wide. */
  fullScreen?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A prerendered frame: laid out at its size (its page lays out once, before the click) but out of the flow,
 * so nothing around it moves, and neither painted nor hit.
 */
const noSubscription = () => () => {};

/**
 * The page's hostname, which decides whether a loopback http link is acceptable (a local production build).
 * `null` on the server and while hydrating, so the server's HTML and the browser's first render decide alike;
 * the browser's own hostname right after.
 */
const usePageHostname = (): string | null | undefined =>
  useSyncExternalStore(
    noSubscription,
    () => globalThis.location?.hostname,
    () => null,
  );

const prerenderStyle: CSSProperties = {
  position: 'fixed',
  top: 0,
  left: 0,
  visibility: 'hidden',
  pointerEvents: 'none',
};

/**
 * The hosted verification page in an iframe, behind the core's message gate: only messages from the
 * allowed origins (exact match) and from this iframe's own window reach the callbacks. The frame (and with it
 * the camera) is given only to an https link on one of `hostedOrigins` (core's `checkHostedLink`); any other
 * link shows an error and loads nothing. A proxy answer 401 `unauthenticated` shows "you need to sign in".
 *
 * With a `verification` whose session was prepared on intent, the frame renders that session's iframe ahead of
 * the click, hidden (a prerender): invisible, out of the layout, `aria-hidden`, `inert` and out of the tab
 * order. The click reveals the same element, already loaded: nothing loads again. Messages the hidden page
 * posts (an end state it opens on) are held and delivered at the reveal.
 *
 * @example
 * <HostedVerificationFrame src={link} onPass={() => refetch()} onClose={() => setOpen(false)} />
 */
export function HostedVerificationFrame({
  src,
  verification,
  onRequestNewSession,
  title: ownTitle,
  fullScreen,
  className,
  style,
  ...callbacks
}: HostedVerificationFrameProps) {
  const { hostedOrigins } = useVeriframe();
  const origins = hostedOrigins instanceof Error ? '' : hostedOrigins.join(' ');
  const texts = useKitTextsFor(englishHostedTexts);
  const title = ownTitle ?? texts.hostedFrameTitle;
  const frame = useRef<HTMLIFrameElement>(null);
  const shownLink = src ?? verification?.session?.link;
  // A prerender: the prepared session's page loads hidden; the click makes it `session` and reveals it.
  const hiddenLink = shownLink ? undefined : verification?.prerender?.link;
  const link = shownLink ?? hiddenLink;
  const hidden = hiddenLink !== undefined;
  const latest = useLatestRef({ callbacks });
  const observer = verification?.observer;
  const sessionId = verification?.session?.request_id;
  // Core's frame lifecycle: the messages a hidden page posts held for its reveal, and which link expired.
  const [hostedFrame] = useState(() => new HostedFrame());
  const { expiredLink } = useSyncExternalStore(
    hostedFrame.subscribe,
    hostedFrame.getSnapshot,
    hostedFrame.getSnapshot,
  );
  const small = useSmallScreen();
  const full = fullScreen ?? small;

  // Pure for a given page host: the server and the hydrating browser (host unknown to both) decide alike.
  const pageHostname = usePageHostname();
  const { problem, error: developerError } = useMemo(
    () =>
      checkHostedFrame(
        link,
        hostedOrigins instanceof Error ? hostedOrigins : origins.split(' '),
        pageHostname,
      ),
    [link, origins, hostedOrigins, pageHostname],
  );
  // The person sees plain words; the app's developer gets the typed error, which names the field and rule.
  useEffect(() => {
    if (developerError) console.error(developerError);
  }, [developerError]);

  // One gate per link (and session): a new one is a new frame session, so its terminal outcome gets through
  // again. With a `verification`, the gate belongs to its core observer, which turns messages into the outcome.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new gate per link, on purpose
  useEffect(() => {
    if (problem || !link) return;
    return hostedFrame.connect({
      link,
      hidden,
      allowedOrigins: origins.split(' '),
      getSource: () => frame.current?.contentWindow,
      observer,
      onMessage(message) {
        const { callbacks } = latest.current;
        callbacks.onMessage?.(message);
        if (message.type === 'unknown') return callbacks.onUnknownMessage?.(message.data);
        (
          callbacks[callbackName(message.type) as keyof HostedMessageCallbacks] as (() => void) | undefined
        )?.();
      },
    });
  }, [origins, problem, link, hidden, observer, sessionId, latest, hostedFrame]);

  // `inert` by attribute: React 18 does not know the prop and React 19 reads it as a boolean.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new link is a new iframe element (its key)
  useLayoutEffect(() => {
    frame.current?.toggleAttribute('inert', hidden);
  }, [hidden, link]);

  // Each screen instead of the frame says what happened and, where the person can do something, offers it.
  const notice = (state: string, text: string, action?: ReactNode) => (
    <KitNotice
      {...languageAttributes(texts)}
      part="frame"
      state={state}
      className={className}
      action={action}
    >
      {text}
    </KitNotice>
  );
  if (problem === 'misconfigured') return notice('misconfigured', texts.hostedUnavailable);
  // Creating or reading the session was refused: nobody is signed in (or the sign-in ended).
  if (isProxyError(verification?.error, 'unauthenticated'))
    return notice('unauthenticated', texts.hostedSignIn);
  if (!link || problem === 'host-unknown') return null;
  if (problem === 'untrusted-link')
    return hidden ? null : notice('untrusted-link', texts.hostedUntrustedLink);
  if (expiredLink === link) {
    const renew = onRequestNewSession ?? verification?.start;
    return notice(
      'expired',
      texts.hostedLinkExpired,
      renew && (
        <button type="button" data-veriframe-frame="action" className={buttonClass} onClick={() => renew()}>
          {texts.hostedNewSession}
        </button>
      ),
    );
  }
  const size = full ? '100%' : undefined;
  return (
    <iframe
      // One element per link: the reveal keeps it (no reload), a renewed prepared session replaces it.
      key={link}
      ref={frame}
      src={link}
      title={title}
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
      data-prerender={hidden || undefined}
      // `allow` alone: with `allowFullScreen` as well, Chromium warns "Allow attribute will take precedence
      // over 'allowfullscreen'" on every frame.
      allow="camera; fullscreen"
      className={className}
      data-fullscreen={full || undefined}
      style={{
        border: 0,
        width: size ?? 420,
        height: size ?? 670,
        maxWidth: '100%',
        ...style,
        ...(hidden ? prerenderStyle : undefined),
      }}
    />
  );
}

'use client';

import { checkHostedLink, createMessageGate, type HostedMessage, normalizeOrigins } from '@veriframe/core';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { callbackName } from '../callback-name';
import { buttonLook, KitNotice } from '../look/kit-look';
import { useVeriframe } from '../provider/veriframe-provider';
import { isProxyError } from '../proxy/proxy-error';
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
  /** The session link; defaults to `verification.session.link`. */
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
 * The hosted verification page in an iframe, behind the core's message gate: only messages from the
 * allowed origins (exact match) and from this iframe's own window reach the callbacks. The frame (and with it
 * the camera) is given only to an https link on one of `hostedOrigins` (core's `checkHostedLink`); any other
 * link shows an error and loads nothing. A proxy answer 401 `unauthenticated` shows "you need to sign in".
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
  const link = src ?? verification?.session?.link;
  const latest = useLatestRef({ callbacks, link });
  const observer = verification?.observer;
  const sessionId = verification?.session?.request_id;
  const [expiredLink, setExpiredLink] = useState<string>();
  const small = useSmallScreen();
  const full = fullScreen ?? small;

  // The origins are checked during render (pure), so a bad one shows here and no frame loads.
  const originsError = useMemo(() => {
    // A production build's provider without `hostedOrigins`: the error names the missing field.
    if (hostedOrigins instanceof Error) return hostedOrigins;
    try {
      normalizeOrigins(origins.split(' '));
      return null;
    } catch (error) {
      return error as Error; // EmbedConfigError: never load a frame whose messages nobody may trust
    }
  }, [origins, hostedOrigins]);
  // The link is the proxy's answer (or a prop): the camera goes only to a page on a trusted origin over https.
  const linkError = useMemo(() => {
    if (originsError || !link) return null;
    try {
      checkHostedLink(link, origins.split(' '));
      return null;
    } catch (error) {
      return error as Error;
    }
  }, [link, origins, originsError]);
  // The person sees plain words; the app's developer gets the typed error, which names the field and rule.
  const developerError = originsError ?? linkError;
  useEffect(() => {
    if (developerError) console.error(developerError);
  }, [developerError]);

  // One gate per link (and session): a new one is a new frame session, so its terminal outcome gets through
  // again. With a `verification`, the gate belongs to its core observer, which turns messages into the outcome.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new gate per link, on purpose
  useEffect(() => {
    if (originsError || linkError || !link) return;
    const onMessage = (message: HostedMessage) => {
      const { callbacks, link } = latest.current;
      callbacks.onMessage?.(message);
      if (message.type === 'unknown') return callbacks.onUnknownMessage?.(message.data);
      if (message.type === 'LINK EXPIRED') setExpiredLink(link);
      (callbacks[callbackName(message.type) as keyof HostedMessageCallbacks] as (() => void) | undefined)?.();
    };
    const connection = {
      allowedOrigins: origins.split(' '),
      getSource: () => frame.current?.contentWindow,
      onMessage,
    };
    if (observer) return observer.connectFrame(connection);
    const gate = createMessageGate({ ...connection, onUnknown: onMessage });
    gate.start();
    return () => gate.stop();
  }, [origins, originsError, linkError, link, observer, sessionId, latest]);

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
  if (originsError) return notice('misconfigured', texts.hostedUnavailable);
  // Creating or reading the session was refused: nobody is signed in (or the sign-in ended).
  if (isProxyError(verification?.error, 'unauthenticated'))
    return notice('unauthenticated', texts.hostedSignIn);
  if (!link) return null;
  if (linkError) return notice('untrusted-link', texts.hostedUntrustedLink);
  if (expiredLink === link) {
    const renew = onRequestNewSession ?? verification?.start;
    return notice(
      'expired',
      texts.hostedLinkExpired,
      renew && (
        <button type="button" data-veriframe-frame="action" style={buttonLook} onClick={() => renew()}>
          {texts.hostedNewSession}
        </button>
      ),
    );
  }
  const size = full ? '100%' : undefined;
  return (
    <iframe
      ref={frame}
      src={link}
      title={title}
      // `allow` alone: with `allowFullScreen` as well, Chromium warns "Allow attribute will take precedence
      // over 'allowfullscreen'" on every frame.
      allow="camera; fullscreen"
      className={className}
      data-fullscreen={full || undefined}
      style={{ border: 0, width: size ?? 420, height: size ?? 670, maxWidth: '100%', ...style }}
    />
  );
}

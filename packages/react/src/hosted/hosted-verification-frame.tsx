import { createMessageGate, type HostedMessage } from '@veriframe/core';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { callbackName } from '../callback-name';
import { useVeriframe } from '../provider/veriframe-provider';
import { useKitTexts } from '../texts/kit-texts-context';
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
 * allowed origins (exact match) and from this iframe's own window reach the callbacks.
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
  const origins = useVeriframe().hostedOrigins.join(' ');
  const texts = useKitTexts();
  const title = ownTitle ?? texts.hostedFrameTitle;
  const frame = useRef<HTMLIFrameElement>(null);
  const link = src ?? verification?.session?.link;
  const latest = useLatestRef({ callbacks, verification, link });
  const [expiredLink, setExpiredLink] = useState<string>();
  const small = useSmallScreen();
  const full = fullScreen ?? small;

  // One gate per link: a new link is a new frame session, so its terminal outcome gets through again.
  // Built during render (it only validates the origins and reads `window`); listening starts in the effect.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new gate per link, on purpose
  const gate = useMemo(() => {
    const handle = (message: HostedMessage) => {
      const { callbacks, verification, link } = latest.current;
      callbacks.onMessage?.(message);
      if (message.type === 'unknown') return callbacks.onUnknownMessage?.(message.data);
      if (message.type === 'LINK EXPIRED') setExpiredLink(link);
      verification?.reportMessage(message.type);
      (callbacks[callbackName(message.type) as keyof HostedMessageCallbacks] as (() => void) | undefined)?.();
    };
    try {
      return createMessageGate({
        allowedOrigins: origins.split(' '),
        getSource: () => frame.current?.contentWindow,
        onMessage: handle,
        onUnknown: handle,
      });
    } catch (error) {
      // Bad origins (EmbedConfigError): show it, and never load a frame whose messages nobody may trust.
      return error as Error;
    }
  }, [origins, link, latest]);

  useEffect(() => {
    if (gate instanceof Error) return;
    gate.start();
    return () => gate.stop();
  }, [gate]);

  if (gate instanceof Error) return <p role="alert">{gate.message}</p>;
  if (!link) return null;
  if (expiredLink === link) {
    const renew = onRequestNewSession ?? verification?.start;
    return (
      <div role="alert" className={className} data-state="expired">
        <p>{texts.hostedLinkExpired}</p>
        {renew && (
          <button type="button" onClick={() => renew()}>
            {texts.hostedNewSession}
          </button>
        )}
      </div>
    );
  }
  const size = full ? '100%' : undefined;
  return (
    <iframe
      ref={frame}
      src={link}
      title={title}
      allow="camera; fullscreen"
      allowFullScreen
      className={className}
      data-fullscreen={full || undefined}
      style={{ border: 0, width: size ?? 420, height: size ?? 670, maxWidth: '100%', ...style }}
    />
  );
}

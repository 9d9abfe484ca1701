'use client';

import type { ResultMessages } from '@veriframe/core';
import type { DocumentModalOutcomeTone } from '@veriframe/core/document';
import type { CSSProperties, ReactNode } from 'react';
import { type HostedScreenId, hostedScreens, resultScreens, resultTitle } from './hosted-screens';
import type { PreviewTokens } from './preview-tokens';

export interface HostedScreenProps {
  screen: HostedScreenId;
  tokens: PreviewTokens;
  /** Result texts (4.9) with the defaults filled in. Rendered as text only, never as HTML. */
  messages: Readonly<ResultMessages>;
}

/** The theme as CSS custom properties on the screen's own element: nothing leaks to the host page. */
function screenVariables(tokens: PreviewTokens): CSSProperties {
  return {
    '--vf-primary': tokens.primary,
    '--vf-primary-light': tokens.primaryLight,
    '--vf-button-text': tokens.buttonText,
    '--vf-page': tokens.pageBackground,
    '--vf-paper': tokens.paperBackground,
    '--vf-text': tokens.text,
    '--vf-dimmed': tokens.dimmed,
    '--vf-border': tokens.border,
    '--vf-default-bg': tokens.defaultButtonBackground,
    '--vf-default-text': tokens.defaultButtonText,
    '--vf-success': tokens.success,
    '--vf-failure': tokens.failure,
    '--vf-warning': tokens.warning,
    '--vf-radius': tokens.radius,
    '--vf-button-radius': tokens.buttonRadius,
    fontFamily: tokens.fontFamily,
  } as CSSProperties;
}

// The screens show buttons as they look, not as controls: the preview is a picture of the hosted page, so
// nothing in it is focusable or clickable.
function FilledButton({ children }: { children: ReactNode }) {
  return <span className="vf-screen-btn vf-screen-btn-filled">{children}</span>;
}

function DefaultButton({ children, icon }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <span className="vf-screen-btn vf-screen-btn-default">
      {icon}
      {children}
    </span>
  );
}

function Logo({ tokens }: { tokens: PreviewTokens }) {
  if (tokens.logoUrl) return <img className="vf-screen-logo" src={tokens.logoUrl} alt="Logo" />;
  return <span className="vf-screen-logo-placeholder">Your logo</span>;
}

function HandoffIcon({ tokens }: { tokens: PreviewTokens }) {
  const icon = tokens.handoffIcon;
  if (!icon) return <span className="vf-screen-handoff-placeholder" aria-hidden="true" />;
  return (
    <img
      className="vf-screen-handoff"
      src={icon.url}
      srcSet={icon.srcSet}
      alt={icon.alt}
      width={icon.width}
      height={icon.height}
    />
  );
}

function ResultIcon({ tone }: { tone: DocumentModalOutcomeTone }) {
  const mark = tone === 'success' ? '✓' : tone === 'error' ? '✕' : '!';
  return (
    <span className={`vf-screen-result-icon vf-tone-${tone}`} aria-hidden="true">
      {mark}
    </span>
  );
}

function ScreenBody({ screen, tokens, messages }: HostedScreenProps) {
  switch (screen) {
    case 'intro':
      return (
        <>
          <h3 className="vf-screen-title">Verify your identity</h3>
          <p className="vf-screen-text">
            Scan your ID document, then take a selfie. It takes about two minutes.
          </p>
          <FilledButton>Get started</FilledButton>
          <DefaultButton icon={<HandoffIcon tokens={tokens} />}>Use my phone</DefaultButton>
        </>
      );
    case 'document':
      return (
        <>
          <h3 className="vf-screen-title">Scan the front of your ID</h3>
          <div className="vf-screen-camera vf-screen-camera-document">
            <span>Place your document in the frame</span>
          </div>
          <FilledButton>Take photo</FilledButton>
          <DefaultButton>Upload a file instead</DefaultButton>
        </>
      );
    case 'selfie':
      return (
        <>
          <h3 className="vf-screen-title">Take a selfie</h3>
          <div className="vf-screen-camera">
            <span className="vf-screen-oval" />
          </div>
          <p className="vf-screen-text">Center your face in the oval and look at the camera.</p>
          <FilledButton>Take selfie</FilledButton>
        </>
      );
    default: {
      const result = resultScreens[screen];
      if (!result) return null;
      return (
        <>
          <ResultIcon tone={result.tone} />
          <h3 className="vf-screen-title">{resultTitle(result, messages)}</h3>
          <p className="vf-screen-text">{messages[result.subTitle]}</p>
          {/* The real result screens close with a default (outlined) button, not a filled one. */}
          <DefaultButton>Done</DefaultButton>
        </>
      );
    }
  }
}

/** One hosted screen, painted with the theme the way the hosted page would paint it. */
export function HostedScreen(props: HostedScreenProps) {
  const label = hostedScreens.find((s) => s.id === props.screen)?.label ?? props.screen;
  return (
    <figure
      className="vf-screen"
      data-scheme={props.tokens.scheme}
      data-screen={props.screen}
      style={screenVariables(props.tokens)}
    >
      <figcaption className="vf-screen-caption">
        {label} · {props.tokens.scheme}
      </figcaption>
      <div className="vf-screen-page">
        <div className="vf-screen-paper">
          <div className="vf-screen-header">
            <Logo tokens={props.tokens} />
          </div>
          <div className="vf-screen-body">
            <ScreenBody {...props} />
          </div>
        </div>
      </div>
    </figure>
  );
}

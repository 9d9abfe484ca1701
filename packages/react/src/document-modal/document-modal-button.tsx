'use client';

import { isProxyError } from '@veriframe/core/client';
import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, KitNotice } from '../look/kit-look';
import { englishDocumentModalTexts, languageAttributes } from '../texts/kit-texts';
import { useKitTextsFor } from '../texts/kit-texts-context';
import type { DocumentModalHandle } from './use-document-modal';

export interface DocumentModalButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** What `useDocumentModal()` returned. */
  modal: Pick<DocumentModalHandle, 'open' | 'state'> & Partial<Pick<DocumentModalHandle, 'error'>>;
}

/**
 * A button that opens the document modal: disabled and `aria-busy` while the token and vendor files load,
 * `data-state` mirrors the modal's lifecycle state. After a failure it stays enabled so a click retries, and an
 * alert after it says so in plain words (`data-state="failed"`); when the proxy answered 401 `unauthenticated`,
 * the alert says "you need to sign in". The kit's default look (class `veriframe-button` of
 * `@veriframe/react/styles.css`, themed by the `--veriframe-*` variables) applies unless you pass a `className`
 * (then the look is yours).
 *
 * @example
 * const modal = useDocumentModal({ fn, ln, addr, city, state, zip, dob, email });
 * <DocumentModalButton modal={modal}>Scan my ID</DocumentModalButton>
 */
export function DocumentModalButton({
  modal,
  disabled,
  onClick,
  children,
  ...rest
}: DocumentModalButtonProps) {
  const { state } = modal;
  const texts = useKitTextsFor(englishDocumentModalTexts);
  const language = languageAttributes(texts);
  const waiting = disabled || /^(idle|loading|destroyed)$/.test(state);
  const button = (
    <button
      {...language}
      {...rest}
      type="button"
      data-veriframe-document="button"
      className={rest.className ?? buttonClass}
      disabled={waiting}
      aria-busy={state === 'loading'}
      data-state={state}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) void modal.open();
      }}
    >
      {children ?? texts.documentModalButton}
    </button>
  );
  // The token was refused (nobody is signed in), or the files or token could not be loaded: a click retries.
  const signIn = isProxyError(modal.error, 'unauthenticated');
  if (!signIn && state !== 'failed') return button;
  return (
    <>
      {button}
      <KitNotice {...language} part="document" state={signIn ? 'unauthenticated' : 'failed'}>
        {signIn ? texts.documentModalSignIn : texts.documentModalLoadFailed}
      </KitNotice>
    </>
  );
}

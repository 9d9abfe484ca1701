'use client';

import type { ButtonHTMLAttributes } from 'react';
import { isProxyError } from '../proxy/proxy-error';
import { englishDocumentModalTexts } from '../texts/kit-texts';
import { useKitTextsFor } from '../texts/kit-texts-context';
import type { DocumentModalHandle } from './use-document-modal';

export interface DocumentModalButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** What `useDocumentModal()` returned. */
  modal: Pick<DocumentModalHandle, 'open' | 'state'> & Partial<Pick<DocumentModalHandle, 'error'>>;
}

/**
 * A button that opens the document modal: disabled and `aria-busy` while the token and vendor files load,
 * `data-state` mirrors the modal's lifecycle state. After a failure it stays enabled so a click retries. When
 * the proxy answered 401 `unauthenticated`, a "you need to sign in" alert follows the button.
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
  const button = (
    <button
      dir={texts.dir}
      {...rest}
      type="button"
      disabled={disabled || /^(idle|loading|destroyed)$/.test(state)}
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
  // The token was refused: nobody is signed in. A click after signing in retries.
  if (!isProxyError(modal.error, 'unauthenticated')) return button;
  return (
    <>
      {button}
      <p role="alert" dir={texts.dir} data-state="unauthenticated">
        {texts.documentModalSignIn}
      </p>
    </>
  );
}

'use client';

import type { ButtonHTMLAttributes } from 'react';
import { englishDocumentModalTexts } from '../texts/kit-texts';
import { useKitTextsFor } from '../texts/kit-texts-context';
import type { DocumentModalHandle } from './use-document-modal';

export interface DocumentModalButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** What `useDocumentModal()` returned. */
  modal: Pick<DocumentModalHandle, 'open' | 'state'>;
}

/**
 * A button that opens the document modal: disabled and `aria-busy` while the token and vendor files load,
 * `data-state` mirrors the modal's lifecycle state. After a failure it stays enabled so a click retries.
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
  return (
    <button
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
}

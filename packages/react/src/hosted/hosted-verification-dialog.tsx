'use client';

import { closedHostedDialog, hostedDialogRendersPanel, nextHostedDialog } from '@veriframe/core/hosted';
import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { englishHostedTexts, languageAttributes } from '../texts/kit-texts';
import { useKitTextsFor } from '../texts/kit-texts-context';
import { useSmallScreen } from '../use-media-query';
import { HostedVerificationFrame, type HostedVerificationFrameProps } from './hosted-verification-frame';

export interface HostedVerificationDialogProps extends HostedVerificationFrameProps {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Heading that labels the dialog. */
  heading?: string;
  /** Content of a button that opens the dialog; no button when omitted. */
  trigger?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

// The default look is in the package's stylesheet (src/styles.css, `import '@veriframe/react/styles.css'`):
// every value a CSS variable with a fallback (`--veriframe-dialog-radius: 4px`), each part named by
// `data-veriframe-dialog="<part>"`. The <dialog> itself is a transparent full-size layer (in the top layer, over
// any z-index); the overlay in it draws the backdrop. Only the frame's size stays here, as the frame's own
// `style` (its inline size would win over a stylesheet's): on phones it fills what the header leaves (spec 4.10).
const frameStyle: CSSProperties = {
  display: 'block',
  width: 'min(420px, calc(100vw - 2rem))',
  height: 'min(670px, calc(100dvh - 6rem))',
};
const fullScreenFrameStyle: CSSProperties = {
  display: 'block',
  width: '100%',
  flex: 1,
  minHeight: 0,
  height: 'auto',
};

/**
 * The hosted verification frame in the platform's modal `<dialog>` (`showModal()`): focus moves in on open
 * (to the close button), the page behind is inert, Escape (the dialog's `cancel`) or the page's CLOSE message
 * closes, and focus returns to the opener. Controlled (`open`/`onOpenChange`) or uncontrolled (`defaultOpen`,
 * `trigger`). Rendered in place (no portal): the top layer puts it over everything.
 *
 * @example
 * <HostedVerificationDialog trigger="Verify my identity" verification={verification} onPass={refresh} />
 */
export function HostedVerificationDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  heading: ownHeading,
  trigger,
  closeLabel: ownCloseLabel,
  onClose,
  ...frameProps
}: HostedVerificationDialogProps) {
  const texts = useKitTextsFor(englishHostedTexts);
  const heading = ownHeading ?? texts.hostedDialogHeading;
  const closeLabel = ownCloseLabel ?? texts.hostedDialogClose;
  // Controlled when `open` is given, otherwise kept here.
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const small = useSmallScreen();
  // A prerender (see `useHostedVerification`): the frame loads the prepared session's page inside the closed
  // dialog, and the panel stays in place until the dialog opens on it, so the iframe never moves in the DOM.
  // Core's dialog machine decides; what this render sees is sent to it (an unchanged state is the same object).
  const prerenderLink = frameProps.verification?.prerender?.link;
  const [dialogState, setDialogState] = useState(closedHostedDialog);
  let nextDialogState = nextHostedDialog(dialogState, { type: open ? 'OPEN' : 'CLOSE' });
  if (prerenderLink)
    nextDialogState = nextHostedDialog(nextDialogState, { type: 'PRERENDER', link: prerenderLink });
  if (nextDialogState !== dialogState) setDialogState(nextDialogState);
  const shownLink = frameProps.src ?? frameProps.verification?.session?.link ?? prerenderLink;
  const rendersPanel = hostedDialogRendersPanel(nextDialogState, shownLink);

  // The platform does the modal part: showModal() moves focus in and makes everything else inert; close()
  // gives focus back. If the opener lost focus meanwhile (disabled while the session was created), it gets it.
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!element.open) element.showModal();
    return () => {
      element.close();
      if (!document.activeElement || document.activeElement === document.body) opener?.focus();
    };
  }, [open]);

  return (
    <>
      {trigger !== undefined && (
        <button
          type="button"
          aria-haspopup="dialog"
          data-state={open ? 'open' : 'closed'}
          onClick={() => setOpen(true)}
        >
          {trigger}
        </button>
      )}
      <dialog
        ref={dialog}
        {...languageAttributes(texts)}
        aria-labelledby={id}
        data-veriframe-dialog="dialog"
        // Escape: the state decides, so a controlled dialog can stay open.
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
      >
        {rendersPanel && (
          <div data-veriframe-dialog="overlay" data-state={open ? 'open' : 'closed'}>
            <div data-veriframe-dialog="panel" data-fullscreen={small || undefined}>
              <div data-veriframe-dialog="header">
                <h2 id={id} data-veriframe-dialog="heading">
                  {heading}
                </h2>
                <button
                  type="button"
                  aria-label={closeLabel}
                  title={closeLabel}
                  data-veriframe-dialog="close"
                  onClick={() => setOpen(false)}
                >
                  <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
                    <path
                      d="M3 3l10 10M13 3L3 13"
                      stroke="currentColor"
                      strokeWidth="1.75"
                      strokeLinecap="round"
                    />
                  </svg>
                </button>
              </div>
              <HostedVerificationFrame
                {...frameProps}
                fullScreen={false}
                style={{ ...(small ? fullScreenFrameStyle : frameStyle), ...frameProps.style }}
                onClose={() => {
                  onClose?.();
                  setOpen(false);
                }}
              />
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}

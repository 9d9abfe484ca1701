'use client';

import { closedHostedDialog, hostedDialogRendersPanel, nextHostedDialog } from '@veriframe/core';
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

// The default look: every value is a CSS variable with a fallback, so an app themes the dialog from its own
// stylesheet (`--veriframe-dialog-radius: 4px`), and each part carries `data-veriframe-dialog="<part>"` for
// anything the variables do not cover. Inline styles, so there is no stylesheet to import.
// The <dialog> itself is a transparent full-size layer (in the top layer, over any z-index); the overlay in it
// draws the backdrop (`::backdrop` cannot be styled inline).
const dialogStyle: CSSProperties = {
  padding: 0,
  border: 0,
  margin: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  background: 'none',
  overflow: 'hidden',
};
const overlayStyle: CSSProperties = {
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  display: 'grid',
  placeItems: 'center',
  padding: '1rem',
  background: 'var(--veriframe-dialog-backdrop, rgb(15 23 42 / 0.55))',
};
const panelStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  maxWidth: '100%',
  maxHeight: '100%',
  overflow: 'hidden',
  background: 'var(--veriframe-dialog-background, #fff)',
  color: 'var(--veriframe-dialog-color, #1f2933)',
  borderRadius: 'var(--veriframe-dialog-radius, 12px)',
  boxShadow: 'var(--veriframe-dialog-shadow, 0 24px 48px rgb(15 23 42 / 0.25))',
  fontFamily: 'var(--veriframe-dialog-font, system-ui, sans-serif)',
};
// On phones the panel fills the screen (spec 4.10) and the frame fills what the header leaves. Padded by the
// safe areas: on a page that draws under a notch or a home bar (viewport-fit=cover), the close control and the
// journey stay clear of them (e2e/tests/phones.spec.ts).
const fullScreenPanelStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  borderRadius: 0,
  padding:
    'env(safe-area-inset-top, 0px) env(safe-area-inset-right, 0px) env(safe-area-inset-bottom, 0px) env(safe-area-inset-left, 0px)',
};
const headerStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  padding: '0.5rem 0.5rem 0.5rem 1rem',
  borderBottom: 'var(--veriframe-dialog-divider, 1px solid rgb(15 23 42 / 0.1))',
};
const headingStyle: CSSProperties = { margin: 0, fontSize: '1rem', fontWeight: 600, lineHeight: 1.4 };
const closeStyle: CSSProperties = {
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  border: 0,
  borderRadius: 'var(--veriframe-dialog-close-radius, 8px)',
  background: 'var(--veriframe-dialog-close-background, transparent)',
  color: 'inherit',
  cursor: 'pointer',
};
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
        style={dialogStyle}
        // Escape: the state decides, so a controlled dialog can stay open.
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
      >
        {rendersPanel && (
          <div data-veriframe-dialog="overlay" data-state={open ? 'open' : 'closed'} style={overlayStyle}>
            <div
              data-veriframe-dialog="panel"
              data-fullscreen={small || undefined}
              style={small ? { ...panelStyle, ...fullScreenPanelStyle } : panelStyle}
            >
              <div data-veriframe-dialog="header" style={headerStyle}>
                <h2 id={id} data-veriframe-dialog="heading" style={headingStyle}>
                  {heading}
                </h2>
                <button
                  type="button"
                  aria-label={closeLabel}
                  title={closeLabel}
                  data-veriframe-dialog="close"
                  style={closeStyle}
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

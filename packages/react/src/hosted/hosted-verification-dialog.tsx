import { type ReactNode, useId, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { SMALL_SCREEN, useMediaQuery } from '../use-media-query';
import { HostedVerificationFrame, type HostedVerificationFrameProps } from './hosted-verification-frame';
import { useControllableOpen } from './use-controllable-open';
import { focusablesIn, useModalFocus } from './use-modal-focus';

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

const noSubscribe = () => () => {};

/**
 * The hosted verification frame in a WAI-ARIA modal dialog: focus moves in on open, Tab and Shift+Tab stay
 * inside, Escape (or the page's CLOSE message) closes, focus returns to the opener, and the page behind is
 * `inert`. Controlled (`open`/`onOpenChange`) or uncontrolled (`defaultOpen`, `trigger`).
 *
 * @example
 * <HostedVerificationDialog trigger="Verify my identity" verification={verification} onPass={refresh} />
 */
export function HostedVerificationDialog({
  open: openProp,
  defaultOpen,
  onOpenChange,
  heading = 'Verify your identity',
  trigger,
  closeLabel = 'Close',
  onClose,
  ...frameProps
}: HostedVerificationDialogProps) {
  const [open, setOpen] = useControllableOpen(openProp, defaultOpen, onOpenChange);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Portals do not render on the server: the dialog appears after hydration.
  const client = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const small = useMediaQuery(SMALL_SCREEN);
  useModalFocus(root, panel, open && client);

  // Focus guards around the panel: tabbing past either end (also out of the iframe) wraps around.
  const wrap = (toLast: boolean) => () => {
    const inside = panel.current ? focusablesIn(panel.current) : [];
    (toLast ? inside[inside.length - 1] : inside[0])?.focus();
  };

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
      {open &&
        client &&
        createPortal(
          <div
            ref={root}
            data-state="open"
            style={{
              position: 'fixed',
              inset: 0,
              zIndex: 2147483000,
              display: 'grid',
              placeItems: 'center',
              background: 'rgb(0 0 0 / 0.5)',
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                setOpen(false);
              }
            }}
          >
            <span tabIndex={0} data-focus-guard="" onFocus={wrap(true)} />
            <div
              ref={panel}
              role="dialog"
              aria-modal="true"
              aria-labelledby={id}
              tabIndex={-1}
              data-state="open"
              data-fullscreen={small || undefined}
              // A column, so on phones the frame fills what the heading and close button leave.
              style={{
                background: '#fff',
                display: 'flex',
                flexDirection: 'column',
                ...(small && { position: 'fixed', inset: 0 }),
              }}
            >
              <h2 id={id}>{heading}</h2>
              <button type="button" onClick={() => setOpen(false)}>
                {closeLabel}
              </button>
              <HostedVerificationFrame
                {...frameProps}
                fullScreen={frameProps.fullScreen ?? small}
                style={small ? { flex: 1, minHeight: 0, ...frameProps.style } : frameProps.style}
                onClose={() => {
                  onClose?.();
                  setOpen(false);
                }}
              />
            </div>
            <span tabIndex={0} data-focus-guard="" onFocus={wrap(false)} />
          </div>,
          document.body,
        )}
    </>
  );
}

import { type ReactNode, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useKitTexts } from '../texts/kit-texts-context';
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

const noSubscribe = () => () => {};

/** Focusable elements inside `panel` in document order (disabled and `tabindex=-1` ones left out). */
const focusables = (panel: HTMLElement) =>
  [
    ...panel.querySelectorAll<HTMLElement & { disabled?: boolean }>(
      'a[href],button,input,select,textarea,iframe,[tabindex]',
    ),
  ].filter((element) => !element.disabled && element.tabIndex >= 0);

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
  defaultOpen = false,
  onOpenChange,
  heading: ownHeading,
  trigger,
  closeLabel: ownCloseLabel,
  onClose,
  ...frameProps
}: HostedVerificationDialogProps) {
  const texts = useKitTexts();
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
  const panel = useRef<HTMLDivElement>(null);
  // Portals do not render on the server: the dialog appears after hydration.
  const shown =
    useSyncExternalStore(
      noSubscribe,
      () => true,
      () => false,
    ) && open;
  const small = useSmallScreen();

  // While shown: every other child of <body> is `inert`, focus moves to the first control, and comes back to
  // the opener afterwards. Only siblings made inert here are restored, so an app's own `inert` survives.
  useEffect(() => {
    const dialog = panel.current;
    if (!shown || !dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    const madeInert = [...document.body.children].filter(
      (element) => !element.contains(dialog) && !element.hasAttribute('inert'),
    );
    for (const element of madeInert) element.setAttribute('inert', '');
    (focusables(dialog)[0] ?? dialog).focus();
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      opener?.focus();
    };
  }, [shown]);

  // Focus guards around the panel: tabbing past either end (also out of the iframe) wraps around.
  const wrap = (toLast?: boolean) => () => {
    const inside = focusables(panel.current!);
    inside[toLast ? inside.length - 1 : 0]?.focus();
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
      {shown &&
        createPortal(
          <div
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
                style={{ ...(small && { flex: 1, minHeight: 0 }), ...frameProps.style }}
                onClose={() => {
                  onClose?.();
                  setOpen(false);
                }}
              />
            </div>
            <span tabIndex={0} data-focus-guard="" onFocus={wrap()} />
          </div>,
          document.body,
        )}
    </>
  );
}

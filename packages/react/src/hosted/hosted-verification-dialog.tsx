'use client';

import {
  type CSSProperties,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { englishHostedTexts } from '../texts/kit-texts';
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

const noSubscribe = () => () => {};

// The default look: every value is a CSS variable with a fallback, so an app themes the dialog from its own
// stylesheet (`--veriframe-dialog-radius: 4px`), and each part carries `data-veriframe-dialog="<part>"` for
// anything the variables do not cover. Inline styles, so there is no stylesheet to import.
const overlayStyle: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 'var(--veriframe-dialog-z-index, 2147483000)',
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
// On phones the panel fills the screen (spec 4.10) and the frame fills what the header leaves.
const fullScreenPanelStyle: CSSProperties = { position: 'fixed', inset: 0, borderRadius: 0 };
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
            data-veriframe-dialog="overlay"
            data-state="open"
            style={overlayStyle}
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
              dir={texts.dir}
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
            <span tabIndex={0} data-focus-guard="" onFocus={wrap()} />
          </div>,
          document.body,
        )}
    </>
  );
}

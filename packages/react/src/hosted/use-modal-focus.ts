import { type RefObject, useEffect } from 'react';

/** Focusable elements inside `container` in document order (disabled and `tabindex=-1` ones left out). */
export const focusablesIn = (container: HTMLElement): HTMLElement[] =>
  Array.from(
    container.querySelectorAll<HTMLElement & { disabled?: boolean }>(
      'a[href],button,input,select,textarea,iframe,[tabindex]',
    ),
  ).filter((element) => !element.disabled && element.tabIndex >= 0);

/**
 * While `active`: marks every other child of `<body>` `inert` (the page behind can be neither clicked,
 * focused nor read), moves focus to the first focusable element of `panelRef` (or the panel itself), and
 * on deactivation gives focus back to the element that had it. `rootRef` must be a direct child of `<body>`.
 */
export function useModalFocus(
  rootRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
  active: boolean,
): void {
  useEffect(() => {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!active || !root || !panel) return;
    const opener = document.activeElement as HTMLElement | null;
    // Only siblings we changed are restored, so an app's own `inert` survives the dialog.
    const madeInert = Array.from(document.body.children).filter(
      (element) => element !== root && !element.hasAttribute('inert'),
    );
    for (const element of madeInert) element.setAttribute('inert', '');
    (focusablesIn(panel)[0] ?? panel).focus();
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      if (opener?.isConnected) opener.focus();
    };
  }, [active, rootRef, panelRef]);
}

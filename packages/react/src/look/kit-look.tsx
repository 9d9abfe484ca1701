import type { ReactNode } from 'react';

// The default look of the hosted frame's screens and the document modal's button and notices lives in the
// package's stylesheet (src/styles.css, `import '@veriframe/react/styles.css'`): the components only name their
// parts, by class (`veriframe-button`, `veriframe-notice`) and by `data-veriframe-<component>="<part>"`, so no
// bundle carries style objects and a strict CSP needs nothing inline.

/** The class of the kit's primary button in styles.css. */
export const buttonClass = 'veriframe-button';

/** The tones of a notice (`data-tone`; styles.css colours each). */
export type NoticeTone = 'danger' | 'warning';

/**
 * A state's message (an error, an expired link, "sign in first"): a mark, the words as the alert, and the
 * action that helps, if any. `part` names the component in `data-veriframe-<part>="notice"`.
 */
export function KitNotice({
  part,
  tone = 'danger',
  state,
  className,
  children,
  action,
  dir,
  lang,
}: {
  part: string;
  /** The text direction of the kit's texts (`rtl` for Arabic); unset follows the page. */
  dir?: 'ltr' | 'rtl' | undefined;
  /** The language of the kit's texts (the catalog's `locale`); unset follows the page. */
  lang?: string | undefined;
  tone?: NoticeTone;
  /** `data-state` of the notice, e.g. `expired`, for the app's tests and styles. */
  state: string;
  className?: string | undefined;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div
      className={className ? `veriframe-notice ${className}` : 'veriframe-notice'}
      dir={dir}
      lang={lang}
      data-tone={tone}
      {...{ [`data-veriframe-${part}`]: 'notice' }}
    >
      <span aria-hidden="true" className="veriframe-notice-mark">
        !
      </span>
      {/* Only the words and the action are the alert, so a screen reader reads them without the mark. */}
      <div role="alert" data-state={state} className="veriframe-notice-words">
        <p>{children}</p>
        {action}
      </div>
    </div>
  );
}

import type { BuildResult } from '@veriframe/core';
import type { LinkGenerateInput } from '@veriframe/core/document';
import type { CreateSessionInput } from '@veriframe/core/hosted';
import type { Identity } from '../identity/identity';

// What the service shows and sends is the app's choice, made on the server: a page's styles
// and result texts, and whether the service emails a document link. The browser chooses none of it, unless the
// development opt-in `browserPresentation` is on (the demo, the style previewer).

/** What the hosted VX page shows for a person's session (spec 4.4 `styles`, 4.9 `resultMessages`). */
export type VxSessionPresentation = Pick<CreateSessionInput, 'styles' | 'resultMessages'>;

/** What a person's document link does: `sendEmail` (4.7 `options.send_email`, default false) and its texts. */
export interface DocumentLinkPresentation {
  sendEmail?: boolean;
  resultMessages?: LinkGenerateInput['resultMessages'];
}

/** A fixed choice, or one made per person (sync or async). */
export type PresentationChoice<T> = T | ((identity: Identity) => T | Promise<T>);

/**
 * The app's server-side presentation, the `presentation` option of `createProxy`.
 *
 * @example
 * createProxy({
 *   identify,
 *   presentation: {
 *     vxSession: { styles: { logo_url: 'https://shop.example/logo.png' } },
 *     documentLink: (identity) => ({ sendEmail: identity.email !== undefined }),
 *   },
 * });
 */
export interface ProxyPresentation {
  vxSession?: PresentationChoice<VxSessionPresentation>;
  documentLink?: PresentationChoice<DocumentLinkPresentation>;
}

/** The choice for this identity (`{}` when the app made none). */
export async function presentationFor<T extends object>(
  choice: PresentationChoice<T> | undefined,
  identity: Identity,
): Promise<Partial<T>> {
  if (choice === undefined) return {};
  return typeof choice === 'function' ? await choice(identity) : choice;
}

/**
 * The app's `presentation` option chose something core's builders refuse: the operator's mistake, answered
 * 500 `internal_error` naming the option and each field (never blamed on the browser with a 400).
 */
export class PresentationError extends Error {
  override readonly name = 'PresentationError';
  constructor(option: string, message: string) {
    super(`the proxy's ${option} option: ${message}`);
  }
}

/** The built value, or a {@link PresentationError} naming `option` and the builder's issues. */
export function builtOrThrow<T>(option: string, built: BuildResult<T>): T {
  if (built.ok) return built.value;
  throw new PresentationError(option, built.error.message);
}

/** `value` without its `undefined` fields, so spreading it never erases a value chosen before. */
export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

import type { ResultMessageKey } from '../contract/result-messages';

/**
 * How an outcome reads to the person: passed, waiting on a reviewer, or stopped. A `failure` event is
 * `pending`: 4.9's own subtitle for it is "Your document is pending manual review", so it is no refusal yet.
 */
export type DocumentModalOutcomeTone = 'success' | 'pending' | 'error';

/** Where one vendor event goes: the vendor's callback (also the React prop) and the result message it shows. */
export interface DocumentModalEventRoute {
  /** The vendor constructor's option (spec 6.2), and the `useDocumentModal` option of the same name. */
  callback: `on${string}`;
  /** The 4.9 texts shown for this event, and its tone; `null` for events that end nothing (open, close, email, qr). */
  resultMessage: {
    title: ResultMessageKey;
    subtitle: ResultMessageKey;
    tone: DocumentModalOutcomeTone;
  } | null;
}

/**
 * The document modal's eleven vendor events (spec 6.2), each with its callback and its result-message keys
 * (4.9): the one table core (the vendor options), React (the callback props, the result message) and the
 * sandbox's stand-in modal read, instead of deriving names from each other.
 *
 * @example
 * documentModalEvents['error-velocity'].callback; // 'onErrorVelocity'
 * documentModalEvents.success.resultMessage?.title; // 'verificationSuccessTitle'
 * documentModalEvents.failure.resultMessage?.tone; // 'pending' (4.9: pending manual review)
 */
export const documentModalEvents = {
  open: { callback: 'onOpen', resultMessage: null },
  close: { callback: 'onClose', resultMessage: null },
  success: {
    callback: 'onSuccess',
    resultMessage: {
      title: 'verificationSuccessTitle',
      subtitle: 'verificationSuccessSubTitle',
      tone: 'success',
    },
  },
  failure: {
    callback: 'onFailure',
    resultMessage: {
      title: 'verificationFailureTitle',
      subtitle: 'verificationFailureSubTitle',
      tone: 'pending',
    },
  },
  email: { callback: 'onEmail', resultMessage: null },
  qr: { callback: 'onQr', resultMessage: null },
  // The VX system-error texts: the modal's generic error has no 4.9 row of its own.
  error: {
    callback: 'onError',
    resultMessage: { title: 'verificationErrorTitle', subtitle: 'verificationErrorSubTitle', tone: 'error' },
  },
  'error-token': {
    callback: 'onErrorToken',
    resultMessage: {
      title: 'verificationErrorTokenTitle',
      subtitle: 'verificationErrorTokenSubTitle',
      tone: 'error',
    },
  },
  'error-pending': {
    callback: 'onErrorPending',
    resultMessage: {
      title: 'verificationErrorPendingTitle',
      subtitle: 'verificationErrorPendingSubTitle',
      tone: 'pending',
    },
  },
  'error-already-verified': {
    callback: 'onErrorAlreadyVerified',
    resultMessage: {
      title: 'verificationErrorAlreadyVerifiedTitle',
      subtitle: 'verificationErrorAlreadyVerifiedSubTitle',
      tone: 'success',
    },
  },
  'error-velocity': {
    callback: 'onErrorVelocity',
    resultMessage: {
      title: 'verificationErrorVelocityTitle',
      subtitle: 'verificationErrorVelocitySubTitle',
      tone: 'error',
    },
  },
} as const satisfies Record<string, DocumentModalEventRoute>;

/** The eleven browser callbacks of the modal (spec 6.2), as event types: `onErrorToken` → `error-token`. */
export type DocumentModalEventType = keyof typeof documentModalEvents;

/** A callback option of the vendor constructor and of `useDocumentModal`: `onSuccess`, `onErrorToken`... */
export type DocumentModalCallbackName = (typeof documentModalEvents)[DocumentModalEventType]['callback'];

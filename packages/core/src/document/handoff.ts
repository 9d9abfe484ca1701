import type { DocumentModalEvent } from '../document-modal/modal-types';

/**
 * Where the person's move to their phone stands (spec 4.8 `qr`, 6.2 `onQr` / `onEmail`): `none` (on this
 * device), `waiting-for-phone` (they asked for an email link or pressed Done under the QR code; the outcome
 * will come from the phone), `finished-on-phone` (an outcome arrived after that).
 */
export type DocumentModalHandoff = 'none' | 'waiting-for-phone' | 'finished-on-phone';

/**
 * The next hand-off state after a modal event: `qr` or `email` wait for the phone, an outcome while waiting
 * finishes there, `open` starts again.
 *
 * @example
 * nextHandoff('none', 'qr'); // 'waiting-for-phone'
 * nextHandoff('waiting-for-phone', 'success'); // 'finished-on-phone'
 */
export function nextHandoff(
  current: DocumentModalHandoff,
  type: DocumentModalEvent['type'],
): DocumentModalHandoff {
  if (type === 'open') return 'none';
  if (type === 'qr' || type === 'email') return current === 'none' ? 'waiting-for-phone' : current;
  // Every other event but `close` is an outcome: a scan result or a 7.4 error state.
  return current === 'waiting-for-phone' && type !== 'close' ? 'finished-on-phone' : current;
}

import type { ResultMessageTexts } from '../result-messages';

/**
 * The 4.9 texts and the pending-review title in German: the words of the kit's catalog and the sandbox's hosted
 * pages in this language. One module per language, so a bundle that imports one carries that one only.
 *
 * @example
 * import { resultMessageTextsDe } from '@veriframe/core';
 * resultMessageTextsDe.messages.verificationSuccessTitle; // "Prüfung erfolgreich"
 */
export const resultMessageTextsDe: ResultMessageTexts = {
  messages: {
    verificationSuccessTitle: 'Prüfung erfolgreich',
    verificationSuccessSubTitle: 'Sie haben die Prüfung bestanden',
    verificationFailureTitle: 'Prüfung fehlgeschlagen',
    verificationFailureSubTitle: 'Ihr Dokument wartet auf eine manuelle Prüfung',
    verificationErrorTokenTitle: 'Ungültiges oder abgelaufenes Token',
    verificationErrorTokenSubTitle:
      'Dieser Scan verwendet ein ungültiges oder abgelaufenes Token. Bitte wenden Sie sich an den Kundenservice.',
    verificationErrorAlreadyVerifiedTitle: 'Sie sind bereits verifiziert',
    verificationErrorAlreadyVerifiedSubTitle:
      'Sie haben die Prüfung bereits bestanden und können kein Dokument hochladen. Bitte rufen Sie den Kundenservice an.',
    verificationErrorPendingTitle: 'Ihr Dokument wartet auf eine manuelle Prüfung',
    verificationErrorPendingSubTitle:
      'Ein weiteres Dokument kann derzeit nicht eingereicht werden. Bitte rufen Sie den Kundenservice an.',
    verificationErrorVelocityTitle: 'Zu viele Versuche',
    verificationErrorVelocitySubTitle:
      'Sie haben die zulässige Anzahl an Versuchen überschritten. Bitte rufen Sie den Kundenservice an.',
    verificationErrorTitle: 'Etwas ist schiefgelaufen',
    verificationErrorSubTitle:
      'Ein Systemfehler hat die Prüfung unterbrochen. Bitte versuchen Sie es später erneut.',
  },
  pendingReviewTitle: 'In Prüfung',
  failedSubTitle: 'Wir konnten Ihre Identität nicht bestätigen.',
};

import type { ResultMessageTexts } from '../result-messages';

/**
 * The 4.9 texts and the pending-review title in Italian: the words of the kit's catalog and the sandbox's hosted
 * pages in this language. One module per language, so a bundle that imports one carries that one only.
 *
 * @example
 * import { resultMessageTextsIt } from '@veriframe/core';
 * resultMessageTextsIt.messages.verificationSuccessTitle; // "Verifica riuscita"
 */
export const resultMessageTextsIt: ResultMessageTexts = {
  messages: {
    verificationSuccessTitle: 'Verifica riuscita',
    verificationSuccessSubTitle: 'Hai superato la verifica',
    verificationFailureTitle: 'Verifica non riuscita',
    verificationFailureSubTitle: 'Il tuo documento è in attesa di revisione manuale',
    verificationErrorTokenTitle: 'Token non valido o scaduto',
    verificationErrorTokenSubTitle:
      'Questa scansione usa un token non valido o scaduto. Contatta il servizio clienti.',
    verificationErrorAlreadyVerifiedTitle: 'Sei già verificato',
    verificationErrorAlreadyVerifiedSubTitle:
      'Hai già superato la verifica e non puoi caricare un documento. Chiama il servizio clienti.',
    verificationErrorPendingTitle: 'Il tuo documento è in attesa di revisione manuale',
    verificationErrorPendingSubTitle:
      'Al momento non puoi fornire un altro documento. Chiama il servizio clienti.',
    verificationErrorVelocityTitle: 'Troppi tentativi',
    verificationErrorVelocitySubTitle:
      'Hai superato il numero di tentativi consentiti. Chiama il servizio clienti.',
    verificationErrorTitle: 'Si è verificato un problema',
    verificationErrorSubTitle: 'Un errore di sistema ha interrotto la verifica. Riprova più tardi.',
  },
  pendingReviewTitle: 'In revisione',
  failedSubTitle: 'Non è stato possibile confermare la sua identità.',
};

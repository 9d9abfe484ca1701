import type { ResultMessageTexts } from '../result-messages';

/**
 * The 4.9 texts and the pending-review title in Dutch: the words of the kit's catalog and the sandbox's hosted
 * pages in this language. One module per language, so a bundle that imports one carries that one only.
 *
 * @example
 * import { resultMessageTextsNl } from '@veriframe/core';
 * resultMessageTextsNl.messages.verificationSuccessTitle; // "Verificatie geslaagd"
 */
export const resultMessageTextsNl: ResultMessageTexts = {
  messages: {
    verificationSuccessTitle: 'Verificatie geslaagd',
    verificationSuccessSubTitle: 'U bent geslaagd voor de verificatie',
    verificationFailureTitle: 'Verificatie mislukt',
    verificationFailureSubTitle: 'Uw document wacht op handmatige beoordeling',
    verificationErrorTokenTitle: 'Ongeldig of verlopen token',
    verificationErrorTokenSubTitle:
      'Deze scan gebruikt een ongeldig of verlopen token. Neem contact op met de klantenservice.',
    verificationErrorAlreadyVerifiedTitle: 'U bent al geverifieerd',
    verificationErrorAlreadyVerifiedSubTitle:
      'U bent al geslaagd voor de verificatie en kunt geen document uploaden. Bel de klantenservice.',
    verificationErrorPendingTitle: 'Uw document wacht op handmatige beoordeling',
    verificationErrorPendingSubTitle: 'U kunt nu geen ander document aanleveren. Bel de klantenservice.',
    verificationErrorVelocityTitle: 'Te veel pogingen',
    verificationErrorVelocitySubTitle:
      'U hebt het toegestane aantal pogingen overschreden. Bel de klantenservice.',
    verificationErrorTitle: 'Er is iets misgegaan',
    verificationErrorSubTitle: 'Een systeemfout heeft de verificatie onderbroken. Probeer het later opnieuw.',
  },
  pendingReviewTitle: 'In beoordeling',
  failedSubTitle: 'We konden uw identiteit niet bevestigen.',
};

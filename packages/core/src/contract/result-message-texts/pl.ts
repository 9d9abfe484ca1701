import type { ResultMessageTexts } from '../result-messages';

/**
 * The 4.9 texts and the pending-review title in Polish: the words of the kit's catalog and the sandbox's hosted
 * pages in this language. One module per language, so a bundle that imports one carries that one only.
 *
 * @example
 * import { resultMessageTextsPl } from '@veriframe/core';
 * resultMessageTextsPl.messages.verificationSuccessTitle; // "Weryfikacja zakończona pomyślnie"
 */
export const resultMessageTextsPl: ResultMessageTexts = {
  messages: {
    verificationSuccessTitle: 'Weryfikacja zakończona pomyślnie',
    verificationSuccessSubTitle: 'Weryfikacja przebiegła pomyślnie',
    verificationFailureTitle: 'Weryfikacja nieudana',
    verificationFailureSubTitle: 'Twój dokument czeka na ręczną weryfikację',
    verificationErrorTokenTitle: 'Nieprawidłowy lub wygasły token',
    verificationErrorTokenSubTitle:
      'To skanowanie używa nieprawidłowego lub wygasłego tokenu. Skontaktuj się z obsługą klienta.',
    verificationErrorAlreadyVerifiedTitle: 'Tożsamość jest już zweryfikowana',
    verificationErrorAlreadyVerifiedSubTitle:
      'Weryfikacja została już zakończona pomyślnie i nie możesz przesłać dokumentu. Zadzwoń do obsługi klienta.',
    verificationErrorPendingTitle: 'Twój dokument czeka na ręczną weryfikację',
    verificationErrorPendingSubTitle:
      'Nie możesz teraz przesłać innego dokumentu. Zadzwoń do obsługi klienta.',
    verificationErrorVelocityTitle: 'Zbyt wiele prób',
    verificationErrorVelocitySubTitle: 'Przekroczono dozwoloną liczbę prób. Zadzwoń do obsługi klienta.',
    verificationErrorTitle: 'Coś poszło nie tak',
    verificationErrorSubTitle: 'Błąd systemu przerwał weryfikację. Spróbuj ponownie później.',
  },
  pendingReviewTitle: 'W trakcie weryfikacji',
  failedSubTitle: 'Nie udało się potwierdzić Twojej tożsamości.',
};

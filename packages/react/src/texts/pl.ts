import { resultMessageTextsPl } from '@veriframe/core/texts';
import type { KitTextsCatalog } from './kit-texts';

/**
 * The kit's texts in Polish (second-person imperatives, as usual in Polish interfaces; counts as "label: number" so no plural form is needed). A separate import, so the default entry stays English only.
 *
 * @example
 * import { polishKitTexts } from '@veriframe/react/texts/pl';
 * <VeriframeProvider texts={polishKitTexts}>…</VeriframeProvider>
 */
export const polishKitTexts: KitTextsCatalog = {
  locale: 'pl',
  dir: 'ltr',
  quizTitle: 'Pytania weryfikacyjne',
  quizStart: 'Rozpocznij pytania',
  quizStartAgain: 'Zacznij od nowa',
  quizNeedsInput: 'KnowledgeQuiz potrzebuje initialResult lub request, aby rozpocząć.',
  quizTimeLeft: 'Pozostały czas:',
  quizTimeUp: 'Czas minął: dotychczasowe odpowiedzi zostały wysłane do sprawdzenia.',
  quizSubmit: 'Wyślij odpowiedzi',
  quizAnnounceTimeUp: 'Czas minął.',
  // Only 10 and 30 are announced: both take "sekund".
  quizAnnounceSeconds: (seconds) => `Zostało ${seconds} sekund.`,
  quizAnnounceMinute: 'Została 1 minuta.',
  quizUnanswered: (count) => `Odpowiedz na wszystkie pytania, aby wysłać (pozostało: ${count}).`,
  quizAnswersCorrect: (correct, asked) => `Poprawne odpowiedzi: ${correct} z ${asked}`,
  quizNotAsked: 'Usługa nie zadała tej osobie żadnych pytań: powyższy wynik jest ostateczny.',
  quizSignIn: 'Zaloguj się, zanim odpowiesz na pytania.',
  quizOutcome: (action) =>
    ({ PASS: 'Zaliczone', FAIL: 'Niezaliczone', REVIEW: 'Przekazano do weryfikacji', PENDING: 'Oczekuje' })[
      action
    ] ?? action,
  quizTimeUpTitle: 'Czas minął',
  quizTimeUpBody: 'Te pytania były dostępne przez ograniczony czas. Zacznij od nowa, aby otrzymać nowe.',
  quizSendFailed: 'Nie udało się wysłać Twoich odpowiedzi. Nadal tu są: wyślij je ponownie.',
  quizStartFailed: 'Nie udało się rozpocząć pytań. Spróbuj ponownie za chwilę.',
  quizClosed: 'Na te pytania nie można już odpowiedzieć. Zacznij od nowa, aby otrzymać nowe.',
  quizRateLimited: 'Zbyt wiele prób w krótkim czasie. Odczekaj minutę i spróbuj ponownie.',
  quizTryAgain: 'Spróbuj ponownie',
  documentModalButton: 'Zweryfikuj mój dokument',
  documentModalSignIn: 'Zaloguj się, zanim zweryfikujesz swój dokument.',
  documentModalLoadFailed:
    'Nie udało się wczytać weryfikacji dokumentu. Sprawdź połączenie, a potem naciśnij przycisk, aby spróbować ponownie.',
  hostedFrameTitle: 'Weryfikacja tożsamości',
  hostedDialogHeading: 'Zweryfikuj swoją tożsamość',
  hostedDialogClose: 'Zamknij',
  hostedLinkExpired: 'Ten link weryfikacyjny wygasł.',
  hostedNewSession: 'Rozpocznij nową sesję',
  hostedSignIn: 'Zaloguj się, zanim zweryfikujesz swoją tożsamość.',
  hostedUntrustedLink:
    'Nie można wyświetlić tej strony weryfikacji: ta witryna nie uznaje jej adresu za zaufany.',
  hostedUnavailable:
    'Weryfikacja tożsamości jest teraz niedostępna na tej stronie. Spróbuj ponownie później.',
  // The 4.9 texts and the pending-review title: core's for this language, as the sandbox's hosted pages show.
  documentModalResultMessages: resultMessageTextsPl.messages,
  documentModalPendingReviewTitle: resultMessageTextsPl.pendingReviewTitle,
  documentModalFailedSubTitle: resultMessageTextsPl.failedSubTitle,
};

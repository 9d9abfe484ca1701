import { resultMessageTextsNl } from '@veriframe/core/texts';
import type { KitTextsCatalog } from './kit-texts';

/**
 * The kit's texts in Dutch (formal "u"). A separate import, so the default entry stays English only.
 *
 * @example
 * import { dutchKitTexts } from '@veriframe/react/texts/nl';
 * <VeriframeProvider texts={dutchKitTexts}>…</VeriframeProvider>
 */
export const dutchKitTexts: KitTextsCatalog = {
  locale: 'nl',
  dir: 'ltr',
  quizTitle: 'Controlevragen',
  quizStart: 'Vragen starten',
  quizStartAgain: 'Opnieuw beginnen',
  quizNeedsInput: 'KnowledgeQuiz heeft een initialResult of een request nodig om te starten.',
  quizTimeLeft: 'Resterende tijd:',
  quizTimeUp: 'De tijd is om: de antwoorden die u al gaf, zijn ter controle verzonden.',
  quizSubmit: 'Antwoorden verzenden',
  quizAnnounceTimeUp: 'De tijd is om.',
  quizAnnounceSeconds: (seconds) => `Nog ${seconds} seconden.`,
  quizAnnounceMinute: 'Nog 1 minuut.',
  quizUnanswered: (count) => `Beantwoord alle vragen om te verzenden (nog ${count} open).`,
  quizAnswersCorrect: (correct, asked) => `${correct} van de ${asked} antwoorden goed`,
  quizNotAsked: 'De dienst heeft deze persoon geen vragen gesteld: het resultaat hierboven is definitief.',
  quizSignIn: 'U moet inloggen voordat u de vragen kunt beantwoorden.',
  quizOutcome: (action) =>
    ({
      PASS: 'Geslaagd',
      FAIL: 'Niet geslaagd',
      REVIEW: 'Ter beoordeling verzonden',
      PENDING: 'In behandeling',
    })[action] ?? action,
  quizTimeUpTitle: 'De tijd is om',
  quizTimeUpBody: 'Deze vragen stonden beperkte tijd open. Begin opnieuw om nieuwe vragen te krijgen.',
  quizSendFailed: 'Uw antwoorden konden niet worden verzonden. Ze staan er nog: verzend ze opnieuw.',
  quizStartFailed: 'De vragen konden niet worden gestart. Probeer het zo meteen opnieuw.',
  quizClosed: 'Deze vragen kunnen niet meer worden beantwoord. Begin opnieuw om nieuwe vragen te krijgen.',
  quizRateLimited: 'Te veel pogingen in korte tijd. Wacht een minuut en probeer het dan opnieuw.',
  quizTryAgain: 'Opnieuw proberen',
  documentModalButton: 'Mijn document controleren',
  documentModalSignIn: 'U moet inloggen voordat u uw document kunt laten controleren.',
  documentModalLoadFailed:
    'De documentcontrole kon niet worden geladen. Controleer uw verbinding en druk dan opnieuw op de knop.',
  hostedFrameTitle: 'Identiteitscontrole',
  hostedDialogHeading: 'Bevestig uw identiteit',
  hostedDialogClose: 'Sluiten',
  hostedLinkExpired: 'Deze verificatielink is verlopen.',
  hostedNewSession: 'Nieuwe sessie starten',
  hostedSignIn: 'U moet inloggen voordat u uw identiteit kunt bevestigen.',
  hostedUntrustedLink:
    'Deze verificatiepagina kan niet worden getoond: deze website vertrouwt het adres van de pagina niet.',
  hostedUnavailable:
    'Identiteitsverificatie is op deze pagina nu niet beschikbaar. Probeer het later opnieuw.',
  // The 4.9 texts and the pending-review title: core's for this language, as the sandbox's hosted pages show.
  documentModalResultMessages: resultMessageTextsNl.messages,
  documentModalPendingReviewTitle: resultMessageTextsNl.pendingReviewTitle,
  documentModalFailedSubTitle: resultMessageTextsNl.failedSubTitle,
};

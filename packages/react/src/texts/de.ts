import { resultMessageTextsDe } from '@veriframe/core/texts';
import type { KitTextsCatalog } from './kit-texts';

/**
 * The kit's texts in German (formal "Sie"). A separate import, so the default entry stays English only.
 *
 * @example
 * import { germanKitTexts } from '@veriframe/react/texts/de';
 * <VeriframeProvider texts={germanKitTexts}>…</VeriframeProvider>
 */
export const germanKitTexts: KitTextsCatalog = {
  locale: 'de',
  dir: 'ltr',
  quizTitle: 'Kontrollfragen',
  quizStart: 'Fragen starten',
  quizStartAgain: 'Neu starten',
  quizNeedsInput: 'KnowledgeQuiz braucht ein initialResult oder eine request, um zu starten.',
  quizTimeLeft: 'Verbleibende Zeit:',
  quizTimeUp: 'Die Zeit ist abgelaufen: Die bisher gegebenen Antworten wurden zur Prüfung gesendet.',
  quizSubmit: 'Antworten absenden',
  quizAnnounceTimeUp: 'Die Zeit ist abgelaufen.',
  quizAnnounceSeconds: (seconds) => `Noch ${seconds} Sekunden.`,
  quizAnnounceMinute: 'Noch 1 Minute.',
  quizUnanswered: (count) => `Beantworten Sie alle Fragen, um sie abzusenden (noch ${count} offen).`,
  quizAnswersCorrect: (correct, asked) => `${correct} von ${asked} Antworten richtig`,
  quizNotAsked: 'Der Dienst hat dieser Person keine Fragen gestellt: Das Ergebnis oben ist endgültig.',
  quizSignIn: 'Sie müssen sich anmelden, bevor Sie die Fragen beantworten können.',
  quizOutcome: (action) =>
    ({
      PASS: 'Bestanden',
      FAIL: 'Nicht bestanden',
      REVIEW: 'Zur Prüfung weitergeleitet',
      PENDING: 'Ausstehend',
    })[action] ?? action,
  quizTimeUpTitle: 'Die Zeit ist abgelaufen',
  quizTimeUpBody: 'Diese Fragen waren nur begrenzte Zeit offen. Starten Sie neu, um neue Fragen zu erhalten.',
  quizSendFailed: 'Ihre Antworten konnten nicht gesendet werden. Sie sind noch da: Senden Sie sie erneut.',
  quizStartFailed: 'Die Fragen konnten nicht gestartet werden. Versuchen Sie es gleich noch einmal.',
  quizClosed:
    'Diese Fragen können nicht mehr beantwortet werden. Starten Sie neu, um neue Fragen zu erhalten.',
  quizRateLimited:
    'Zu viele Versuche in kurzer Zeit. Warten Sie eine Minute und versuchen Sie es dann erneut.',
  quizTryAgain: 'Erneut versuchen',
  documentModalButton: 'Mein Dokument prüfen',
  documentModalSignIn: 'Sie müssen sich anmelden, bevor Sie Ihr Dokument prüfen lassen können.',
  documentModalLoadFailed:
    'Die Dokumentprüfung konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und drücken Sie dann erneut auf die Schaltfläche.',
  hostedFrameTitle: 'Identitätsprüfung',
  hostedDialogHeading: 'Bestätigen Sie Ihre Identität',
  hostedDialogClose: 'Schließen',
  hostedLinkExpired: 'Dieser Prüfungslink ist abgelaufen.',
  hostedNewSession: 'Neue Sitzung starten',
  hostedSignIn: 'Sie müssen sich anmelden, bevor Sie Ihre Identität bestätigen können.',
  hostedUntrustedLink:
    'Diese Prüfungsseite kann nicht angezeigt werden: Ihre Adresse gehört nicht zu den Adressen, denen diese Website vertraut.',
  hostedUnavailable:
    'Die Identitätsprüfung ist auf dieser Seite gerade nicht verfügbar. Bitte versuchen Sie es später erneut.',
  // The 4.9 texts and the pending-review title: core's for this language, as the sandbox's hosted pages show.
  documentModalResultMessages: resultMessageTextsDe.messages,
  documentModalPendingReviewTitle: resultMessageTextsDe.pendingReviewTitle,
  documentModalFailedSubTitle: resultMessageTextsDe.failedSubTitle,
};

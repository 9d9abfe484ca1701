import { resultMessageTextsFr } from '@veriframe/core/texts';
import type { KitTextsCatalog } from './kit-texts';

/**
 * The kit's texts in French (formal "vous"). A separate import, so the default entry stays English only.
 *
 * @example
 * import { frenchKitTexts } from '@veriframe/react/texts/fr';
 * <VeriframeProvider texts={frenchKitTexts}>…</VeriframeProvider>
 */
export const frenchKitTexts: KitTextsCatalog = {
  locale: 'fr',
  dir: 'ltr',
  quizTitle: 'Questions de vérification',
  quizStart: 'Commencer les questions',
  quizStartAgain: 'Recommencer',
  quizNeedsInput: 'KnowledgeQuiz a besoin d’un initialResult ou d’une request pour commencer.',
  quizTimeLeft: 'Temps restant :',
  quizTimeUp: 'Le temps est écoulé : les réponses déjà données ont été envoyées pour vérification.',
  quizSubmit: 'Envoyer les réponses',
  quizAnnounceTimeUp: 'Le temps est écoulé.',
  quizAnnounceSeconds: (seconds) => `Plus que ${seconds} secondes.`,
  quizAnnounceMinute: 'Plus qu’une minute.',
  quizUnanswered: (count) => `Répondez à toutes les questions pour envoyer (restantes : ${count}).`,
  quizAnswersCorrect: (correct, asked) => `Réponses correctes : ${correct} sur ${asked}`,
  quizNotAsked: 'Le service n’a posé aucune question à cette personne : le résultat ci-dessus est définitif.',
  quizSignIn: 'Vous devez vous connecter avant de répondre aux questions.',
  quizOutcome: (action) =>
    ({ PASS: 'Réussi', FAIL: 'Non réussi', REVIEW: 'Envoyé pour examen', PENDING: 'En attente' })[action] ??
    action,
  quizTimeUpTitle: 'Le temps est écoulé',
  quizTimeUpBody:
    'Ces questions étaient ouvertes pour une durée limitée. Recommencez pour en recevoir de nouvelles.',
  quizSendFailed: 'Vos réponses n’ont pas pu être envoyées. Elles sont conservées : envoyez-les à nouveau.',
  quizStartFailed: 'Les questions n’ont pas pu démarrer. Réessayez dans un instant.',
  quizClosed:
    'Il n’est plus possible de répondre à ces questions. Recommencez pour en recevoir de nouvelles.',
  quizRateLimited: 'Trop de tentatives en peu de temps. Patientez une minute, puis réessayez.',
  quizTryAgain: 'Réessayer',
  documentModalButton: 'Vérifier mon document',
  documentModalSignIn: 'Vous devez vous connecter avant de vérifier votre document.',
  documentModalLoadFailed:
    'Impossible de charger la vérification du document. Vérifiez votre connexion, puis appuyez sur le bouton pour réessayer.',
  hostedFrameTitle: 'Vérification d’identité',
  hostedDialogHeading: 'Vérifiez votre identité',
  hostedDialogClose: 'Fermer',
  hostedLinkExpired: 'Ce lien de vérification a expiré.',
  hostedNewSession: 'Démarrer une nouvelle session',
  hostedSignIn: 'Vous devez vous connecter avant de vérifier votre identité.',
  hostedUntrustedLink:
    'Impossible d’afficher cette page de vérification : son adresse n’est pas reconnue comme fiable par ce site.',
  hostedUnavailable:
    "La vérification d'identité n'est pas disponible sur cette page pour le moment. Veuillez réessayer plus tard.",
  // The 4.9 texts and the pending-review title: core's for this language, as the sandbox's hosted pages show.
  documentModalResultMessages: resultMessageTextsFr.messages,
  documentModalPendingReviewTitle: resultMessageTextsFr.pendingReviewTitle,
  documentModalFailedSubTitle: resultMessageTextsFr.failedSubTitle,
};

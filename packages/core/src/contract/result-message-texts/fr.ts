import type { ResultMessageTexts } from '../result-messages';

/**
 * The 4.9 texts and the pending-review title in French: the words of the kit's catalog and the sandbox's hosted
 * pages in this language. One module per language, so a bundle that imports one carries that one only.
 *
 * @example
 * import { resultMessageTextsFr } from '@veriframe/core';
 * resultMessageTextsFr.messages.verificationSuccessTitle; // "Vérification réussie"
 */
export const resultMessageTextsFr: ResultMessageTexts = {
  messages: {
    verificationSuccessTitle: 'Vérification réussie',
    verificationSuccessSubTitle: 'Votre vérification a réussi',
    verificationFailureTitle: 'Échec de la vérification',
    verificationFailureSubTitle: 'Votre document est en attente de vérification manuelle',
    verificationErrorTokenTitle: 'Jeton invalide ou expiré',
    verificationErrorTokenSubTitle:
      'Ce scan utilise un jeton invalide ou expiré. Veuillez contacter le service client.',
    verificationErrorAlreadyVerifiedTitle: 'Vous êtes déjà vérifié',
    verificationErrorAlreadyVerifiedSubTitle:
      "Votre vérification a déjà réussi et vous ne pouvez pas envoyer d'autre document. Veuillez appeler le service client.",
    verificationErrorPendingTitle: 'Votre document est en attente de vérification manuelle',
    verificationErrorPendingSubTitle:
      "Vous ne pouvez pas fournir d'autre document pour le moment. Veuillez appeler le service client.",
    verificationErrorVelocityTitle: 'Trop de tentatives',
    verificationErrorVelocitySubTitle:
      'Vous avez dépassé le nombre de tentatives autorisé. Veuillez appeler le service client.',
    verificationErrorTitle: 'Un problème est survenu',
    verificationErrorSubTitle:
      'Une erreur système a interrompu la vérification. Veuillez réessayer plus tard.',
  },
  pendingReviewTitle: "En cours d'examen",
  failedSubTitle: "Nous n'avons pas pu confirmer votre identité.",
};

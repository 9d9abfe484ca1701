import type { PageCatalog } from './catalog-types';

/** French (formal "vous"; a narrow no-break space before ":" and ";", as French typography wants). */
export const fr: PageCatalog = {
  page: {
    close: 'Fermer',
    brand: 'Sandbox Verify',
    busyStarting: 'Démarrage…',
    busyChecking: 'Vérification…',
    journeyTitle: "Vérification d'identité",
    greeting: 'Vérifions votre identité',
    greetingNamed: (name) => `Bonjour ${name}, vérifions votre identité`,
    introLead: (duration) => `Cela prend environ ${duration}. Vous aurez besoin de :`,
    introSteps: [
      ["1. Pièce d'identité", "Permis de conduire, passeport ou carte d'identité"],
      ['2. Selfie', 'Une photo rapide de votre visage'],
      ['3. Téléphone', 'Une vérification de votre numéro de téléphone'],
    ],
    start: 'Commencer la vérification',
    steps: {
      document: {
        title: "Scannez votre pièce d'identité",
        text: 'Placez le recto de votre pièce dans le cadre, sous un bon éclairage.',
        art: "Pièce d'identité",
      },
      selfie: {
        title: 'Prenez un selfie',
        text: 'Regardez droit vers la caméra ; nous le comparons à la photo de votre pièce.',
        art: 'Selfie',
      },
      phone: {
        title: 'Confirmez votre téléphone',
        text: 'Nous vérifions que ce numéro de téléphone vous appartient.',
        art: 'Vérification du téléphone',
      },
    },
    simulate: {
      'document-PASS': 'Simuler : pièce authentique',
      'document-REVIEW': 'Simuler : envoi en vérification manuelle',
      'document-FAIL': 'Simuler : pièce refusée',
      'selfie-PASS': 'Simuler : le selfie correspond',
      'selfie-FAIL': 'Simuler : le selfie ne correspond pas',
      'phone-PASS': 'Simuler : téléphone confirmé',
      'phone-PENDING': "Simuler : plus d'informations requises",
      'phone-FAIL': 'Simuler : échec de la vérification du téléphone',
    },
    sandboxStepNote: 'Sandbox : choisissez le résultat que renvoie cette étape.',
    pendingTitle: "Vérification en cours d'examen",
    pendingText: "Il nous faut un peu plus de temps. Nous vous recontacterons dès la fin de l'examen.",
    expiredTitle: 'Ce lien a expiré',
    expiredText: (duration) =>
      `Les liens de vérification sont valables ${duration}. Veuillez en demander un nouveau.`,
    blockedTitle: 'Vérification indisponible',
    blockedText: 'Trop de tentatives de vérification depuis cet appareil. Veuillez réessayer plus tard.',
    journeyFooter: "Sandbox Verify · mode test, aucune donnée réelle n'est vérifiée",
    captureTitle: 'Vérification du document',
    captureIntroTitle: 'Vérifiez votre identité',
    captureIntroText:
      "Scannez le recto et le verso d'une pièce d'identité officielle. Cela prend environ une minute.",
    captureIntroArt: "Permis de conduire · Passeport · Carte d'identité",
    captureStart: 'Scanner ma pièce',
    captureUsePhone: 'Utiliser plutôt mon téléphone',
    captureNote: 'Sandbox : le résultat dépend des noms de test (voir le README).',
    handoffTitle: 'Continuez sur votre téléphone',
    handoffQrText:
      "Scannez ce code avec l'appareil photo de votre téléphone et terminez là-bas. Cette page suit votre téléphone.",
    handoffEmailText:
      'Nous pouvons vous envoyer un lien sécurisé par e-mail pour terminer sur votre téléphone.',
    handoffDone: 'Terminé',
    handoffEmail: "M'envoyer un lien par e-mail",
    handoffBack: 'Utiliser plutôt cet appareil',
    qrLabel: 'Code QR',
    handoffLinkText: 'Ou ouvrez ce lien sur votre téléphone :',
    handoffSimulatePhone: 'Sandbox : simuler le téléphone (ouvre la page du téléphone dans un nouvel onglet)',
    handoffWaiting: 'En attente de votre téléphone…',
    handoffPhoneOpened: 'Votre téléphone est connecté. Terminez là-bas ; cette page avancera toute seule.',
    handoffNotYet: 'Terminez d’abord sur votre téléphone ; cette page avancera toute seule.',
    handoffExpired: 'Ce lien a expiré. Utilisez plutôt cet appareil, ou recommencez.',
    phoneDoneNote: 'Une fois terminé ici, revenez sur votre ordinateur.',
    journeyUsePhone: 'Continuer sur mon téléphone',
    continueOnComputer: 'Continuer sur cet ordinateur',
    backOnComputerTitle: 'Continuez sur votre ordinateur',
    backOnComputerText: 'Votre ordinateur reprend là où vous en étiez. Vous pouvez fermer cette page.',
    linkUsedTitle: 'Ce lien a déjà été utilisé',
    linkUsedText:
      'La vérification de ce lien est terminée. Revenez sur votre ordinateur ou demandez un nouveau lien.',
    linkExpiredTitle: 'Ce lien a expiré',
    linkExpiredText:
      'Les liens pour le téléphone durent autant que la session de vérification. Recommencez sur votre ordinateur.',
    emailSentTitle: 'Consultez vos e-mails',
    emailSentText: 'Nous vous avons envoyé un lien pour terminer sur votre téléphone.',
    scanTitle: 'Scannez votre pièce',
    scanText: 'Posez votre pièce sur une surface sombre et plane, et remplissez le cadre.',
    scanArt: 'Recto de la pièce',
    scanButton: 'Scanner la pièce',
    uploadButton: 'Importer plutôt une photo',
    selfieButton: 'Prendre un selfie',
    selfieText: 'Nous comparons votre visage à la photo de votre pièce.',
    processingTitle: 'Vérification de votre pièce…',
    processingText: 'Cela prend quelques secondes.',
    captureFooter: "Sandbox Verify · mode test, aucun document réel n'est lu",
  },
  resultMessages: {
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
};

import type { ResultMessageTexts } from '../result-messages';

/**
 * The 4.9 texts and the pending-review title in Portuguese: the words of the kit's catalog and the sandbox's hosted
 * pages in this language. One module per language, so a bundle that imports one carries that one only.
 *
 * @example
 * import { resultMessageTextsPt } from '@veriframe/core';
 * resultMessageTextsPt.messages.verificationSuccessTitle; // "Verificação aprovada"
 */
export const resultMessageTextsPt: ResultMessageTexts = {
  messages: {
    verificationSuccessTitle: 'Verificação aprovada',
    verificationSuccessSubTitle: 'Você foi aprovado na verificação',
    verificationFailureTitle: 'Falha na verificação',
    verificationFailureSubTitle: 'Seu documento aguarda revisão manual',
    verificationErrorTokenTitle: 'Token inválido ou expirado',
    verificationErrorTokenSubTitle:
      'Esta leitura usa um token inválido ou expirado. Entre em contato com o atendimento ao cliente.',
    verificationErrorAlreadyVerifiedTitle: 'Você já está verificado',
    verificationErrorAlreadyVerifiedSubTitle:
      'Você já foi aprovado na verificação e não pode enviar um documento. Ligue para o atendimento ao cliente.',
    verificationErrorPendingTitle: 'Seu documento está aguardando revisão manual',
    verificationErrorPendingSubTitle:
      'Não é possível enviar outro documento agora. Ligue para o atendimento ao cliente.',
    verificationErrorVelocityTitle: 'Muitas tentativas',
    verificationErrorVelocitySubTitle:
      'Você excedeu o número de tentativas permitidas. Ligue para o atendimento ao cliente.',
    verificationErrorTitle: 'Algo deu errado',
    verificationErrorSubTitle: 'Um erro do sistema interrompeu a verificação. Tente novamente mais tarde.',
  },
  pendingReviewTitle: 'Em análise',
  failedSubTitle: 'Não foi possível confirmar a sua identidade.',
};

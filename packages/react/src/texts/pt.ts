import { resultMessageTextsPt } from '@veriframe/core/texts';
import type { KitTextsCatalog } from './kit-texts';

/**
 * The kit's texts in Portuguese (Brazilian usage, "você"). A separate import, so the default entry stays English only.
 *
 * @example
 * import { portugueseKitTexts } from '@veriframe/react/texts/pt';
 * <VeriframeProvider texts={portugueseKitTexts}>…</VeriframeProvider>
 */
export const portugueseKitTexts: KitTextsCatalog = {
  locale: 'pt',
  dir: 'ltr',
  quizTitle: 'Perguntas de verificação',
  quizStart: 'Começar as perguntas',
  quizStartAgain: 'Começar de novo',
  quizNeedsInput: 'KnowledgeQuiz precisa de um initialResult ou de uma request para começar.',
  quizTimeLeft: 'Tempo restante:',
  quizTimeUp: 'O tempo acabou: as respostas dadas até agora foram enviadas para verificação.',
  quizSubmit: 'Enviar respostas',
  quizAnnounceTimeUp: 'O tempo acabou.',
  quizAnnounceSeconds: (seconds) => `Restam ${seconds} segundos.`,
  quizAnnounceMinute: 'Resta 1 minuto.',
  quizUnanswered: (count) => `Responda a todas as perguntas para enviar (restantes: ${count}).`,
  quizAnswersCorrect: (correct, asked) => `Respostas corretas: ${correct} de ${asked}`,
  quizNotAsked: 'O serviço não fez perguntas a esta pessoa: o resultado acima é definitivo.',
  quizSignIn: 'Você precisa entrar na sua conta antes de responder às perguntas.',
  quizOutcome: (action) =>
    ({ PASS: 'Aprovado', FAIL: 'Não aprovado', REVIEW: 'Enviado para análise', PENDING: 'Pendente' })[
      action
    ] ?? action,
  quizTimeUpTitle: 'O tempo acabou',
  quizTimeUpBody: 'Estas perguntas ficaram abertas por tempo limitado. Comece de novo para receber outras.',
  quizSendFailed: 'Não foi possível enviar suas respostas. Elas continuam aqui: envie de novo.',
  quizStartFailed: 'Não foi possível começar as perguntas. Tente novamente em instantes.',
  quizClosed: 'Não é mais possível responder a estas perguntas. Comece de novo para receber outras.',
  quizRateLimited: 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.',
  quizTryAgain: 'Tentar novamente',
  documentModalButton: 'Verificar meu documento',
  documentModalSignIn: 'Você precisa entrar na sua conta antes de verificar seu documento.',
  documentModalLoadFailed:
    'Não foi possível carregar a verificação do documento. Confira sua conexão e toque no botão para tentar de novo.',
  hostedFrameTitle: 'Verificação de identidade',
  hostedDialogHeading: 'Verifique sua identidade',
  hostedDialogClose: 'Fechar',
  hostedLinkExpired: 'Este link de verificação expirou.',
  hostedNewSession: 'Iniciar uma nova sessão',
  hostedSignIn: 'Você precisa entrar na sua conta antes de verificar sua identidade.',
  hostedUntrustedLink:
    'Não é possível mostrar esta página de verificação: o endereço dela não é um dos que este site considera confiáveis.',
  hostedUnavailable:
    'A verificação de identidade não está disponível nesta página agora. Tente de novo mais tarde.',
  // The 4.9 texts and the pending-review title: core's for this language, as the sandbox's hosted pages show.
  documentModalResultMessages: resultMessageTextsPt.messages,
  documentModalPendingReviewTitle: resultMessageTextsPt.pendingReviewTitle,
  documentModalFailedSubTitle: resultMessageTextsPt.failedSubTitle,
};

import { resultMessageTextsIt } from '@veriframe/core/texts';
import type { KitTextsCatalog } from './kit-texts';

/**
 * The kit's texts in Italian (informal "tu", as usual in Italian consumer apps). A separate import, so the default entry stays English only.
 *
 * @example
 * import { italianKitTexts } from '@veriframe/react/texts/it';
 * <VeriframeProvider texts={italianKitTexts}>…</VeriframeProvider>
 */
export const italianKitTexts: KitTextsCatalog = {
  locale: 'it',
  dir: 'ltr',
  quizTitle: 'Domande di verifica',
  quizStart: 'Inizia le domande',
  quizStartAgain: 'Ricomincia',
  quizNeedsInput: 'KnowledgeQuiz ha bisogno di un initialResult o di una request per iniziare.',
  quizTimeLeft: 'Tempo rimasto:',
  quizTimeUp: 'Tempo scaduto: le risposte date finora sono state inviate per il controllo.',
  quizSubmit: 'Invia le risposte',
  quizAnnounceTimeUp: 'Tempo scaduto.',
  quizAnnounceSeconds: (seconds) => `Mancano ${seconds} secondi.`,
  quizAnnounceMinute: 'Manca 1 minuto.',
  quizUnanswered: (count) => `Rispondi a tutte le domande per inviare (mancanti: ${count}).`,
  quizAnswersCorrect: (correct, asked) => `Risposte corrette: ${correct} su ${asked}`,
  quizNotAsked: 'Il servizio non ha posto domande a questa persona: il risultato qui sopra è definitivo.',
  quizSignIn: 'Devi accedere prima di rispondere alle domande.',
  quizOutcome: (action) =>
    ({ PASS: 'Superato', FAIL: 'Non superato', REVIEW: 'Inviato per la revisione', PENDING: 'In attesa' })[
      action
    ] ?? action,
  quizTimeUpTitle: 'Tempo scaduto',
  quizTimeUpBody: 'Queste domande erano aperte per un tempo limitato. Ricomincia per riceverne di nuove.',
  quizSendFailed: 'Non è stato possibile inviare le tue risposte. Sono ancora qui: inviale di nuovo.',
  quizStartFailed: 'Non è stato possibile avviare le domande. Riprova tra un momento.',
  quizClosed: 'Non è più possibile rispondere a queste domande. Ricomincia per riceverne di nuove.',
  quizRateLimited: 'Troppi tentativi in poco tempo. Attendi un minuto e riprova.',
  quizTryAgain: 'Riprova',
  documentModalButton: 'Verifica il mio documento',
  documentModalSignIn: 'Devi accedere prima di verificare il tuo documento.',
  documentModalLoadFailed:
    'Non è stato possibile caricare la verifica del documento. Controlla la connessione, poi premi il pulsante per riprovare.',
  hostedFrameTitle: 'Verifica dell’identità',
  hostedDialogHeading: 'Verifica la tua identità',
  hostedDialogClose: 'Chiudi',
  hostedLinkExpired: 'Questo link di verifica è scaduto.',
  hostedNewSession: 'Avvia una nuova sessione',
  hostedSignIn: 'Devi accedere prima di verificare la tua identità.',
  hostedUntrustedLink:
    'Impossibile mostrare questa pagina di verifica: il suo indirizzo non è tra quelli considerati attendibili da questo sito.',
  hostedUnavailable:
    "La verifica dell'identità non è disponibile su questa pagina al momento. Riprova più tardi.",
  // The 4.9 texts and the pending-review title: core's for this language, as the sandbox's hosted pages show.
  documentModalResultMessages: resultMessageTextsIt.messages,
  documentModalPendingReviewTitle: resultMessageTextsIt.pendingReviewTitle,
  documentModalFailedSubTitle: resultMessageTextsIt.failedSubTitle,
};

import { resultMessageTextsEs } from '@veriframe/core/texts';
import type { KitTextsCatalog } from './kit-texts';

/**
 * The kit's texts in Spanish (informal "tú", as usual in consumer apps). A separate import, so the default
 * entry stays English only.
 *
 * @example
 * import { spanishKitTexts } from '@veriframe/react/texts/es';
 * <VeriframeProvider texts={spanishKitTexts}>…</VeriframeProvider>
 */
export const spanishKitTexts: KitTextsCatalog = {
  locale: 'es',
  dir: 'ltr',
  quizTitle: 'Preguntas de verificación',
  quizStart: 'Empezar las preguntas',
  quizStartAgain: 'Empezar de nuevo',
  quizNeedsInput: 'KnowledgeQuiz necesita un initialResult o una request para empezar.',
  quizTimeLeft: 'Tiempo restante:',
  quizTimeUp: 'Se acabó el tiempo: se enviaron a revisar las respuestas dadas hasta ahora.',
  quizSubmit: 'Enviar respuestas',
  quizAnnounceTimeUp: 'Se acabó el tiempo.',
  quizAnnounceSeconds: (seconds) => `Quedan ${seconds} segundos.`,
  quizAnnounceMinute: 'Queda 1 minuto.',
  quizUnanswered: (count) => `Responde todas las preguntas para enviar (faltan ${count}).`,
  quizAnswersCorrect: (correct, asked) => `${correct} de ${asked} respuestas correctas`,
  quizNotAsked: 'El servicio no hizo preguntas a esta persona: el resultado de arriba es definitivo.',
  quizSignIn: 'Tienes que iniciar sesión antes de responder a las preguntas.',
  quizOutcome: (action) =>
    ({ PASS: 'Aprobado', FAIL: 'No aprobado', REVIEW: 'Enviado a revisión', PENDING: 'Pendiente' })[action] ??
    action,
  quizTimeUpTitle: 'Se acabó el tiempo',
  quizTimeUpBody: 'Estas preguntas tenían un tiempo limitado. Empieza de nuevo para recibir otras.',
  quizSendFailed: 'No se pudieron enviar tus respuestas. Siguen aquí: envíalas de nuevo.',
  quizStartFailed: 'No se pudieron empezar las preguntas. Inténtalo de nuevo en un momento.',
  quizClosed: 'Ya no se pueden responder estas preguntas. Empieza de nuevo para recibir otras.',
  quizRateLimited: 'Demasiados intentos en poco tiempo. Espera un minuto y vuelve a intentarlo.',
  quizTryAgain: 'Intentar de nuevo',
  documentModalButton: 'Verificar mi documento',
  documentModalSignIn: 'Tienes que iniciar sesión antes de verificar tu documento.',
  documentModalLoadFailed:
    'No se pudo cargar la verificación del documento. Revisa tu conexión y pulsa el botón para intentarlo de nuevo.',
  hostedFrameTitle: 'Verificación de identidad',
  hostedDialogHeading: 'Verifica tu identidad',
  hostedDialogClose: 'Cerrar',
  hostedLinkExpired: 'Este enlace de verificación ha caducado.',
  hostedNewSession: 'Iniciar una nueva sesión',
  hostedSignIn: 'Tienes que iniciar sesión antes de verificar tu identidad.',
  hostedUntrustedLink:
    'No se puede mostrar esta página de verificación: su dirección no es de confianza para este sitio.',
  hostedUnavailable:
    'La verificación de identidad no está disponible en esta página ahora mismo. Inténtalo de nuevo más tarde.',
  // The 4.9 texts and the pending-review title: core's for this language, as the sandbox's hosted pages show.
  documentModalResultMessages: resultMessageTextsEs.messages,
  documentModalPendingReviewTitle: resultMessageTextsEs.pendingReviewTitle,
  documentModalFailedSubTitle: resultMessageTextsEs.failedSubTitle,
};

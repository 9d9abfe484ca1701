import type { ResultMessageTexts } from '../result-messages';

/**
 * The 4.9 texts and the pending-review title in Spanish: the words of the kit's catalog and the sandbox's hosted
 * pages in this language. One module per language, so a bundle that imports one carries that one only.
 *
 * @example
 * import { resultMessageTextsEs } from '@veriframe/core';
 * resultMessageTextsEs.messages.verificationSuccessTitle; // "Verificación correcta"
 */
export const resultMessageTextsEs: ResultMessageTexts = {
  messages: {
    verificationSuccessTitle: 'Verificación correcta',
    verificationSuccessSubTitle: 'Has superado la verificación',
    verificationFailureTitle: 'Verificación fallida',
    verificationFailureSubTitle: 'Tu documento está pendiente de revisión manual',
    verificationErrorTokenTitle: 'Token incorrecto o caducado',
    verificationErrorTokenSubTitle:
      'Este escaneo usa un token incorrecto o caducado. Ponte en contacto con atención al cliente.',
    verificationErrorAlreadyVerifiedTitle: 'Ya estás verificado',
    verificationErrorAlreadyVerifiedSubTitle:
      'Ya superaste la verificación y no puedes subir otro documento. Llama a atención al cliente.',
    verificationErrorPendingTitle: 'Tu documento está pendiente de revisión manual',
    verificationErrorPendingSubTitle:
      'No se puede aportar otro documento ahora. Llama a atención al cliente.',
    verificationErrorVelocityTitle: 'Demasiados intentos',
    verificationErrorVelocitySubTitle:
      'Has superado el número de intentos permitido. Llama a atención al cliente.',
    verificationErrorTitle: 'Algo salió mal',
    verificationErrorSubTitle: 'Un error del sistema detuvo la verificación. Inténtalo más tarde.',
  },
  pendingReviewTitle: 'En revisión',
  failedSubTitle: 'No pudimos confirmar su identidad.',
};

import { defaultResultMessages } from '@veriframe/core';
import type { ResolvedResultMessages } from './result-messages';

/** Languages the hosted pages speak; `language` (ISO 639-1) picks one, anything else gets English. */
const pageLanguages = ['en', 'es'] as const;
export type PageLanguage = (typeof pageLanguages)[number];

/**
 * The language of a page from a `language` parameter (`es`, `ES`, `es-MX`); English when absent or not one
 * of `pageLanguages` (the spec's default, 4.8).
 */
export function pickLanguage(code: unknown): PageLanguage {
  const base = typeof code === 'string' ? code.trim().slice(0, 2).toLowerCase() : '';
  return (pageLanguages as readonly string[]).includes(base) ? (base as PageLanguage) : 'en';
}

/** The fixed texts of the journey and capture pages (the 4.9 texts are in `resultMessageDefaults`). */
export interface PageTexts {
  close: string;
  brand: string;
  busyStarting: string;
  busyChecking: string;
  journeyTitle: string;
  greeting: string;
  greetingNamed: (firstName: string) => string;
  introLead: string;
  introSteps: [label: string, detail: string][];
  start: string;
  steps: Record<'document' | 'selfie' | 'phone', { title: string; text: string; art: string }>;
  simulate: Record<string, string>;
  sandboxStepNote: string;
  pendingTitle: string;
  pendingText: string;
  expiredTitle: string;
  expiredText: string;
  blockedTitle: string;
  blockedText: string;
  journeyFooter: string;
  captureTitle: string;
  captureIntroTitle: string;
  captureIntroText: string;
  captureIntroArt: string;
  captureStart: string;
  captureUsePhone: string;
  captureNote: string;
  handoffTitle: string;
  handoffQrText: string;
  handoffEmailText: string;
  handoffDone: string;
  handoffEmail: string;
  handoffBack: string;
  qrLabel: string;
  handoffLinkText: string;
  handoffSimulatePhone: string;
  handoffWaiting: string;
  handoffPhoneOpened: string;
  handoffNotYet: string;
  handoffExpired: string;
  phoneDoneNote: string;
  linkUsedTitle: string;
  linkUsedText: string;
  linkExpiredTitle: string;
  linkExpiredText: string;
  emailSentTitle: string;
  emailSentText: string;
  scanTitle: string;
  scanText: string;
  scanArt: string;
  scanButton: string;
  uploadButton: string;
  selfieButton: string;
  selfieText: string;
  processingTitle: string;
  processingText: string;
  captureFooter: string;
}

const en: PageTexts = {
  close: 'Close',
  brand: 'Sandbox Verify',
  busyStarting: 'Starting…',
  busyChecking: 'Checking…',
  journeyTitle: 'Identity verification',
  greeting: "Let's verify your identity",
  greetingNamed: (name) => `Hi ${name}, let's verify your identity`,
  introLead: 'It takes about two minutes. You will need:',
  introSteps: [
    ['1. Document', 'Driver license, passport or ID card'],
    ['2. Selfie', 'A quick photo of your face'],
    ['3. Phone', 'A check of your phone number'],
  ],
  start: 'Start verification',
  steps: {
    document: {
      title: 'Scan your ID document',
      text: 'Place the front of your document in the frame, in good light.',
      art: 'ID document',
    },
    selfie: {
      title: 'Take a selfie',
      text: 'Look straight at the camera; we compare it with your document photo.',
      art: 'Selfie',
    },
    phone: {
      title: 'Confirm your phone',
      text: 'We check that the phone number belongs to you.',
      art: 'Phone check',
    },
  },
  simulate: {
    'document-PASS': 'Simulate: document is authentic',
    'document-REVIEW': 'Simulate: send to manual review',
    'document-FAIL': 'Simulate: document fails',
    'selfie-PASS': 'Simulate: selfie matches',
    'selfie-FAIL': 'Simulate: selfie does not match',
    'phone-PASS': 'Simulate: phone confirmed',
    'phone-PENDING': 'Simulate: more information required',
    'phone-FAIL': 'Simulate: phone check fails',
  },
  sandboxStepNote: 'Sandbox: choose the outcome this step reports.',
  pendingTitle: 'Verification in review',
  pendingText: 'We need a little more time. You will hear from us once the review is complete.',
  expiredTitle: 'This link has expired',
  expiredText: 'Verification links are valid for one hour. Please request a new one.',
  blockedTitle: 'Verification unavailable',
  blockedText: 'Too many verification attempts were made from this device. Please try again later.',
  journeyFooter: 'Sandbox Verify · test mode, no real data is checked',
  captureTitle: 'Document verification',
  captureIntroTitle: 'Verify your identity',
  captureIntroText: 'Scan the front and back of a government-issued ID. It takes about a minute.',
  captureIntroArt: 'Driver license · Passport · ID card',
  captureStart: 'Scan my document',
  captureUsePhone: 'Use my phone instead',
  captureNote: 'Sandbox: the outcome follows the canned last names (see the README).',
  handoffTitle: 'Continue on your phone',
  handoffQrText: "Scan this code with your phone's camera and finish there. This page follows your phone.",
  handoffEmailText: 'We can send a secure link to your email to finish on your phone.',
  handoffDone: 'Done',
  handoffEmail: 'Email me a link',
  handoffBack: 'Use this device instead',
  qrLabel: 'QR code',
  handoffLinkText: 'Or open this link on your phone:',
  handoffSimulatePhone: 'Sandbox: simulate the phone (opens the phone page in a new tab)',
  handoffWaiting: 'Waiting for your phone…',
  handoffPhoneOpened: 'Your phone is connected. Finish there; this page moves on by itself.',
  handoffNotYet: 'Finish on your phone first; this page moves on by itself.',
  handoffExpired: 'This link has expired. Use this device instead, or start again.',
  phoneDoneNote: 'When you are done here, go back to your computer.',
  linkUsedTitle: 'This link was already used',
  linkUsedText: 'The verification on this link is finished. Go back to your computer, or ask for a new link.',
  linkExpiredTitle: 'This link has expired',
  linkExpiredText: 'Phone links last as long as the verification session. Start again on your computer.',
  emailSentTitle: 'Check your email',
  emailSentText: 'We sent you a link to finish on your phone.',
  scanTitle: 'Scan your document',
  scanText: 'Place your document on a dark, flat surface and fill the frame.',
  scanArt: 'Front of document',
  scanButton: 'Scan document',
  uploadButton: 'Upload a photo instead',
  selfieButton: 'Take selfie',
  selfieText: 'We compare your face with the photo on your document.',
  processingTitle: 'Checking your document…',
  processingText: 'This takes a few seconds.',
  captureFooter: 'Sandbox Verify · test mode, no real document is read',
};

const es: PageTexts = {
  close: 'Cerrar',
  brand: 'Sandbox Verify',
  busyStarting: 'Iniciando…',
  busyChecking: 'Comprobando…',
  journeyTitle: 'Verificación de identidad',
  greeting: 'Verifiquemos tu identidad',
  greetingNamed: (name) => `Hola ${name}, verifiquemos tu identidad`,
  introLead: 'Tarda unos dos minutos. Necesitarás:',
  introSteps: [
    ['1. Documento', 'Licencia de conducir, pasaporte o documento de identidad'],
    ['2. Selfi', 'Una foto rápida de tu cara'],
    ['3. Teléfono', 'Una comprobación de tu número de teléfono'],
  ],
  start: 'Iniciar la verificación',
  steps: {
    document: {
      title: 'Escanea tu documento de identidad',
      text: 'Coloca el frente de tu documento en el marco, con buena luz.',
      art: 'Documento de identidad',
    },
    selfie: {
      title: 'Tómate una selfi',
      text: 'Mira directamente a la cámara; la comparamos con la foto de tu documento.',
      art: 'Selfi',
    },
    phone: {
      title: 'Confirma tu teléfono',
      text: 'Comprobamos que el número de teléfono es tuyo.',
      art: 'Teléfono',
    },
  },
  simulate: {
    'document-PASS': 'Simular: el documento es auténtico',
    'document-REVIEW': 'Simular: enviar a revisión manual',
    'document-FAIL': 'Simular: el documento no es válido',
    'selfie-PASS': 'Simular: la selfi coincide',
    'selfie-FAIL': 'Simular: la selfi no coincide',
    'phone-PASS': 'Simular: teléfono confirmado',
    'phone-PENDING': 'Simular: se necesita más información',
    'phone-FAIL': 'Simular: falla la comprobación del teléfono',
  },
  sandboxStepNote: 'Sandbox: elige el resultado que informa este paso.',
  pendingTitle: 'Verificación en revisión',
  pendingText: 'Necesitamos un poco más de tiempo. Te avisaremos cuando termine la revisión.',
  expiredTitle: 'Este enlace ha caducado',
  expiredText: 'Los enlaces de verificación son válidos durante una hora. Solicita uno nuevo.',
  blockedTitle: 'Verificación no disponible',
  blockedText: 'Se hicieron demasiados intentos de verificación desde este dispositivo. Inténtalo más tarde.',
  journeyFooter: 'Sandbox Verify · modo de prueba, no se comprueba ningún dato real',
  captureTitle: 'Verificación de documento',
  captureIntroTitle: 'Verifica tu identidad',
  captureIntroText: 'Escanea el frente y el dorso de un documento oficial. Tarda alrededor de un minuto.',
  captureIntroArt: 'Licencia · Pasaporte · Documento de identidad',
  captureStart: 'Escanear mi documento',
  captureUsePhone: 'Usar mi teléfono',
  captureNote: 'Sandbox: el resultado depende de los apellidos de prueba (ver el README).',
  handoffTitle: 'Continúa en tu teléfono',
  handoffQrText:
    'Escanea este código con la cámara de tu teléfono y termina allí. Esta página sigue a tu teléfono.',
  handoffEmailText: 'Podemos enviarte un enlace seguro por correo para terminar en tu teléfono.',
  handoffDone: 'Listo',
  handoffEmail: 'Enviarme un enlace por correo',
  handoffBack: 'Usar este dispositivo',
  qrLabel: 'Código QR',
  handoffLinkText: 'O abre este enlace en tu teléfono:',
  handoffSimulatePhone: 'Sandbox: simular el teléfono (abre la página del teléfono en una pestaña nueva)',
  handoffWaiting: 'Esperando a tu teléfono…',
  handoffPhoneOpened: 'Tu teléfono está conectado. Termina allí; esta página avanzará sola.',
  handoffNotYet: 'Termina primero en tu teléfono; esta página avanzará sola.',
  handoffExpired: 'Este enlace ha caducado. Usa este dispositivo o empieza de nuevo.',
  phoneDoneNote: 'Cuando termines aquí, vuelve a tu ordenador.',
  linkUsedTitle: 'Este enlace ya se usó',
  linkUsedText: 'La verificación de este enlace ha terminado. Vuelve a tu ordenador o pide un enlace nuevo.',
  linkExpiredTitle: 'Este enlace ha caducado',
  linkExpiredText:
    'Los enlaces para el teléfono duran lo mismo que la sesión de verificación. Empieza de nuevo en tu ordenador.',
  emailSentTitle: 'Revisa tu correo',
  emailSentText: 'Te enviamos un enlace para terminar en tu teléfono.',
  scanTitle: 'Escanea tu documento',
  scanText: 'Coloca tu documento sobre una superficie oscura y plana, y llena el marco.',
  scanArt: 'Frente del documento',
  scanButton: 'Escanear documento',
  uploadButton: 'Subir una foto',
  selfieButton: 'Tomar selfi',
  selfieText: 'Comparamos tu cara con la foto de tu documento.',
  processingTitle: 'Comprobando tu documento…',
  processingText: 'Tarda unos segundos.',
  captureFooter: 'Sandbox Verify · modo de prueba, no se lee ningún documento real',
};

/** The fixed page texts of each language. */
export const pageTexts: Record<PageLanguage, PageTexts> = { en, es };

/**
 * The default 4.9 texts of each language; a client's `resultMessages` override them key by key. English is
 * core's `defaultResultMessages` (the kit shows the same); the Spanish texts exist only here, typed by core's
 * keys so a key core adds must be translated.
 */
export const resultMessageDefaults: Record<PageLanguage, ResolvedResultMessages> = {
  en: { ...defaultResultMessages },
  es: {
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
};

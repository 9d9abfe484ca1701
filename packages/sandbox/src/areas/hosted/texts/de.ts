import { resultMessageTextsDe } from '@veriframe/core/texts';
import type { PageCatalog } from './catalog-types';

/** German (formal "Sie", as usual for identity checks). */
export const de: PageCatalog = {
  page: {
    close: 'Schließen',
    brand: 'Sandbox Verify',
    busyStarting: 'Wird gestartet…',
    busyChecking: 'Wird geprüft…',
    journeyTitle: 'Identitätsprüfung',
    greeting: 'Bestätigen wir Ihre Identität',
    greetingNamed: (name) => `Hallo ${name}, bestätigen wir Ihre Identität`,
    introLead: (duration) => `Das dauert etwa ${duration}. Sie benötigen:`,
    introSteps: [
      ['1. Ausweis', 'Führerschein, Reisepass oder Personalausweis'],
      ['2. Selfie', 'Ein kurzes Foto Ihres Gesichts'],
      ['3. Telefon', 'Eine Prüfung Ihrer Telefonnummer'],
    ],
    start: 'Prüfung starten',
    steps: {
      document: {
        title: 'Scannen Sie Ihr Ausweisdokument',
        text: 'Legen Sie die Vorderseite Ihres Dokuments bei gutem Licht in den Rahmen.',
        art: 'Ausweisdokument',
      },
      selfie: {
        title: 'Machen Sie ein Selfie',
        text: 'Schauen Sie direkt in die Kamera; wir vergleichen es mit dem Foto in Ihrem Dokument.',
        art: 'Selfie',
      },
      phone: {
        title: 'Bestätigen Sie Ihr Telefon',
        text: 'Wir prüfen, ob die Telefonnummer Ihnen gehört.',
        art: 'Telefonprüfung',
      },
    },
    simulate: {
      'document-PASS': 'Simulieren: Dokument ist echt',
      'document-REVIEW': 'Simulieren: zur manuellen Prüfung senden',
      'document-FAIL': 'Simulieren: Dokument wird abgelehnt',
      'selfie-PASS': 'Simulieren: Selfie stimmt überein',
      'selfie-FAIL': 'Simulieren: Selfie stimmt nicht überein',
      'phone-PASS': 'Simulieren: Telefon bestätigt',
      'phone-PENDING': 'Simulieren: weitere Angaben nötig',
      'phone-FAIL': 'Simulieren: Telefonprüfung schlägt fehl',
    },
    sandboxStepNote: 'Sandbox: Wählen Sie das Ergebnis, das dieser Schritt meldet.',
    pendingTitle: 'Prüfung läuft',
    pendingText: 'Wir brauchen etwas mehr Zeit. Sie hören von uns, sobald die Prüfung abgeschlossen ist.',
    moreInfoTitle: 'Weitere Angaben nötig',
    moreInfoText: 'Wir brauchen weitere Angaben, um abzuschließen. Wir melden uns bei Ihnen, was noch fehlt.',
    pendingReviewTitle: resultMessageTextsDe.pendingReviewTitle,
    failedSubTitle: resultMessageTextsDe.failedSubTitle,
    expiredTitle: 'Dieser Link ist abgelaufen',
    expiredText: (duration) =>
      `Prüfungslinks sind ${duration} lang gültig. Bitte fordern Sie einen neuen an.`,
    blockedTitle: 'Prüfung nicht verfügbar',
    blockedText: 'Von diesem Gerät gab es zu viele Prüfungsversuche. Bitte versuchen Sie es später erneut.',
    journeyFooter: 'Sandbox Verify · Testmodus, es werden keine echten Daten geprüft',
    captureTitle: 'Dokumentenprüfung',
    captureIntroTitle: 'Bestätigen Sie Ihre Identität',
    captureIntroText:
      'Scannen Sie Vorder- und Rückseite eines amtlichen Ausweises. Das dauert etwa eine Minute.',
    captureIntroArt: 'Führerschein · Reisepass · Personalausweis',
    captureStart: 'Mein Dokument scannen',
    captureUsePhone: 'Stattdessen mein Telefon verwenden',
    captureNote: 'Sandbox: Das Ergebnis folgt den Test-Nachnamen (siehe README).',
    handoffTitle: 'Auf dem Telefon fortfahren',
    handoffQrText:
      'Scannen Sie diesen Code mit der Kamera Ihres Smartphones und schließen Sie dort ab. Diese Seite folgt Ihrem Smartphone.',
    handoffEmailText:
      'Wir können Ihnen einen sicheren Link per E-Mail senden, um auf dem Telefon fortzufahren.',
    handoffDone: 'Fertig',
    handoffEmail: 'Link per E-Mail senden',
    handoffBack: 'Stattdessen dieses Gerät verwenden',
    qrLabel: 'QR-Code',
    handoffLinkText: 'Oder öffnen Sie diesen Link auf Ihrem Smartphone:',
    handoffSimulatePhone: 'Sandbox: Smartphone simulieren (öffnet die Smartphone-Seite in einem neuen Tab)',
    handoffWaiting: 'Warten auf Ihr Smartphone…',
    handoffPhoneOpened:
      'Ihr Smartphone ist verbunden. Schließen Sie dort ab; diese Seite geht von selbst weiter.',
    handoffNotYet: 'Schließen Sie zuerst auf Ihrem Smartphone ab; diese Seite geht von selbst weiter.',
    handoffExpired:
      'Dieser Link ist abgelaufen. Verwenden Sie stattdessen dieses Gerät oder beginnen Sie von vorn.',
    phoneDoneNote: 'Wenn Sie hier fertig sind, kehren Sie zu Ihrem Computer zurück.',
    journeyUsePhone: 'Auf dem Telefon fortfahren',
    continueOnComputer: 'Auf diesem Computer fortfahren',
    backOnComputerTitle: 'Auf dem Computer fortfahren',
    backOnComputerText:
      'Ihr Computer macht dort weiter, wo Sie aufgehört haben. Sie können diese Seite schließen.',
    linkUsedTitle: 'Dieser Link wurde bereits verwendet',
    linkUsedText:
      'Die Prüfung über diesen Link ist abgeschlossen. Kehren Sie zu Ihrem Computer zurück oder fordern Sie einen neuen Link an.',
    linkExpiredTitle: 'Dieser Link ist abgelaufen',
    linkExpiredText:
      'Smartphone-Links gelten so lange wie die Prüfungssitzung. Beginnen Sie auf Ihrem Computer von vorn.',
    emailSentTitle: 'Prüfen Sie Ihre E-Mails',
    emailSentText: 'Wir haben Ihnen einen Link gesendet, um auf dem Telefon fortzufahren.',
    scanTitle: 'Scannen Sie Ihr Dokument',
    scanText: 'Legen Sie Ihr Dokument auf eine dunkle, ebene Fläche und füllen Sie den Rahmen aus.',
    scanArt: 'Vorderseite des Dokuments',
    scanButton: 'Dokument scannen',
    uploadButton: 'Stattdessen ein Foto hochladen',
    selfieButton: 'Selfie aufnehmen',
    selfieText: 'Wir vergleichen Ihr Gesicht mit dem Foto in Ihrem Dokument.',
    processingTitle: 'Ihr Dokument wird geprüft…',
    processingText: 'Das dauert einige Sekunden.',
    captureFooter: 'Sandbox Verify · Testmodus, es wird kein echtes Dokument gelesen',
  },
  resultMessages: resultMessageTextsDe.messages,
};

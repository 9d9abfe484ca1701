import type { PageCatalog } from './catalog-types';

/** Japanese (polite desu/masu form). */
export const ja: PageCatalog = {
  page: {
    close: '閉じる',
    brand: 'Sandbox Verify',
    busyStarting: '開始しています…',
    busyChecking: '確認しています…',
    journeyTitle: '本人確認',
    greeting: '本人確認を始めましょう',
    greetingNamed: (name) => `${name}さん、本人確認を始めましょう`,
    introLead: (duration) => `所要時間は約${duration}です。ご用意いただくもの：`,
    introSteps: [
      ['1. 本人確認書類', '運転免許証、パスポート、身分証明書のいずれか'],
      ['2. セルフィー', 'お顔の写真を1枚'],
      ['3. 電話番号', 'お電話番号の確認'],
    ],
    start: '本人確認を開始',
    steps: {
      document: {
        title: '本人確認書類を撮影してください',
        text: '明るい場所で、書類の表面を枠内に収めてください。',
        art: '本人確認書類',
      },
      selfie: {
        title: 'セルフィーを撮影してください',
        text: 'カメラを正面から見てください。書類の顔写真と照合します。',
        art: 'セルフィー',
      },
      phone: {
        title: '電話番号を確認してください',
        text: 'この電話番号がご本人のものであることを確認します。',
        art: '電話番号の確認',
      },
    },
    simulate: {
      'document-PASS': 'シミュレート：書類は本物',
      'document-REVIEW': 'シミュレート：手動審査に回す',
      'document-FAIL': 'シミュレート：書類が不合格',
      'selfie-PASS': 'シミュレート：セルフィーが一致',
      'selfie-FAIL': 'シミュレート：セルフィーが不一致',
      'phone-PASS': 'シミュレート：電話番号を確認済み',
      'phone-PENDING': 'シミュレート：追加情報が必要',
      'phone-FAIL': 'シミュレート：電話番号の確認に失敗',
    },
    sandboxStepNote: 'サンドボックス：このステップが返す結果を選んでください。',
    pendingTitle: '確認中です',
    pendingText: 'もう少しお時間をいただきます。審査が完了しましたらご連絡いたします。',
    expiredTitle: 'このリンクは有効期限が切れています',
    expiredText: (duration) =>
      `本人確認リンクの有効期間は${duration}です。新しいリンクをリクエストしてください。`,
    blockedTitle: '本人確認を利用できません',
    blockedText: 'このデバイスからの本人確認の試行回数が多すぎます。しばらくしてからもう一度お試しください。',
    journeyFooter: 'Sandbox Verify・テストモード（実際のデータは確認されません）',
    captureTitle: '書類の確認',
    captureIntroTitle: '本人確認',
    captureIntroText: '公的な身分証明書の表面と裏面を撮影してください。所要時間は約1分です。',
    captureIntroArt: '運転免許証・パスポート・身分証明書',
    captureStart: '書類を撮影する',
    captureUsePhone: 'スマートフォンを使う',
    captureNote: 'サンドボックス：結果はテスト用の姓で決まります（READMEを参照）。',
    handoffTitle: 'スマートフォンで続ける',
    handoffQrText:
      'スマートフォンのカメラでこのコードを読み取り、そちらで手続きを完了してください。このページはスマートフォンの進行に合わせて進みます。',
    handoffEmailText: 'スマートフォンで手続きを終えられるよう、安全なリンクをメールでお送りできます。',
    handoffDone: '完了',
    handoffEmail: 'リンクをメールで送る',
    handoffBack: 'このデバイスを使う',
    qrLabel: 'QRコード',
    handoffLinkText: 'または、スマートフォンでこのリンクを開いてください：',
    handoffSimulatePhone:
      'サンドボックス：スマートフォンを再現（新しいタブでスマートフォン用ページを開きます）',
    handoffWaiting: 'スマートフォンを待っています…',
    handoffPhoneOpened:
      'スマートフォンが接続されました。そちらで完了してください。このページは自動で進みます。',
    handoffNotYet: '先にスマートフォンで完了してください。このページは自動で進みます。',
    handoffExpired: 'このリンクは有効期限が切れています。この端末を使うか、最初からやり直してください。',
    phoneDoneNote: 'ここでの手続きが終わったら、パソコンに戻ってください。',
    linkUsedTitle: 'このリンクはすでに使用されています',
    linkUsedText:
      'このリンクでの本人確認は完了しています。パソコンに戻るか、新しいリンクを依頼してください。',
    linkExpiredTitle: 'このリンクは有効期限が切れています',
    linkExpiredText:
      'スマートフォン用のリンクは本人確認セッションと同じ期間だけ有効です。パソコンで最初からやり直してください。',
    emailSentTitle: 'メールをご確認ください',
    emailSentText: 'スマートフォンで手続きを終えるためのリンクをお送りしました。',
    scanTitle: '書類を撮影してください',
    scanText: '暗い色の平らな場所に書類を置き、枠いっぱいに収めてください。',
    scanArt: '書類の表面',
    scanButton: '書類を撮影',
    uploadButton: '写真をアップロードする',
    selfieButton: 'セルフィーを撮影',
    selfieText: 'お顔と書類の顔写真を照合します。',
    processingTitle: '書類を確認しています…',
    processingText: '数秒かかります。',
    captureFooter: 'Sandbox Verify・テストモード（実際の書類は読み取られません）',
  },
  resultMessages: {
    verificationSuccessTitle: '本人確認が完了しました',
    verificationSuccessSubTitle: '本人確認に合格しました',
    verificationFailureTitle: '本人確認に失敗しました',
    verificationFailureSubTitle: '書類は手動審査待ちです',
    verificationErrorTokenTitle: 'トークンが無効か期限切れです',
    verificationErrorTokenSubTitle:
      'このスキャンのトークンは無効か期限切れです。カスタマーサービスにお問い合わせください。',
    verificationErrorAlreadyVerifiedTitle: '本人確認は完了しています',
    verificationErrorAlreadyVerifiedSubTitle:
      'すでに本人確認に合格しているため、書類をアップロードできません。カスタマーサービスにお電話ください。',
    verificationErrorPendingTitle: '書類は現在、手動審査待ちです',
    verificationErrorPendingSubTitle:
      '現在、別の書類を提出することはできません。カスタマーサービスにお電話ください。',
    verificationErrorVelocityTitle: '試行回数が多すぎます',
    verificationErrorVelocitySubTitle: '許可された試行回数を超えました。カスタマーサービスにお電話ください。',
    verificationErrorTitle: '問題が発生しました',
    verificationErrorSubTitle:
      'システムエラーにより本人確認が中断されました。しばらくしてからもう一度お試しください。',
  },
};

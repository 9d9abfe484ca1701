import { resultMessageTextsJa } from '@veriframe/core/texts';
import type { KitTextsCatalog } from './kit-texts';

/**
 * The kit's texts in Japanese (polite desu/masu form). A separate import, so the default entry stays English only.
 *
 * @example
 * import { japaneseKitTexts } from '@veriframe/react/texts/ja';
 * <VeriframeProvider texts={japaneseKitTexts}>…</VeriframeProvider>
 */
export const japaneseKitTexts: KitTextsCatalog = {
  locale: 'ja',
  dir: 'ltr',
  quizTitle: '本人確認の質問',
  quizStart: '質問を始める',
  quizStartAgain: 'もう一度始める',
  quizNeedsInput: 'KnowledgeQuiz を開始するには initialResult または request が必要です。',
  quizTimeLeft: '残り時間：',
  quizTimeUp: '時間切れです。これまでの回答を確認のために送信しました。',
  quizSubmit: '回答を送信',
  quizAnnounceTimeUp: '時間切れです。',
  quizAnnounceSeconds: (seconds) => `残り${seconds}秒です。`,
  quizAnnounceMinute: '残り1分です。',
  quizUnanswered: (count) => `すべての質問に回答すると送信できます（残り${count}問）。`,
  quizAnswersCorrect: (correct, asked) => `${asked}問中${correct}問正解`,
  quizNotAsked: 'この方には質問が行われませんでした。上の結果が最終結果です。',
  quizSignIn: '質問に回答するにはログインしてください。',
  quizOutcome: (action) =>
    ({ PASS: '合格', FAIL: '不合格', REVIEW: '審査に回されました', PENDING: '保留中' })[action] ?? action,
  quizTimeUpTitle: '時間切れです',
  quizTimeUpBody:
    'これらの質問の回答時間は限られています。新しい質問を受け取るには、もう一度始めてください。',
  quizSendFailed: '回答を送信できませんでした。回答は残っていますので、もう一度送信してください。',
  quizStartFailed: '質問を開始できませんでした。少し待ってからもう一度お試しください。',
  quizClosed: 'これらの質問にはもう回答できません。新しい質問を受け取るには、もう一度始めてください。',
  quizRateLimited: '短時間に試行が多すぎます。1分ほど待ってからもう一度お試しください。',
  quizTryAgain: 'もう一度試す',
  documentModalButton: '書類を確認する',
  documentModalSignIn: '書類を確認するにはログインしてください。',
  documentModalLoadFailed:
    '書類の確認を読み込めませんでした。接続を確認してから、もう一度ボタンを押してください。',
  hostedFrameTitle: '本人確認',
  hostedDialogHeading: '本人確認',
  hostedDialogClose: '閉じる',
  hostedLinkExpired: 'この本人確認リンクは有効期限が切れています。',
  hostedNewSession: '新しいセッションを開始',
  hostedSignIn: '本人確認を行うにはログインしてください。',
  hostedUntrustedLink: 'この本人確認ページは表示できません。このサイトが信頼するアドレスではありません。',
  hostedUnavailable:
    '現在、このページでは本人確認をご利用いただけません。しばらくしてからもう一度お試しください。',
  // The 4.9 texts and the pending-review title: core's for this language, as the sandbox's hosted pages show.
  documentModalResultMessages: resultMessageTextsJa.messages,
  documentModalPendingReviewTitle: resultMessageTextsJa.pendingReviewTitle,
  documentModalFailedSubTitle: resultMessageTextsJa.failedSubTitle,
};

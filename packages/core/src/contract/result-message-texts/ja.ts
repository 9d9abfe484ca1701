import type { ResultMessageTexts } from '../result-messages';

/**
 * The 4.9 texts and the pending-review title in Japanese: the words of the kit's catalog and the sandbox's hosted
 * pages in this language. One module per language, so a bundle that imports one carries that one only.
 *
 * @example
 * import { resultMessageTextsJa } from '@veriframe/core';
 * resultMessageTextsJa.messages.verificationSuccessTitle; // "本人確認が完了しました"
 */
export const resultMessageTextsJa: ResultMessageTexts = {
  messages: {
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
  pendingReviewTitle: '審査中',
  failedSubTitle: '本人確認を完了できませんでした。',
};

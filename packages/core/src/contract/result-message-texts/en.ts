import {
  defaultFailedSubTitle,
  defaultPendingReviewTitle,
  defaultResultMessages,
  type ResultMessageTexts,
} from '../result-messages';

/**
 * The 4.9 texts and the pending-review title in English: core's defaults, gathered in the shape of the other
 * languages (the default bundles read `defaultResultMessages` and `defaultPendingReviewTitle` directly).
 *
 * @example
 * import { resultMessageTextsEn } from '@veriframe/core';
 * resultMessageTextsEn.pendingReviewTitle; // 'Under Review'
 */
export const resultMessageTextsEn: ResultMessageTexts = {
  messages: defaultResultMessages,
  pendingReviewTitle: defaultPendingReviewTitle,
  failedSubTitle: defaultFailedSubTitle,
};

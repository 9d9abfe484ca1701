import type { ResultMessages, ResultMessageTexts } from '../contract/result-messages';
import type { DocumentModalOutcomeTone } from './modal-events';

/** A failure's texts as the person reads them, and its tone. */
export interface FailureMessage {
  title: string;
  subtitle: string;
  tone: DocumentModalOutcomeTone;
}

/**
 * What a document `failure` event (6.2 `onFailure`) tells the person, by the status that came with it. One event
 * covers two outcomes (3.3): a final FAIL, and a failed scan that went to manual review (PENDING). 4.9's default
 * pair, "Verification Failed" above "Your document is pending manual review", fits neither wholly, so the kit reads
 * it carefully: PENDING is "Under Review" (no refusal yet), FAIL is "Verification Failed" with a line that promises
 * no reviewer. No status (a vendor that sends none) keeps the review reading. Texts the integrator set (`own`) are
 * shown as written; `messages` are the resolved texts of the person's language, `texts` its kit-only texts.
 *
 * @example
 * failureMessage('FAIL', defaultResultMessages, {}, resultMessageTextsEn);
 * // { title: 'Verification Failed', subtitle: 'We could not confirm your identity.', tone: 'error' }
 * failureMessage('PENDING', defaultResultMessages, {}, resultMessageTextsEn);
 * // { title: 'Under Review', subtitle: 'Your document is pending manual review', tone: 'pending' }
 */
export function failureMessage(
  status: unknown,
  messages: Pick<ResultMessages, 'verificationFailureTitle' | 'verificationFailureSubTitle'>,
  own: Partial<ResultMessages> | undefined,
  texts: Pick<ResultMessageTexts, 'pendingReviewTitle' | 'failedSubTitle'>,
): FailureMessage {
  if (status === 'FAIL') {
    return {
      title: messages.verificationFailureTitle,
      subtitle: own?.verificationFailureSubTitle || texts.failedSubTitle,
      tone: 'error',
    };
  }
  return {
    title: own?.verificationFailureTitle || texts.pendingReviewTitle,
    subtitle: messages.verificationFailureSubTitle,
    tone: 'pending',
  };
}

import { englishQuizTexts, formatNumber, type QuizTexts } from '../texts/kit-texts';

/**
 * Text for the quiz's polite live region: changes only when a milestone passes, so readers are not flooded.
 * (The countdown itself is core's `KnowledgeQuizFlow`: `secondsLeft` of its snapshot.)
 *
 * @example
 * countdownAnnouncement(25); // '30 seconds left.'
 */
export function countdownAnnouncement(
  secondsLeft: number | null,
  texts: QuizTexts = englishQuizTexts,
): string {
  if (secondsLeft === null || secondsLeft > 60) return '';
  if (secondsLeft === 0) return texts.quizAnnounceTimeUp;
  if (secondsLeft <= 10) return texts.quizAnnounceSeconds(formatNumber(texts.locale, 10));
  if (secondsLeft <= 30) return texts.quizAnnounceSeconds(formatNumber(texts.locale, 30));
  return texts.quizAnnounceMinute;
}

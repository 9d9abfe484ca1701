'use client';

import { useEffect, useState } from 'react';
import { englishQuizTexts, formatNumber, type QuizTexts } from '../texts/kit-texts';

/**
 * Whole seconds left until `deadline` (ms, on the `now` clock), re-rendering once a second while time runs.
 * `now` is injectable so tests drive the clock; `null` deadline means not started. The clock is read in the
 * effect only, never during render (render stays pure; Next.js prerendering rejects a clock read there), so
 * the first render answers `null`.
 */
export function useCountdown(deadline: number | null, now: () => number): number | null {
  const left = () => (deadline === null ? null : Math.max(0, Math.ceil((deadline - now()) / 1000)));
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` only reads deadline and now
  useEffect(() => {
    setSecondsLeft(left());
    if (deadline === null) return;
    const timer = setInterval(() => {
      const value = left();
      setSecondsLeft(value);
      if (value === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, now]);
  return secondsLeft;
}

/** Text for the polite live region: changes only when a milestone passes, so readers are not flooded. */
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

'use client';

import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, IdempotentAction } from '@veriframe/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useVeriframe } from '../provider/veriframe-provider';
import { isProxyError, type ProxyError } from '../proxy/proxy-error';
import type { ProxyBody } from '../proxy/proxy-routes';
import { englishQuizTexts, formatCountdown, formatNumber, type KitTexts } from '../texts/kit-texts';
import { useKitTextsFor } from '../texts/kit-texts-context';
import { useLatestRef } from '../use-latest-ref';
import { type GatewayResult, quizOf } from './quiz-types';
import { countdownAnnouncement, useCountdown } from './use-countdown';

export interface KnowledgeQuizProps {
  /** The gateway result of `AgeMatch5.0.KBA` / `IDMatchPLUS5.0.MULTI` holding the quiz (spec 2.2). */
  initialResult?: GatewayResult;
  /** Without `initialResult`: body of `POST {base}/gateway/age` (spec 4.1 target); `service` defaults to KBA. */
  request?: Record<string, unknown>;
  /**
   * Seconds to answer; the quiz token lives 90 s (spec 8). When they run out, the answers given so far are
   * submitted and the service's answer is shown (its result and issues, or its refusal of an expired token).
   */
  timeLimitSeconds?: number;
  /** Clock in ms, injectable for tests. Default `Date.now`. */
  now?: () => number;
  /** The final result (after submission, or a gateway result without a quiz). */
  onResult?: (result: GatewayResult) => void;
  onError?: (error: ProxyError) => void;
  title?: string;
  /** Texts of this quiz, over the provider's (`<VeriframeProvider texts>`), over English. */
  texts?: Partial<KitTexts>;
}

/**
 * The knowledge quiz: questions as radio groups, a visible countdown, submission through the proxy and the
 * final result. Every text from the service is rendered as text.
 *
 * @example
 * <KnowledgeQuiz request={{ target: { fn, ln, addr, zip, age: '21+' } }} onResult={(r) => log(r.result.action)} />
 */
export function KnowledgeQuiz({
  initialResult,
  request,
  timeLimitSeconds = 90,
  now = Date.now,
  onResult,
  onError,
  title,
  texts: ownTexts,
}: KnowledgeQuizProps) {
  const { client } = useVeriframe();
  const texts = useKitTextsFor(englishQuizTexts, ownTexts);
  const number = (value: number) => formatNumber(texts.locale, value);
  const id = useId();
  const callbacks = useLatestRef({ onResult, onError });
  const [gateway, setGateway] = useState(initialResult);
  const [deadline, setDeadline] = useState<number | null>(null);
  // A quiz given as `initialResult` starts its clock once mounted: reading the clock in render is impure.
  const startsWithQuiz = !!quizOf(initialResult);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first quiz starts here
  useEffect(() => {
    if (startsWithQuiz) setDeadline((current) => current ?? now() + timeLimitSeconds * 1000);
  }, []);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  /** The quiz token the countdown submitted: it sends each quiz once, never in a loop after a refusal. */
  const sentOnTimeUp = useRef<string | null>(null);
  const quiz = quizOf(gateway);

  // One Idempotency-Key per start: a retry after no answer reuses it, so the service is asked once.
  const [ageCheck] = useState(() => new IdempotentAction());
  const begin = useMutation<GatewayResult, ProxyError>({
    // `request` is the public prop's loose record; the proxy checks it (400 naming the field).
    mutationFn: () => {
      const body = { service: 'AgeMatch5.0.KBA', ...request } as ProxyBody<'/gateway/age'>;
      return ageCheck.run(body, (key) =>
        client.post('/gateway/age', body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
      );
    },
    onSuccess: (result) => {
      setGateway(result);
      setAnswers({});
      submit.reset();
      if (quizOf(result)) setDeadline(now() + timeLimitSeconds * 1000);
      else callbacks.current.onResult?.(result);
    },
    onError: (error) => callbacks.current.onError?.(error),
  });
  const submit = useMutation<GatewayResult, ProxyError, { token: string; answers: Record<string, string[]> }>(
    {
      mutationFn: (body) => client.post('/gateway/quiz/continue', body),
      onSuccess: (result) => callbacks.current.onResult?.(result),
      onError: (error) => callbacks.current.onError?.(error),
    },
  );

  const secondsLeft = useCountdown(quiz && !submit.data ? deadline : null, now);
  const expired = secondsLeft === 0;
  const final = submit.data ?? (gateway && !quiz ? gateway : undefined);
  const error = begin.error ?? submit.error;
  const unanswered = quiz ? quiz.questions.filter((question) => !answers[question.id]).length : 0;
  const phase = error ? 'error' : final ? 'done' : expired ? 'expired' : quiz ? 'quiz' : 'idle';

  const send = (current: NonNullable<typeof quiz>) => {
    const chosen: Record<string, string[]> = {};
    for (const question of current.questions) {
      const answer = answers[question.id];
      chosen[question.id] = answer === undefined ? [] : [answer];
    }
    submit.mutate({ token: current.token, answers: chosen });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!quiz || expired || unanswered > 0 || submit.isPending) return;
    send(quiz);
  };

  // Time ran out: the kit's countdown is only a hint, the service decides. Submit what was answered so far
  // (spec 2.2: the service grades the answers it gets) and show its answer, a final result or its refusal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the countdown ends, with that render's answers
  useEffect(() => {
    if (!expired || !quiz || submit.data || submit.isPending || sentOnTimeUp.current === quiz.token) return;
    sentOnTimeUp.current = quiz.token;
    send(quiz);
  }, [expired, quiz?.token, submit.isPending]);

  const restart = request !== undefined && (
    <button type="button" disabled={begin.isPending} onClick={() => begin.mutate()}>
      {quiz || final ? texts.quizStartAgain : texts.quizStart}
    </button>
  );

  return (
    <section aria-labelledby={`${id}t`} data-state={phase}>
      <h2 id={`${id}t`}>{title ?? texts.quizTitle}</h2>
      {error &&
        (isProxyError(error, 'unauthenticated') ? (
          <p role="alert" data-state="unauthenticated">
            {texts.quizSignIn}
          </p>
        ) : (
          <p role="alert">{error.message}</p>
        ))}
      {!gateway && request === undefined && <p role="alert">{texts.quizNeedsInput}</p>}
      {final ? (
        <>
          <p role="status">
            {final.result.action}: {final.result.detail}
            {final.output?.answers &&
              ` (${texts.quizAnswersCorrect(number(final.output.answers.correct), number(final.output.answers.asked))})`}
          </p>
          {final.result.issues.length > 0 && (
            <ul data-testid="quiz-issues">
              {final.result.issues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          )}
          {!submit.data && final.result.action !== 'PASS' && (
            <p data-testid="quiz-not-asked">{texts.quizNotAsked}</p>
          )}
        </>
      ) : quiz ? (
        <form onSubmit={onSubmit} aria-describedby={`${id}c`}>
          <p id={`${id}c`}>
            {texts.quizTimeLeft}{' '}
            <span role="timer">{formatCountdown(texts.locale, secondsLeft ?? timeLimitSeconds)}</span>
          </p>
          <p aria-live="polite">{countdownAnnouncement(secondsLeft, texts)}</p>
          {quiz.questions.map((question) => (
            <fieldset key={question.id} disabled={expired} data-question-type={question.type}>
              <legend>{question.prompt}</legend>
              {question.answers.map((answer, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: answer texts may repeat; the order is fixed
                <label key={index} style={{ display: 'block' }}>
                  <input
                    type="radio"
                    name={`${id}${question.id}`}
                    value={answer.text}
                    checked={answers[question.id] === answer.text}
                    onChange={() => setAnswers((previous) => ({ ...previous, [question.id]: answer.text }))}
                  />{' '}
                  {answer.text}
                </label>
              ))}
            </fieldset>
          ))}
          {expired ? (
            <p role="alert">{texts.quizTimeUp}</p>
          ) : (
            unanswered > 0 && <p>{texts.quizUnanswered(number(unanswered))}</p>
          )}
          <button
            type="submit"
            data-quiz-submit=""
            disabled={expired || unanswered > 0 || submit.isPending}
            aria-busy={submit.isPending}
          >
            {texts.quizSubmit}
          </button>
        </form>
      ) : null}
      {(phase !== 'quiz' || expired) && restart}
    </section>
  );
}

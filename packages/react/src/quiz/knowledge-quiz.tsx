'use client';

import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, IdempotentAction } from '@veriframe/core';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useVeriframe } from '../provider/veriframe-provider';
import type { ProxyError } from '../proxy/proxy-error';
import type { ProxyBody } from '../proxy/proxy-routes';
import {
  englishQuizTexts,
  formatCountdown,
  formatNumber,
  type KitTexts,
  languageAttributes,
} from '../texts/kit-texts';
import { useKitTextsFor } from '../texts/kit-texts-context';
import { useLatestRef } from '../use-latest-ref';
import { chosenOption, disabledButton, look } from './quiz-look';
import { QuizNotice, QuizResult } from './quiz-panels';
import { type QuizProblem, quizProblem } from './quiz-problem';
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
 * ```tsx
 * <KnowledgeQuiz request={{ target: { fn, ln, addr, zip, age: '21+' } }} onResult={(r) => log(r.result.action)} />
 * ```
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
  const [timedOut, setTimedOut] = useState<string | null>(null);
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
    // The old questions go as soon as new ones are asked for: a failed start then shows only its own error.
    onMutate: () => {
      setGateway(undefined);
      setAnswers({});
      submit.reset();
    },
    onSuccess: (result) => {
      setGateway(result);
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

  const error = begin.error ?? submit.error;
  const endedByCountdown = quiz !== null && timedOut === quiz.token;
  const refusal = error ? quizProblem(error, begin.error ? 'start' : 'send', texts) : null;
  // Questions the service refuses after the countdown ended are questions whose time is up.
  const problem: QuizProblem | null =
    refusal?.kind === 'closed' && endedByCountdown
      ? { kind: 'time-up', message: texts.quizTimeUpBody }
      : refusal;
  // The service closed these questions: nothing more can be sent, only a new quiz helps.
  const closed = problem?.kind === 'time-up' || problem?.kind === 'closed';
  // The countdown stops when the service says time is up, whatever the kit's own clock said.
  const secondsLeft = useCountdown(quiz && !submit.data && !closed ? deadline : null, now);
  const timeUp = secondsLeft === 0 || endedByCountdown || problem?.kind === 'time-up';
  const final = submit.data ?? (gateway && !quiz ? gateway : undefined);
  const unanswered = quiz ? quiz.questions.filter((question) => !answers[question.id]).length : 0;
  const phase = final ? 'done' : timeUp ? 'expired' : problem ? 'error' : quiz ? 'quiz' : 'idle';
  const locked = timeUp || closed || submit.isPending;
  // After the countdown, the answers as they stand can still be sent again if sending them failed.
  const canSend = !closed && !submit.isPending && (timeUp ? problem?.kind === 'retry' : unanswered === 0);

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
    if (!quiz || !canSend) return;
    send(quiz);
  };

  // Time ran out: the kit's countdown is only a hint, the service decides. Submit what was answered so far
  // (spec 2.2: the service grades the answers it gets) and show its answer, a final result or its refusal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the countdown ends, with that render's answers
  useEffect(() => {
    if (secondsLeft !== 0 || !quiz || submit.data || submit.isPending || timedOut === quiz.token) return;
    setTimedOut(quiz.token);
    send(quiz);
  }, [secondsLeft === 0, quiz?.token, submit.isPending]);

  // One primary button per state: the action that state asks for. "Start again" is primary only when nothing
  // else can be done (the questions are closed), secondary beside a retry or a final result.
  const startAgainFirst = closed || (!quiz && !final);
  const startButton = request !== undefined && !(final?.result.action === 'PASS') && (
    <QuizButton
      primary={startAgainFirst}
      disabled={begin.isPending}
      part="start"
      onClick={() => begin.mutate()}
    >
      {problem?.kind === 'start-failed'
        ? texts.quizTryAgain
        : quiz || final
          ? texts.quizStartAgain
          : texts.quizStart}
    </QuizButton>
  );
  const notice = problem ? (
    <QuizNotice
      tone={problem.kind === 'time-up' ? 'warning' : 'danger'}
      title={problem.kind === 'time-up' ? texts.quizTimeUpTitle : undefined}
      state={problem.kind === 'sign-in' ? 'unauthenticated' : undefined}
    >
      {problem.message}
    </QuizNotice>
  ) : timeUp && !final ? (
    <QuizNotice tone="warning">{texts.quizTimeUp}</QuizNotice>
  ) : null;

  return (
    <section
      aria-labelledby={`${id}t`}
      {...languageAttributes(texts)}
      data-state={phase}
      data-veriframe-quiz="root"
      style={look.root}
    >
      <div data-veriframe-quiz="header" style={look.header}>
        <h2 id={`${id}t`} data-veriframe-quiz="heading" style={look.heading}>
          {title ?? texts.quizTitle}
        </h2>
        {quiz && !final && (
          <p id={`${id}c`} data-veriframe-quiz="timer" data-time-up={timeUp || undefined} style={look.timer}>
            {texts.quizTimeLeft}{' '}
            <span role="timer">
              {formatCountdown(texts.locale, timeUp ? 0 : (secondsLeft ?? timeLimitSeconds))}
            </span>
          </p>
        )}
      </div>
      {!gateway && request === undefined && (
        <p role="alert" data-veriframe-quiz="hint" style={look.hint}>
          {texts.quizNeedsInput}
        </p>
      )}
      {final ? (
        <>
          <QuizResult result={final} asked={!!submit.data} texts={texts} />
          {startButton && <div style={look.actions}>{startButton}</div>}
        </>
      ) : quiz ? (
        <form onSubmit={onSubmit} aria-describedby={`${id}c`} data-veriframe-quiz="form" style={look.form}>
          <p aria-live="polite" style={look.live}>
            {closed ? texts.quizAnnounceTimeUp : countdownAnnouncement(secondsLeft, texts)}
          </p>
          {quiz.questions.map((question) => (
            <fieldset
              key={question.id}
              disabled={locked}
              data-question-type={question.type}
              data-veriframe-quiz="question"
              style={look.question}
            >
              <legend style={look.legend}>{question.prompt}</legend>
              {question.answers.map((answer, index) => {
                const chosen = answers[question.id] === answer.text;
                return (
                  <label
                    // biome-ignore lint/suspicious/noArrayIndexKey: answer texts may repeat; the order is fixed
                    key={index}
                    data-veriframe-quiz="option"
                    data-checked={chosen || undefined}
                    style={{
                      ...look.option,
                      ...(chosen && chosenOption),
                      ...(locked && { cursor: 'default' }),
                    }}
                  >
                    <input
                      type="radio"
                      name={`${id}${question.id}`}
                      value={answer.text}
                      checked={chosen}
                      style={look.radio}
                      onChange={() => setAnswers((previous) => ({ ...previous, [question.id]: answer.text }))}
                    />
                    {answer.text}
                  </label>
                );
              })}
            </fieldset>
          ))}
          {notice}
          {!timeUp && !problem && unanswered > 0 && (
            <p data-veriframe-quiz="hint" style={look.hint}>
              {texts.quizUnanswered(number(unanswered))}
            </p>
          )}
          <div data-veriframe-quiz="actions" style={look.actions}>
            {!closed && (
              <QuizButton primary type="submit" part="submit" disabled={!canSend} busy={submit.isPending}>
                {texts.quizSubmit}
              </QuizButton>
            )}
            {(problem || timeUp) && startButton}
          </div>
        </form>
      ) : (
        <>
          {notice}
          {startButton && <div style={look.actions}>{startButton}</div>}
        </>
      )}
    </section>
  );
}

/** A button of the quiz in its default look: primary (filled) or secondary (outlined). */
function QuizButton({
  primary = false,
  type = 'button',
  part,
  disabled,
  busy,
  onClick,
  children,
}: {
  primary?: boolean;
  type?: 'button' | 'submit';
  part: string;
  disabled?: boolean;
  busy?: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type={type}
      data-veriframe-quiz={part}
      data-quiz-submit={type === 'submit' ? '' : undefined}
      data-variant={primary ? 'primary' : 'secondary'}
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={onClick}
      style={{ ...(primary ? look.primary : look.secondary), ...(disabled && disabledButton) }}
    >
      {children}
    </button>
  );
}

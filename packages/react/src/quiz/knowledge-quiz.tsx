'use client';

import type { GatewayAgeBody } from '@veriframe/core/age-check';
import type { ProxyError } from '@veriframe/core/client';
import { type FormEvent, useId } from 'react';
import {
  englishQuizTexts,
  formatCountdown,
  formatNumber,
  type KitTexts,
  languageAttributes,
} from '../texts/kit-texts';
import { useKitTextsFor } from '../texts/kit-texts-context';
import { countdownAnnouncement } from './countdown-announcement';
import { chosenOption, look } from './quiz-look';
import { QuizButton, QuizNotice, QuizResult } from './quiz-panels';
import { quizProblemWords } from './quiz-problem';
import type { GatewayAnswer } from './quiz-types';
import { useKnowledgeQuiz } from './use-knowledge-quiz';

export interface KnowledgeQuizProps {
  /** The gateway result of `AgeMatch5.0.KBA` / `IDMatchPLUS5.0.MULTI` holding the quiz (spec 2.2). */
  initialResult?: GatewayAnswer;
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
  onResult?: (result: GatewayAnswer) => void;
  onError?: (error: ProxyError) => void;
  title?: string;
  /** Texts of this quiz, over the provider's (`<VeriframeProvider texts>`), over English. */
  texts?: Partial<KitTexts>;
}

/**
 * The knowledge quiz: questions as radio groups, a visible countdown, submission through the proxy and the
 * final result. Every text from the service is rendered as text. The flow (questions, answers, countdown,
 * errors, result) is core's `KnowledgeQuizFlow` through {@link useKnowledgeQuiz}; this component only renders.
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
  now,
  onResult,
  onError,
  title,
  texts: ownTexts,
}: KnowledgeQuizProps) {
  const texts = useKitTextsFor(englishQuizTexts, ownTexts);
  const id = useId();
  // `request` is the public prop's loose record; the proxy checks it (400 naming the field).
  const quiz = useKnowledgeQuiz({
    initialResult,
    request: request as Partial<GatewayAgeBody> | undefined,
    timeLimitSeconds,
    now,
    onResult,
    onError,
  });
  const { phase, secondsLeft, timeUp, closed, locked, canSend, unanswered, answers } = quiz;
  const questions = quiz.quiz;
  const final = quiz.result;
  const problem = quiz.problem && quizProblemWords(quiz.problem, texts);
  const countdown = formatCountdown(texts.locale, timeUp ? 0 : (secondsLeft ?? timeLimitSeconds));
  const state = final ? 'done' : timeUp ? 'expired' : problem ? 'error' : questions ? 'quiz' : 'idle';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void quiz.submit();
  };

  // One primary button per state: the action that state asks for. "Start again" is primary only when nothing
  // else can be done (the questions are closed), secondary beside a retry or a final result.
  const startAgainFirst = closed || (!questions && !final);
  const startButton = request !== undefined && !(final?.result.action === 'PASS') && (
    <QuizButton
      primary={startAgainFirst}
      disabled={phase === 'starting'}
      part="start"
      onClick={() => void quiz.start()}
    >
      {problem?.kind === 'start-failed'
        ? texts.quizTryAgain
        : questions || final
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
      data-state={state}
      data-veriframe-quiz="root"
      style={look.root}
    >
      <div data-veriframe-quiz="header" style={look.header}>
        <h2 id={`${id}t`} data-veriframe-quiz="heading" style={look.heading}>
          {title ?? texts.quizTitle}
        </h2>
        {questions && !final && (
          <p id={`${id}c`} data-veriframe-quiz="timer" data-time-up={timeUp || undefined} style={look.timer}>
            {texts.quizTimeLeft} <span role="timer">{countdown}</span>
          </p>
        )}
      </div>
      {!questions && !final && request === undefined && (
        <p role="alert" data-veriframe-quiz="hint" style={look.hint}>
          {texts.quizNeedsInput}
        </p>
      )}
      {final ? (
        <>
          <QuizResult result={final} asked={quiz.asked} texts={texts} />
          {startButton && <div style={look.actions}>{startButton}</div>}
        </>
      ) : questions ? (
        <form onSubmit={onSubmit} aria-describedby={`${id}c`} data-veriframe-quiz="form" style={look.form}>
          <p aria-live="polite" style={look.live}>
            {closed ? texts.quizAnnounceTimeUp : countdownAnnouncement(secondsLeft, texts)}
          </p>
          {questions.questions.map((question) => (
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
                      onChange={() => quiz.choose(question.id, answer.text)}
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
              {texts.quizUnanswered(formatNumber(texts.locale, unanswered))}
            </p>
          )}
          <div data-veriframe-quiz="actions" style={look.footer}>
            {/* A copy for the eye; screen readers have the timer above and the announcements at thresholds. */}
            {!closed && (
              <span aria-hidden="true" data-veriframe-quiz="footer-time" style={look.timer}>
                {texts.quizTimeLeft} {countdown}
              </span>
            )}
            <span style={look.actions}>
              {!closed && (
                <QuizButton
                  primary
                  type="submit"
                  part="submit"
                  disabled={!canSend}
                  busy={phase === 'sending'}
                >
                  {texts.quizSubmit}
                </QuizButton>
              )}
              {(problem || timeUp) && startButton}
            </span>
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

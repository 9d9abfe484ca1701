'use client';

import type { ReactNode } from 'react';
import { formatNumber, type QuizTexts } from '../texts/kit-texts';
import {
  disabledButton,
  look,
  mark,
  panel,
  panelText,
  panelTitle,
  type Tone,
  toneOf,
  tones,
} from './quiz-look';
import type { GatewayAnswer } from './quiz-types';

/**
 * A state's message in a tone (an error, the time-up state): a mark, a title in bold, plain words. Only the
 * words are the alert, so a screen reader reads them without the mark.
 */
export function QuizNotice({
  tone,
  title,
  state,
  children,
}: {
  tone: Tone;
  title?: string;
  /** `data-state` of the announcement, e.g. `unauthenticated`, for the app's tests and styles. */
  state?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div data-veriframe-quiz="notice" data-tone={tone} style={panel(tone)}>
      <span aria-hidden="true" style={mark(tone)}>
        {tone === 'danger' ? '✕' : '!'}
      </span>
      <div
        role="alert"
        data-state={state}
        style={{ display: 'flex', flexDirection: 'column', gap: '0.2rem' }}
      >
        {title && <p style={{ ...panelTitle, color: tones[tone] }}>{title}</p>}
        <p style={panelText}>{children}</p>
      </div>
    </div>
  );
}

/**
 * The final result as a result: its outcome in plain words under a mark (✓ PASS, ! REVIEW or PENDING,
 * ✕ FAIL), then the service's own action and detail and the answer count, then the service's issues.
 */
export function QuizResult({
  result,
  asked,
  texts,
}: {
  result: GatewayAnswer;
  /** False for a result the service gave without asking questions. */
  asked: boolean;
  texts: QuizTexts;
}) {
  const { action, detail, issues } = result.result;
  const { tone, mark: symbol } = toneOf(action);
  const answers = result.output?.answers;
  const number = (value: number) => formatNumber(texts.locale, value);
  return (
    <>
      <div data-veriframe-quiz="result" data-outcome={action} style={panel(tone)}>
        <span aria-hidden="true" style={mark(tone)}>
          {symbol}
        </span>
        <div role="status" style={{ display: 'flex', flexDirection: 'column', gap: '0.2rem' }}>
          <p style={{ ...panelTitle, color: tones[tone] }}>{texts.quizOutcome(action)}</p>
          <p style={{ ...panelText, fontSize: '0.9em' }}>
            {action}: {detail}
            {answers && ` (${texts.quizAnswersCorrect(number(answers.correct), number(answers.asked))})`}
          </p>
        </div>
      </div>
      {issues.length > 0 && (
        <ul data-testid="quiz-issues" data-veriframe-quiz="issues" style={look.issues}>
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
      {!asked && action !== 'PASS' && (
        <p data-testid="quiz-not-asked" data-veriframe-quiz="hint" style={look.hint}>
          {texts.quizNotAsked}
        </p>
      )}
    </>
  );
}

/** A button of the quiz in its default look: primary (filled) or secondary (outlined). */
export function QuizButton({
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

'use client';

import {
  type GatewayAgeBody,
  type GatewayAnswer,
  KnowledgeQuizFlow,
  type KnowledgeQuizOptions,
  type KnowledgeQuizSnapshot,
} from '@veriframe/core/age-check';
import type { ProxyError } from '@veriframe/core/client';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useVeriframe } from '../provider/veriframe-provider';

export interface UseKnowledgeQuizOptions
  extends Omit<KnowledgeQuizOptions<ProxyError>, 'client' | 'request' | 'setInterval' | 'clearInterval'> {
  /** Body of `POST {base}/gateway/age` (spec 4.1); `service` defaults to `AgeMatch5.0.KBA`. */
  request?: Partial<GatewayAgeBody>;
}

export interface KnowledgeQuizState extends KnowledgeQuizSnapshot<ProxyError> {
  /** Asks for new questions (also "start again"); never rejects. */
  start(): Promise<GatewayAnswer | null>;
  /** Chooses an answer; ignored once the questions are locked. */
  choose(questionId: string, text: string): void;
  /** Sends the answers when `canSend`; never rejects. */
  submit(): Promise<void>;
  /** The core flow behind the hook. */
  flow: KnowledgeQuizFlow<ProxyError>;
}

/**
 * The knowledge quiz's state and actions, a thin hook over core's `KnowledgeQuizFlow` through the provider's
 * proxy client: the questions, the chosen answers, the countdown, the typed problem and the final result.
 * `<KnowledgeQuiz>` renders it; use the hook for a quiz in your own markup.
 *
 * @example
 * const quiz = useKnowledgeQuiz({ request: { target: { fn, ln, addr, zip, age: '21+' } } });
 * <button onClick={() => quiz.start()}>Start</button>
 * {quiz.quiz?.questions.map((q) => <Question key={q.id} question={q} onPick={(t) => quiz.choose(q.id, t)} />)}
 */
export function useKnowledgeQuiz(options: UseKnowledgeQuizOptions = {}): KnowledgeQuizState {
  const { client } = useVeriframe();
  const flowOptions = { ...options, client };
  // The quiz of `initialResult` is taken once; its clock starts when the hook first subscribes (after commit).
  const [flow] = useState(() => new KnowledgeQuizFlow<ProxyError>(flowOptions));
  // Options are pushed after commit: callbacks and the request stay current, a render never touches the flow.
  useEffect(() => {
    flow.setOptions(flowOptions);
  });
  const snapshot = useSyncExternalStore(flow.subscribe, flow.getSnapshot, flow.getSnapshot);
  return useMemo(
    () => ({ ...snapshot, start: flow.start, choose: flow.choose, submit: flow.submit, flow }),
    [snapshot, flow],
  );
}

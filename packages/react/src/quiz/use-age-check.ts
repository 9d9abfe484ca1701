'use client';

import {
  AgeCheckFlow,
  type AgeCheckOptions,
  type AgeCheckSnapshot,
  type AgeCheckVerdict,
  type GatewayAgeBody,
} from '@veriframe/core/age-check';
import type { ProxyError } from '@veriframe/core/client';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useVeriframe } from '../provider/veriframe-provider';

export type UseAgeCheckOptions = Omit<AgeCheckOptions<ProxyError>, 'client'>;

export interface AgeCheck extends AgeCheckSnapshot<ProxyError> {
  /** Checks `body` (default: the last one, "try again"); resolves with the verdict or `null`, never rejects. */
  check(body?: GatewayAgeBody): Promise<AgeCheckVerdict | null>;
  /** Stops waiting for the check on its way; nothing was decided. */
  cancel(): void;
  /** The core flow behind the hook (`flow.quiz()` hands a quiz verdict over to a `KnowledgeQuizFlow`). */
  flow: AgeCheckFlow<ProxyError>;
}

/**
 * A gateway age check (`POST {base}/gateway/age`, spec 4.1) through the provider's proxy client: a thin hook over
 * core's `AgeCheckFlow`. The verdict is typed (`pass`, `no-match`, `fail`, `review`, `quiz`), and so is a
 * failure (`invalid` with each refused target field, `rate-limited` with the wait, `timeout`, ...). A check on its
 * way is cancelled when the component unmounts.
 *
 * @example
 * const age = useAgeCheck();
 * <button onClick={() => age.check({ service: 'AgeMatch5.0', target: { fn, ln, addr, zip, age: '21+' } })}>Check</button>
 * {age.verdict?.kind === 'pass' && <p>Welcome</p>}
 * {age.verdict?.kind === 'quiz' && <KnowledgeQuiz initialResult={age.verdict.result} />}
 */
export function useAgeCheck(options: UseAgeCheckOptions = {}): AgeCheck {
  const { client } = useVeriframe();
  const flowOptions = { ...options, client };
  const [flow] = useState(() => new AgeCheckFlow<ProxyError>(flowOptions));
  useEffect(() => {
    flow.setOptions(flowOptions);
  });
  useEffect(() => () => flow.cancel(), [flow]);
  const snapshot = useSyncExternalStore(flow.subscribe, flow.getSnapshot, flow.getSnapshot);
  return useMemo(() => ({ ...snapshot, check: flow.check, cancel: flow.cancel, flow }), [snapshot, flow]);
}

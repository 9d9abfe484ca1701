// A scripted stand-in for the proxy client in core's unit tests (core cannot start the sandbox: the sandbox
// depends on core). The flows through the real proxy and sandbox are tested in @veriframe/react
// (`quiz/quiz-flows.proxy.test.ts`).
import type { GatewayAnswer, GatewayClient } from '../src/age-check/gateway-answer';

export interface Sent {
  path: string;
  body: unknown;
  idempotencyKey: string | undefined;
  signal: AbortSignal | undefined;
}

/** A proxy error as the React client throws it. */
export const proxyError = (code: string, status: number, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(code), { code, status, ...extra });

/** Answers each call with the next scripted step (a result, or an error to throw); records what was sent. */
export function scriptedClient(...steps: (GatewayAnswer | Error | Promise<GatewayAnswer>)[]) {
  const sent: Sent[] = [];
  const client: GatewayClient = {
    post: async (
      path: string,
      body: unknown,
      options?: { headers?: Record<string, string>; signal?: AbortSignal },
    ) => {
      sent.push({
        path,
        body,
        idempotencyKey: options?.headers?.['Idempotency-Key'],
        signal: options?.signal,
      });
      const step = steps.shift();
      if (step === undefined) throw new Error(`unscripted call to ${path}`);
      if (step instanceof Error) throw step;
      return step;
    },
  };
  return { client, sent };
}

export const question = (id: string, right: string) => ({
  id,
  prompt: `Which ${id}?`,
  type: 'city',
  answers: [{ text: right }, { text: 'None of the above' }],
});

/** A PENDING answer holding two questions and token `token`. */
export const withQuiz = (token = 'quiz-1'): GatewayAnswer => ({
  result: { action: 'PENDING', detail: 'MORE INFORMATION IS REQUIRED', issues: [] },
  output: { questions: { questions: [question('q1', 'Dayton'), question('q2', '45402')] } },
  continuations: { questions: { template: { token, answers: {} } } },
});

export const graded = (action: 'PASS' | 'REVIEW', correct: number): GatewayAnswer => ({
  result: {
    action,
    detail: action === 'PASS' ? 'ALL CHECKS PASSED' : 'TRANSACTION REQUIRES FURTHER ATTENTION',
    issues: action === 'PASS' ? [] : ['QUESTION CHECK FAILED'],
  },
  output: { answers: { asked: 2, correct } },
});

/** A clock and interval timers the test moves by hand. */
export function fakeTimers(start = 1_000_000) {
  let now = start;
  const intervals = new Map<number, () => void>();
  let next = 1;
  return {
    now: () => now,
    setInterval: (run: () => void) => {
      intervals.set(next, run);
      return next++;
    },
    clearInterval: (handle: unknown) => {
      intervals.delete(handle as number);
    },
    /** Moves the clock by `ms` without a tick (a tick lands between two whole seconds). */
    shift(ms: number) {
      now += ms;
    },
    /** Moves the clock by `seconds`, one tick per second. */
    advance(seconds: number) {
      for (let i = 0; i < seconds; i++) {
        now += 1000;
        for (const run of [...intervals.values()]) run();
      }
    },
    running: () => intervals.size,
  };
}

/** A promise the test settles by hand. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// @vitest-environment node
// No exported component or hook reads an impure value (clock, randomness) during render. Next.js
// prerendering rejects such reads ("used `Date.now()` inside a Client Component without a Suspense
// boundary"), and React requires render to be pure. Generic on purpose: every component and hook the
// entries export must have a scenario below, so a new export (or a rewritten hook) is checked too.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import * as documentApi from './document-modal/index';
import { testModalParameters } from './document-modal/test-vendor';
import * as mainApi from './index';
import * as ageCheckApi from './quiz/index';
import type { GatewayAnswer } from './quiz/quiz-types';
import * as previewerApi from './style-previewer/index';

// Every entry but the style previewer's (below), as one namespace.
const api = { ...mainApi, ...documentApi, ...ageCheckApi };

const LINK = 'http://127.0.0.1:4011/journey/abc?t=1';
const quiz: GatewayAnswer = {
  result: { action: 'PENDING', detail: 'MORE INFORMATION IS REQUIRED', issues: [] },
  output: {
    questions: {
      questions: [{ id: 'q1', prompt: 'Which city?', type: 'city', answers: [{ text: 'Dayton' }] }],
    },
  },
  continuations: { questions: { template: { token: 'quiz', answers: {} } } },
};

/** A component that calls `useHook()` and shows nothing of it (the read, if any, happens anyway). */
function HookHost({ useHook }: { useHook: () => unknown }) {
  useHook();
  return null;
}
const hook = (useHook: () => unknown): ReactNode => <HookHost useHook={useHook} />;

function ModalPage() {
  const modal = api.useDocumentModal(testModalParameters(), {});
  return <api.DocumentModalButton modal={modal}>Scan</api.DocumentModalButton>;
}

function HostedPage() {
  const verification = api.useHostedVerification({ session: { age: '21+' } });
  return <api.HostedVerificationFrame verification={verification} />;
}

/** Reads the clock in render: the trap's own check. */
function Impure() {
  return <p>{Date.now() > 0 ? 'read the clock' : ''}</p>;
}

/** One or more renders per exported component or hook, in the states a server can reach. */
const scenarios: Record<string, () => ReactNode[]> = {
  VeriframeProvider: () => [<p key="p">inside</p>],
  DocumentModalButton: () => [<ModalPage key="modal" />],
  HostedVerificationFrame: () => [
    <api.HostedVerificationFrame key="src" src={LINK} />,
    <HostedPage key="hook" />,
  ],
  HostedVerificationDialog: () => [
    <api.HostedVerificationDialog key="closed" src={LINK} trigger="Verify" />,
    <api.HostedVerificationDialog key="open" src={LINK} trigger="Verify" defaultOpen />,
  ],
  KnowledgeQuiz: () => [
    <api.KnowledgeQuiz key="start" request={{ target: {} }} />,
    <api.KnowledgeQuiz key="quiz" initialResult={quiz} />,
  ],
  useKnowledgeQuiz: () => [
    hook(() => api.useKnowledgeQuiz()),
    hook(() => api.useKnowledgeQuiz({ initialResult: quiz })),
  ],
  useAgeCheck: () => [hook(() => api.useAgeCheck())],
  useDocumentModal: () => [hook(() => api.useDocumentModal(testModalParameters(), {}))],
  usePreloadDocumentModal: () => [hook(() => api.usePreloadDocumentModal())],
  useDocumentStatus: () => [hook(() => api.useDocumentStatus())],
  useHostedVerification: () => [
    hook(() => api.useHostedVerification()),
    hook(() => api.useHostedVerification({ session: { age: '21+' } })),
  ],
  useVeriframe: () => [hook(() => api.useVeriframe())],
  useKitTexts: () => [hook(() => api.useKitTexts()), hook(() => api.useKitTexts({ quizSubmit: 'Send' }))],
  VeriframeTexts: () => [
    <api.VeriframeTexts key="texts" texts={{ quizStart: 'Go' }}>
      <api.KnowledgeQuiz initialResult={quiz} />
    </api.VeriframeTexts>,
  ],
  StylePreviewer: () => [
    <previewerApi.StylePreviewer key="one" />,
    <previewerApi.StylePreviewer key="all" defaultScreen="all" defaultCompareSchemes />,
  ],
};

const isComponentOrHook = (name: string, value: unknown) =>
  (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)) &&
  (/^use[A-Z]/.test(name) || /^[A-Z][a-z]/.test(name)) &&
  !(typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value)));

// Every impure source a render could read, trapped while (and only while) a render runs. React's own reads
// (its renderer timing itself) are not the components' and are left out.
const reads: string[] = [];
const reactInternals = /node_modules\/(\.pnpm\/)?react(-dom)?[@/]/;
function record(label: string) {
  const frames = new Error().stack?.split('\n').slice(3, 9) ?? [];
  if (!reactInternals.test(frames[0] ?? '')) reads.push(`${label}\n${frames.join('\n')}`);
}
const restore: (() => void)[] = [];
function trap<T extends object>(target: T, key: keyof T & string, label: string) {
  const original = target[key] as (...args: unknown[]) => unknown;
  target[key] = function (this: unknown, ...args: unknown[]) {
    record(label);
    return original.apply(this, args);
  } as T[keyof T & string];
  restore.push(() => {
    target[key] = original as T[keyof T & string];
  });
}
function trapDateConstructor() {
  const RealDate = Date;
  const TrappedDate = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      if (args.length === 0) record('new Date()');
      return Reflect.construct(target, args, newTarget);
    },
  });
  globalThis.Date = TrappedDate;
  restore.push(() => {
    globalThis.Date = RealDate;
  });
}

function renderTrapped(node: ReactNode): string[] {
  reads.length = 0;
  trapDateConstructor();
  trap(Date, 'now', 'Date.now()');
  trap(performance, 'now', 'performance.now()');
  trap(Math, 'random', 'Math.random()');
  trap(crypto, 'randomUUID', 'crypto.randomUUID()');
  trap(crypto, 'getRandomValues', 'crypto.getRandomValues()');
  try {
    renderToString(<api.VeriframeProvider>{node}</api.VeriframeProvider>);
  } finally {
    for (const undo of restore.splice(0).reverse()) undo();
  }
  return [...reads];
}

afterEach(() => {
  for (const undo of restore.splice(0).reverse()) undo();
});

describe('render purity (no clock or randomness read during render)', () => {
  it('has a scenario for every exported component and hook', () => {
    const exported = [...Object.entries(api), ...Object.entries(previewerApi)]
      .filter(([name, value]) => isComponentOrHook(name, value))
      .map(([name]) => name);
    expect(exported.length).toBeGreaterThan(5);
    expect(exported.filter((name) => !(name in scenarios))).toEqual([]);
  });

  it('the trap sees an impure read (so a clean result means something)', () => {
    expect(renderTrapped(<Impure />).join('\n')).toContain('Date.now()');
  });

  for (const [name, renders] of Object.entries(scenarios)) {
    it(`${name} reads nothing impure while rendering`, () => {
      for (const node of renders()) expect(renderTrapped(node)).toEqual([]);
    });
  }
});

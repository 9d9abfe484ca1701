import type { Result } from '@veriframe/core';
import type { QuizService } from '@veriframe/core/age-check';
import type { SandboxContext } from '../../kernel/context';
import { generalIdentityTestKey, type TestPerson } from '../../test-data';
import { vpinRegistry } from '../vpin/registry';
import { evaluateDmv, findDmvRecord } from './dmv';
import type { FieldIssue } from './errors';
import {
  cannedInternational,
  evaluateInternational,
  internationalCountry,
  isInternationalTestKey,
} from './international';
import { parseDmvTarget, parseInternationalTarget, parseUsTarget } from './parse';
import { buildQuiz, type IssuedQuiz, newQuizToken } from './quiz';
import {
  evaluateAgeMatch,
  evaluateQuizPrecheck,
  findPerson,
  type RuleInput,
  ruleSets,
  type Verdict,
} from './us-identity';

/** Per-context gateway state, cleared on reset. */
export interface GatewayState {
  quizzes: Map<string, IssuedQuiz>;
  /** Final results by final-template token, for `/process/status`. */
  finals: Map<string, unknown>;
  /** Document numbers verified while storage was active (DMV VERIFICATION EXISTS). */
  verifiedDocuments: Set<string>;
}

export interface ServiceCall {
  ctx: SandboxContext;
  state: GatewayState;
  service: string;
  reference: string;
  user: string;
  rules: string | undefined;
  target: Record<string, unknown>;
}

/** What a service decided, before `meta` is added; `extra` holds quiz fields. */
export interface ServiceDecision {
  verdict: Verdict;
  test: boolean;
  inputs: Record<string, unknown>;
  vpin?: string;
  extra?: Record<string, unknown>;
}

/** A service's decision, or the broken rules of its input. */
export type ServiceOutcome = Result<ServiceDecision, FieldIssue[]>;

// Keyed by core's list of quiz services: a service added there and not here fails the typecheck.
const quizServiceRules: Record<QuizService, { ageRequired: boolean }> = {
  'AgeMatch5.0.KBA': { ageRequired: true },
  'IDMatchPLUS5.0.MULTI': { ageRequired: false },
};

/** True when the name is a service this sandbox runs. */
export function isKnownService(service: string): boolean {
  return (
    service === 'AgeMatch5.0' ||
    service === 'AgeMatch5.0.DMV' ||
    Object.hasOwn(quizServiceRules, service) ||
    internationalCountry(service) !== undefined
  );
}

/** True for any test key the sandbox knows (`general_identity` or a canned international key). */
export function isValidTestKey(key: unknown): boolean {
  return key === generalIdentityTestKey || (typeof key === 'string' && isInternationalTestKey(key));
}

type Checked<T> = Result<T, FieldIssue>;

/** 4.2: the US services accept `general_identity`; any other key is a client mistake, not silent live mode. */
function usTestMode(target: Record<string, unknown>, service: string): Checked<boolean> {
  const key = target.test_key;
  if (key === undefined || key === null || key === '') return { ok: true, value: false };
  if (key === generalIdentityTestKey) return { ok: true, value: true };
  return {
    ok: false,
    error: {
      field: 'target.test_key',
      rule: `unknown test key for ${service}; use ${generalIdentityTestKey} (or omit it)`,
    },
  };
}

/** The inputs the `rules` rule set requires; none for the base rule set. */
function ruleInputs(rules: string | undefined): Checked<readonly RuleInput[]> {
  if (rules === undefined || rules === '') return { ok: true, value: [] };
  // Own keys only: `constructor` or `__proto__` must not reach Object.prototype.
  const inputs = Object.hasOwn(ruleSets, rules) ? ruleSets[rules as keyof typeof ruleSets] : undefined;
  if (!inputs) {
    return {
      ok: false,
      error: { field: 'rules', rule: `unknown rule set "${rules}"; see the AgeMatch5.0 rule set ids` },
    };
  }
  return { ok: true, value: inputs };
}

/** Target field issues of a known service, without running it (to report every issue of a bad request). */
export function targetIssues(service: string, target: Record<string, unknown>): FieldIssue[] {
  if (service === 'AgeMatch5.0.DMV') {
    const parsed = parseDmvTarget(target);
    return parsed.ok ? [] : parsed.error;
  }
  if (internationalCountry(service)) {
    if (typeof target.test_key === 'string' && isInternationalTestKey(target.test_key)) return [];
    const parsed = parseInternationalTarget(target);
    return parsed.ok ? [] : parsed.error;
  }
  const parsed = parseUsTarget(target);
  return parsed.ok ? [] : parsed.error;
}

/** Runs the service named in the call (already known to exist). */
export function runService(call: ServiceCall): ServiceOutcome {
  if (call.service === 'AgeMatch5.0.DMV') return runDmv(call);
  const country = internationalCountry(call.service);
  if (country) return runInternational(call, country);
  return runUs(call);
}

function runUs(call: ServiceCall): ServiceOutcome {
  const now = call.ctx.clock.now();
  const parsed = parseUsTarget(call.target);
  const testMode = usTestMode(call.target, call.service);
  const rules = ruleInputs(call.rules);
  if (!parsed.ok || !testMode.ok || !rules.ok) {
    const issues = [...(parsed.ok ? [] : parsed.error)];
    if (!testMode.ok) issues.push(testMode.error);
    if (!rules.ok) issues.push(rules.error);
    return { ok: false, error: issues };
  }
  const target = parsed.value;
  const test = testMode.value;
  const inputs = { ...target, ...(call.rules ? { rules: call.rules } : {}) };
  const quiz = Object.hasOwn(quizServiceRules, call.service)
    ? quizServiceRules[call.service as QuizService]
    : undefined;
  if (!quiz) {
    const verdict = evaluateAgeMatch(target, rules.value, now);
    return { ok: true, value: { verdict, test, inputs, vpin: passVpin(verdict) } };
  }
  const pre = evaluateQuizPrecheck(target, rules.value, quiz.ageRequired, now);
  if (pre) return { ok: true, value: { verdict: pre, test, inputs } };
  // The precheck found the person (it answers NO MATCH otherwise).
  const person = findPerson(target)!;
  return { ok: true, value: { test, inputs, ...issueQuiz(call, person, test, now) } };
}

/** Stores a new quiz for the person and returns the PENDING verdict with the quiz fields of 2.2. */
function issueQuiz(call: ServiceCall, person: TestPerson, test: boolean, now: number) {
  const { questions, correct } = buildQuiz(person);
  const token = newQuizToken(call.ctx.random);
  forgetStaleQuizzes(call.state, now);
  call.state.quizzes.set(token, {
    token,
    service: call.service,
    reference: call.reference,
    user: call.user,
    test,
    person,
    questions,
    correct,
    issuedAt: now,
  });
  const answers = Object.fromEntries(questions.map((q) => [q.id, [] as string[]]));
  const verdict: Verdict = { action: 'PENDING', detail: 'MORE INFORMATION IS REQUIRED', issues: [], person };
  return {
    verdict,
    extra: {
      output: { questions: { questions } },
      continuations: {
        questions: {
          url: '/process/continue',
          template: { token, answers },
          instructions:
            'Place the text of the chosen answer, case sensitive, in the array of each question id, then POST ' +
            'token and answers to the url within 90 seconds.',
        },
      },
    },
  };
}

/** Quizzes are kept an hour past issue (so late answers still get 410, not 404), then dropped to bound memory. */
const quizRetentionMs = 3_600_000;

function forgetStaleQuizzes(state: GatewayState, now: number): void {
  for (const [token, quiz] of state.quizzes) {
    if (now - quiz.issuedAt > quizRetentionMs) state.quizzes.delete(token);
  }
}

/** A PASS returns the person's V-PIN, issued to the client and monitored. */
function passVpin(verdict: Verdict): string | undefined {
  return verdict.action === 'PASS' && verdict.person ? verdict.person.vpin : undefined;
}

function runDmv(call: ServiceCall): ServiceOutcome {
  const parsed = parseDmvTarget(call.target);
  const testMode = usTestMode(call.target, call.service);
  const issues = [...(parsed.ok ? [] : parsed.error), ...(testMode.ok ? [] : [testMode.error])];
  if (call.rules)
    issues.push({ field: 'rules', rule: 'AgeMatch5.0.DMV has only its base rule set; omit rules' });
  if (!parsed.ok || issues.length > 0) return { ok: false, error: issues };
  const { document, age } = parsed.value;
  const inputs = { ...document, ...(age ? { age } : {}) };
  const base = { test: testMode.ok && testMode.value, inputs };
  if (!age)
    return {
      ok: true,
      value: { ...base, verdict: { action: 'FAIL', detail: 'AGE NOT SUBMITTED', issues: [] } },
    };
  const number = findDmvRecord(document.number)?.number;
  const vpin = number ? `VP-DMV-${number}` : undefined;
  // Storage active and this document already verified: no data-source search (3.1).
  if (call.ctx.settings.storage && number && call.state.verifiedDocuments.has(number)) {
    return {
      ok: true,
      value: { ...base, vpin, verdict: { action: 'PASS', detail: 'VERIFICATION EXISTS', issues: [] } },
    };
  }
  const verdict = evaluateDmv(document, age, call.ctx.clock.now());
  if (verdict.action !== 'PASS') return { ok: true, value: { ...base, verdict } };
  if (call.ctx.settings.storage && number) call.state.verifiedDocuments.add(number);
  return { ok: true, value: { ...base, verdict, vpin } };
}

function runInternational(call: ServiceCall, country: string): ServiceOutcome {
  const key = call.target.test_key;
  if (typeof key === 'string' && isInternationalTestKey(key)) {
    return { ok: true, value: { verdict: cannedInternational(key), test: true, inputs: { test_key: key } } };
  }
  const issues: FieldIssue[] = [];
  if (key !== undefined && key !== null && key !== '' && key !== generalIdentityTestKey) {
    issues.push({
      field: 'target.test_key',
      rule: `unknown test key; use one of the international_* keys or ${generalIdentityTestKey}`,
    });
  }
  if (call.rules)
    issues.push({ field: 'rules', rule: `${call.service} has only its base rule set; omit rules` });
  const parsed = parseInternationalTarget(call.target);
  if (!parsed.ok || issues.length > 0)
    return { ok: false, error: [...(parsed.ok ? [] : parsed.error), ...issues] };
  const verdict = evaluateInternational(country, parsed.value, call.ctx.clock.now());
  const vpin = verdict.action === 'PASS' ? verdict.intlPerson?.vpin : undefined;
  return {
    ok: true,
    value: { verdict, test: key === generalIdentityTestKey, inputs: { ...parsed.value }, vpin },
  };
}

/** Issues (monitors) a V-PIN returned to the client. */
export function issueVpin(ctx: SandboxContext, vpin: string | undefined): void {
  if (vpin) vpinRegistry(ctx).issue(vpin);
}

import type { AgeMatchRuleSet } from '@veriframe/core/age-check';
import type { AgeMatchTarget } from '@veriframe/core/schemas';
import { type TestPerson, testPersons } from '../../test-data';
import { ageInYears, normalizePhone, normalizeText, requiredAge, ssnMatches } from './matching';

/** Inputs a rule set can require to match (4.1). */
export type RuleInput = 'yob' | 'dob' | 'ssn' | 'addr' | 'phone';

/**
 * The nineteen AgeMatch5.0 rule sets and what each adds to the base. `ADDR_DOB_SSN_PHONE` is "described as
 * address and date of birth" in the spec; the sandbox follows its id (address, DOB, SSN, phone).
 */
export const ruleSets: Readonly<Record<AgeMatchRuleSet, readonly RuleInput[]>> = {
  AgeMatch5_0_RuleSet_YOB: ['yob'],
  AgeMatch5_0_RuleSet_YOB_SSN: ['yob', 'ssn'],
  AgeMatch5_0_RuleSet_DOB: ['dob'],
  AgeMatch5_0_RuleSet_DOB_SSN: ['dob', 'ssn'],
  AgeMatch5_0_RuleSet_ADDR: ['addr'],
  AgeMatch5_0_RuleSet_ADDR_YOB: ['addr', 'yob'],
  AgeMatch5_0_RuleSet_ADDR_YOB_SSN: ['addr', 'yob', 'ssn'],
  AgeMatch5_0_RuleSet_ADDR_DOB_SSN_PHONE: ['addr', 'dob', 'ssn', 'phone'],
  AgeMatch5_0_RuleSet_ADDR_YOB_SSN_PHONE: ['addr', 'yob', 'ssn', 'phone'],
  AgeMatch5_0_RuleSet_ADDR_DOB_PHONE: ['addr', 'dob', 'phone'],
  AgeMatch5_0_RuleSet_ADDR_YOB_PHONE: ['addr', 'yob', 'phone'],
  AgeMatch5_0_RuleSet_ADDR_SSN_PHONE: ['addr', 'ssn', 'phone'],
  AgeMatch5_0_RuleSet_ADDR_PHONE: ['addr', 'phone'],
  AgeMatch5_0_RuleSet_YOB_SSN_PHONE: ['yob', 'ssn', 'phone'],
  AgeMatch5_0_RuleSet_DOB_SSN_PHONE: ['dob', 'ssn', 'phone'],
  AgeMatch5_0_RuleSet_YOB_PHONE: ['yob', 'phone'],
  AgeMatch5_0_RuleSet_DOB_PHONE: ['dob', 'phone'],
  AgeMatch5_0_RuleSet_SSN_PHONE: ['ssn', 'phone'],
  AgeMatch5_0_RuleSet_PHONE: ['phone'],
};

/** The validated target of AgeMatch5.0 and the quiz services: core's 4.1 shape. */
export type UsTarget = AgeMatchTarget;

/** An outcome of a gateway check, before `meta` is added. */
export interface Verdict {
  action: 'PASS' | 'FAIL' | 'REVIEW' | 'PENDING';
  detail: string;
  issues: string[];
  /** The test person found, when one was. */
  person?: TestPerson;
}

/** Searches the US test database by first name, last name and zip (case-insensitive). */
export function findPerson(target: Pick<UsTarget, 'fn' | 'ln' | 'zip'>): TestPerson | undefined {
  const fn = normalizeText(target.fn);
  const ln = normalizeText(target.ln);
  const zip = target.zip.trim().slice(0, 5);
  return Object.values(testPersons).find(
    (p) => normalizeText(p.fn) === fn && normalizeText(p.ln) === ln && p.zip === zip,
  );
}

const inputIssue: Record<RuleInput, string> = {
  yob: 'YEAR OF BIRTH CHECK FAILED',
  dob: 'DATE OF BIRTH CHECK FAILED',
  ssn: 'SSN CHECK FAILED',
  addr: 'ADDRESS CHECK FAILED',
  phone: 'PHONE CHECK FAILED',
};

/** Issues for the inputs a rule set requires: absent or different from the record both fail. */
export function ruleIssues(person: TestPerson, target: UsTarget, inputs: readonly RuleInput[]): string[] {
  const issues: string[] = [];
  for (const input of inputs) {
    if (input === 'ssn' && person.ssns.length > 1) {
      issues.push('MULTIPLE SSNS FOUND');
      continue;
    }
    if (!inputMatches(person, target, input)) issues.push(inputIssue[input]);
  }
  return issues;
}

function inputMatches(person: TestPerson, target: UsTarget, input: RuleInput): boolean {
  switch (input) {
    case 'yob':
      return !!target.dob && !!person.dob && target.dob.slice(0, 4) === person.dob.slice(0, 4);
    case 'dob':
      return !!target.dob && target.dob === person.dob;
    case 'ssn':
      return !!target.ssn && person.ssns.some((s) => ssnMatches(target.ssn!, s));
    case 'addr':
      return normalizeText(target.addr) === normalizeText(person.addr);
    case 'phone':
      return !!target.phone && normalizePhone(target.phone) === person.phone;
  }
}

/** Issues for every optional input the client sent that differs from the record (quiz services). */
export function suppliedInputIssues(person: TestPerson, target: UsTarget): string[] {
  const issues: string[] = [];
  if (normalizeText(target.addr) !== normalizeText(person.addr)) issues.push('ADDRESS CHECK FAILED');
  if (target.dob && person.dob && target.dob !== person.dob) {
    if (target.dob.slice(0, 4) !== person.dob.slice(0, 4)) issues.push('YEAR OF BIRTH CHECK FAILED');
    if (target.dob.slice(4, 6) !== person.dob.slice(4, 6)) issues.push('MONTH OF BIRTH CHECK FAILED');
    if (target.dob.slice(6, 8) !== person.dob.slice(6, 8)) issues.push('DAY OF BIRTH CHECK FAILED');
    issues.push('DATE OF BIRTH CHECK FAILED');
  }
  if (person.ssns.length > 1) issues.push('MULTIPLE SSNS FOUND');
  else if (target.ssn && !person.ssns.some((s) => ssnMatches(target.ssn!, s)))
    issues.push('SSN CHECK FAILED');
  if (target.phone && normalizePhone(target.phone) !== person.phone) issues.push('PHONE CHECK FAILED');
  if (target.email && target.email.trim().toLowerCase() !== person.email) issues.push('EMAIL CHECK FAILED');
  return issues;
}

/** FAIL verdicts about the person's age, or null when the age requirement is met. */
export function ageVerdict(person: TestPerson, age: string, nowMs: number): Verdict | null {
  if (!person.dob) return { action: 'FAIL', detail: 'AGE NOT VERIFIED', issues: [], person };
  if (ageInYears(person.dob, nowMs) < requiredAge(age)) {
    return { action: 'FAIL', detail: 'POSSIBLE MINOR', issues: ['POSSIBLE MINOR'], person };
  }
  return null;
}

/**
 * AgeMatch5.0 (4.1): age submitted, identity found, the rule set's inputs match, not deceased, DOB on file,
 * old enough. A rule-set mismatch means no identity matched under that rule set: FAIL / NO MATCH with issues.
 */
export function evaluateAgeMatch(target: UsTarget, rules: readonly RuleInput[], nowMs: number): Verdict {
  if (!target.age) return { action: 'FAIL', detail: 'AGE NOT SUBMITTED', issues: [] };
  const person = findPerson(target);
  if (!person) return { action: 'FAIL', detail: 'NO MATCH', issues: [] };
  const issues = ruleIssues(person, target, rules);
  if (issues.length > 0) return { action: 'FAIL', detail: 'NO MATCH', issues, person };
  if (person.deceased) return { action: 'FAIL', detail: 'TARGET IS DECEASED', issues: [], person };
  return (
    ageVerdict(person, target.age, nowMs) ?? {
      action: 'PASS',
      detail: 'ALL CHECKS PASSED',
      issues: [],
      person,
    }
  );
}

/**
 * First step of AgeMatch5.0.KBA and IDMatchPLUS5.0.MULTI (4.1, 3.1): FAIL cases, then REVIEW when a sent or
 * rule-required attribute differs, else null (a quiz is due). `age` is required only by KBA.
 */
export function evaluateQuizPrecheck(
  target: UsTarget,
  rules: readonly RuleInput[],
  ageRequired: boolean,
  nowMs: number,
): Verdict | null {
  if (ageRequired && !target.age) return { action: 'FAIL', detail: 'AGE NOT SUBMITTED', issues: [] };
  const person = findPerson(target);
  if (!person) return { action: 'FAIL', detail: 'NO MATCH', issues: [] };
  if (person.deceased) return { action: 'FAIL', detail: 'TARGET IS DECEASED', issues: [], person };
  if (target.age) {
    const age = ageVerdict(person, target.age, nowMs);
    if (age) return age;
  }
  const issues = [...new Set([...suppliedInputIssues(person, target), ...ruleIssues(person, target, rules)])];
  if (issues.length > 0) {
    return { action: 'REVIEW', detail: 'TRANSACTION REQUIRES FURTHER ATTENTION', issues, person };
  }
  return null;
}

import type { DmvDocumentText } from '@veriframe/core/schemas';
import { type DmvIssue, type DmvTestRecord, dmvTestRecords } from '../../test-data';
import { ageInYears, normalizePostcode, normalizeText, requiredAge } from './matching';
import type { Verdict } from './us-identity';

/** Document attributes compared field by field with the issuing database, and the issue each raises. */
const comparedFields: [keyof DmvDocumentText, DmvIssue][] = [
  ['fn', 'FIRST NAME CHECK FAILED'],
  ['mn', 'MIDDLE NAME CHECK FAILED'],
  ['ln', 'LAST NAME CHECK FAILED'],
  ['suffix', 'NAME SUFFIX CHECK FAILED'],
  ['addr', 'ADDRESS CHECK FAILED'],
  ['city', 'CITY CHECK FAILED'],
  ['state', 'STATE CHECK FAILED'],
  ['zip', 'ZIP CHECK FAILED'],
  ['dob', 'DATE OF BIRTH CHECK FAILED'],
  ['expiration', 'ID EXPIRATION CHECK FAILED'],
  ['issue', 'ID ISSUE CHECK FAILED'],
  ['gender', 'GENDER CHECK FAILED'],
  ['eye_color', 'EYE COLOR CHECK FAILED'],
  ['weight', 'WEIGHT CHECK FAILED'],
  ['height', 'HEIGHT CHECK FAILED'],
];

function same(field: keyof DmvDocumentText, a: string, b: string): boolean {
  if (field === 'zip') return normalizePostcode(a).slice(0, 5) === normalizePostcode(b).slice(0, 5);
  return normalizeText(a) === normalizeText(b);
}

/** Looks a document number up in the sandbox's issuing database. */
export function findDmvRecord(number: string | undefined): DmvTestRecord | undefined {
  if (!number) return undefined;
  const wanted = normalizeText(number);
  return dmvTestRecords.find((r) => normalizeText(r.number) === wanted);
}

/** `YYYYMMDD` of the virtual clock's UTC date. */
function todayYyyymmdd(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * AgeMatch5.0.DMV (4.1): FAIL / NO MATCH without a record for the document number; otherwise each sent
 * attribute is compared with the record (an attribute not sent is not checked), plus the POD flag, the age
 * requirement and the expiration date. No issues: PASS; any: REVIEW with the issues.
 */
export function evaluateDmv(document: DmvDocumentText, age: string, nowMs: number): Verdict {
  const found = findDmvRecord(document.number);
  if (!found) return { action: 'FAIL', detail: 'NO MATCH', issues: [] };
  const issues: string[] = [];
  for (const [field, issue] of comparedFields) {
    const sent = document[field];
    const held = found.record[field];
    if (sent !== undefined && held !== undefined && !same(field, sent, held)) issues.push(issue);
  }
  if (found.podFailed)
    issues.splice(issues.indexOf('ADDRESS CHECK FAILED') + 1, 0, 'ADDRESS POD CHECK FAILED');
  const dob = found.record.dob;
  if (dob && ageInYears(dob, nowMs) < requiredAge(age)) issues.push('AGE CHECK FAILED');
  const expiration = found.record.expiration;
  if (expiration && expiration < todayYyyymmdd(nowMs)) issues.push('CURRENT DOCUMENT CHECK FAILED');
  if (issues.length > 0) {
    return { action: 'REVIEW', detail: 'TRANSACTION REQUIRES FURTHER ATTENTION', issues };
  }
  return { action: 'PASS', detail: 'ALL CHECKS PASSED', issues: [] };
}

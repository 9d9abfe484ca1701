import type { InternationalTarget } from '@veriframe/core/schemas';
import {
  type InternationalTestPerson,
  internationalCountries,
  internationalPersons,
  internationalTestKeys,
} from '../../test-data';
import { ageInYears, normalizePostcode, normalizeText, requiredAge } from './matching';
import type { Verdict } from './us-identity';

/** The country part of `AgeMatch5.0.<CountryName>` when it is one the sandbox covers (case-insensitive). */
export function internationalCountry(service: string): string | undefined {
  if (!service.startsWith('AgeMatch5.0.')) return undefined;
  const name = service.slice('AgeMatch5.0.'.length).toLowerCase();
  return internationalCountries.find((c) => c.toLowerCase() === name);
}

export type InternationalTestKey = keyof typeof internationalTestKeys;

/** True for one of the five canned international test keys. */
export function isInternationalTestKey(key: string | undefined): key is InternationalTestKey {
  return key !== undefined && Object.hasOwn(internationalTestKeys, key);
}

/** The canned result of a test key (4.1 International): the target input is ignored. */
export function cannedInternational(key: InternationalTestKey): Verdict {
  const { action, detail } = internationalTestKeys[key];
  return { action, detail, issues: detail === 'POSSIBLE MINOR' ? ['POSSIBLE MINOR'] : [] };
}

/**
 * What the sandbox reads of an AgeMatch5.0.<Country> target (core's 4.1 fields). `age` is optional here: without
 * it the sandbox answers FAIL AGE NOT SUBMITTED, as the service does, rather than refusing the query.
 */
export type InternationalTargetFields = Pick<InternationalTarget, 'fn' | 'ln' | 'zip' | 'dob'> & {
  age?: string | undefined;
};

/** The verdict plus the person found, for the V-PIN. */
export type InternationalVerdict = Verdict & { intlPerson?: InternationalTestPerson };

/**
 * Normal checks on the international test data: POSSIBLE MINOR when the input DOB is under the age,
 * NO MATCH, AGE NOT VERIFIED when the record has no DOB or the input DOB differs, else PASS.
 */
export function evaluateInternational(
  country: string,
  target: InternationalTargetFields,
  nowMs: number,
): InternationalVerdict {
  if (!target.age) return { action: 'FAIL', detail: 'AGE NOT SUBMITTED', issues: [] };
  const min = requiredAge(target.age);
  if (target.dob && ageInYears(target.dob, nowMs) < min) {
    return { action: 'FAIL', detail: 'POSSIBLE MINOR', issues: ['POSSIBLE MINOR'] };
  }
  const person = internationalPersons.find(
    (p) =>
      p.country === country &&
      normalizeText(p.fn) === normalizeText(target.fn) &&
      normalizeText(p.ln) === normalizeText(target.ln) &&
      normalizePostcode(p.zip) === normalizePostcode(target.zip),
  );
  if (!person) return { action: 'FAIL', detail: 'NO MATCH', issues: [] };
  if (!person.dob || (target.dob && target.dob !== person.dob)) {
    return { action: 'FAIL', detail: 'AGE NOT VERIFIED', issues: [], intlPerson: person };
  }
  if (ageInYears(person.dob, nowMs) < min) {
    return { action: 'FAIL', detail: 'POSSIBLE MINOR', issues: ['POSSIBLE MINOR'], intlPerson: person };
  }
  return { action: 'PASS', detail: 'ALL CHECKS PASSED', issues: [], intlPerson: person };
}

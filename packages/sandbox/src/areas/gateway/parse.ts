import type { DmvDocument } from '../../test-data';
import { ageRule, type FieldIssue, FieldReader, yyyymmdd } from './errors';
import type { InternationalTarget } from './international';
import { isCalendarDate } from './matching';
import type { UsTarget } from './us-identity';

const dateRule = 'must be a date YYYYMMDD';
const ageRuleText = 'must look like 18+ or 21+';

type Parsed<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

function finish<T>(reader: FieldReader, value: T, extra: FieldIssue[] = []): Parsed<T> {
  const issues = [...reader.issues, ...extra];
  return issues.length ? { ok: false, issues } : { ok: true, value };
}

/** Calendar check on an already well-formed `YYYYMMDD`. */
function dateIssues(field: string, value: string | undefined): FieldIssue[] {
  return value && !isCalendarDate(value) ? [{ field, rule: 'must be a real calendar date' }] : [];
}

/** Target of AgeMatch5.0 and the quiz services (4.1): fn, ln, addr, zip required; `age` checked later. */
export function parseUsTarget(target: Record<string, unknown>): Parsed<UsTarget> {
  const r = new FieldReader(target, 'target');
  const value: UsTarget = {
    fn: r.required('fn') ?? '',
    ln: r.required('ln') ?? '',
    addr: r.required('addr') ?? '',
    zip: r.required('zip', /^\d{5}(-?\d{4})?$/, 'must be a 5-digit zip (or zip+4)') ?? '',
    city: r.optional('city'),
    state: r.optional('state'),
    dob: r.optional('dob', yyyymmdd, dateRule),
    ssn: r.optional('ssn', /^(\d{4}|\d{3}-?\d{2}-?\d{4})$/, 'must be 4 or 9 digits'),
    phone: r.optional('phone', /^[\d\s()+.-]{7,20}$/, 'must be a phone number of digits'),
    email: r.optional('email', /^[^\s@]+@[^\s@]+$/, 'must be an email address'),
    age: r.optional('age', ageRule, ageRuleText),
  };
  return finish(r, value, dateIssues('target.dob', value.dob));
}

/** `target.document` and `target.age` of AgeMatch5.0.DMV. */
export function parseDmvTarget(
  target: Record<string, unknown>,
): Parsed<{ document: DmvDocument; age?: string }> {
  const outer = new FieldReader(target, 'target');
  const age = outer.optional('age', ageRule, ageRuleText);
  const raw = target.document;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      ok: false,
      issues: [...outer.issues, { field: 'target.document', rule: 'required object' }],
    };
  }
  const r = new FieldReader(raw as Record<string, unknown>, 'target.document');
  const document: DmvDocument = {
    fn: r.required('fn') ?? '',
    ln: r.required('ln') ?? '',
    addr: r.required('addr') ?? '',
    zip: r.required('zip') ?? '',
  };
  const optional: [keyof DmvDocument, RegExp?, string?][] = [
    ['mn'],
    ['suffix'],
    ['city'],
    ['state'],
    ['number'],
    ['weight'],
    ['eye_color'],
    ['dob', yyyymmdd, dateRule],
    ['expiration', yyyymmdd, dateRule],
    ['issue', yyyymmdd, dateRule],
    ['height', /^\d{3}$/, 'must be feet then two digits of inches, e.g. 510'],
    ['gender', /^[mfMF]$/, 'must be m or f'],
    ['category', /^[123]$/, 'must be 1 (driver license), 2 (permit) or 3 (ID card)'],
  ];
  for (const [key, pattern, rule] of optional) {
    const v = r.optional(key, pattern, rule);
    if (v !== undefined) document[key] = v;
  }
  const extra = [
    ...dateIssues('target.document.dob', document.dob),
    ...dateIssues('target.document.expiration', document.expiration),
    ...dateIssues('target.document.issue', document.issue),
  ];
  const issues = [...outer.issues, ...r.issues, ...extra];
  return issues.length ? { ok: false, issues } : { ok: true, value: { document, age } };
}

/** Target of AgeMatch5.0.<Country>: fn, ln, zip required; addr1-7, international_id and phone tolerated. */
export function parseInternationalTarget(target: Record<string, unknown>): Parsed<InternationalTarget> {
  const r = new FieldReader(target, 'target');
  const value: InternationalTarget = {
    fn: r.required('fn') ?? '',
    ln: r.required('ln') ?? '',
    zip: r.required('zip') ?? '',
    dob: r.optional('dob', yyyymmdd, dateRule),
    age: r.optional('age', ageRule, ageRuleText),
  };
  for (const key of [
    'addr1',
    'addr2',
    'addr3',
    'addr4',
    'addr5',
    'addr6',
    'addr7',
    'international_id',
    'phone',
  ]) {
    r.optional(key);
  }
  return finish(r, value, dateIssues('target.dob', value.dob));
}

import type { Result } from '@veriframe/core';
import type { DmvDocumentText } from '@veriframe/core/schemas';
import {
  ageMatchTargetSchema,
  ageSchema,
  dmvDocumentSchema,
  dmvTargetSchema,
  internationalTargetSchema,
  yyyymmddSchema,
} from '@veriframe/core/schemas';
import { z } from 'zod';
import { checkBody } from '../../kernel/validate';
import type { FieldIssue } from './errors';
import type { InternationalTargetFields } from './international';
import { isCalendarDate } from './matching';
import type { UsTarget } from './us-identity';

// The gateway targets of 4.1 read with core's schemas, plus the formats the sandbox checks where the service
// does (zip, SSN, phone, email, real calendar dates, the DMV document's codes), and its tolerant reading: text
// is trimmed, `null` and `""` are absent, `age` is checked later by the service, DMV `gender` takes `M`/`F`.

type Parsed<T> = Result<T, FieldIssue[]>;

/** `YYYYMMDD` (core's format), then a real calendar date. */
const calendarDate = yyyymmddSchema.refine(isCalendarDate, { params: { rule: 'calendar-date' } });
const text = (pattern: RegExp) => z.string().regex(pattern);

const calendarText = 'must be a real calendar date';

/** The sandbox's words for each format it checks, by the field's last name. */
const formatTexts: Record<string, string> = {
  zip: 'must be a 5-digit zip (or zip+4)',
  dob: 'must be a date YYYYMMDD',
  expiration: 'must be a date YYYYMMDD',
  issue: 'must be a date YYYYMMDD',
  ssn: 'must be 4 or 9 digits',
  phone: 'must be a phone number of digits',
  email: 'must be an email address',
  age: 'must look like 18+ or 21+',
  height: 'must be feet then two digits of inches, e.g. 510',
  gender: 'must be m or f',
  category: 'must be 1 (driver license), 2 (permit) or 3 (ID card)',
};

function issueText(field: string, rule: string): string | undefined {
  if (rule === 'calendar-date') return calendarText;
  if (field === 'target.document' && (rule === 'required' || rule === 'type:object'))
    return 'required object';
  if (rule === 'invalid_format' || rule === 'invalid_value') return formatTexts[field.split('.').pop() ?? ''];
  return undefined;
}

/** Trimmed text; `null`, `""` and blank text absent (nested objects read the same way). */
function tolerant(input: Record<string, unknown>): Record<string, unknown> {
  const entries = Object.entries(input).flatMap(([key, value]): [string, unknown][] => {
    const read = typeof value === 'string' ? value.trim() : value;
    if (read === null || read === '') return [];
    const nested = typeof read === 'object' && !Array.isArray(read);
    return [[key, nested ? tolerant(read as Record<string, unknown>) : read]];
  });
  return Object.fromEntries(entries);
}

function read<T>(schema: z.ZodType, target: Record<string, unknown>): Parsed<T> {
  const checked = checkBody(
    z.object({ target: schema }),
    { target: tolerant(target) },
    {
      textOf: issueText,
      byList: true,
    },
  );
  if (checked.ok) return { ok: true, value: (checked.value as { target: T }).target };
  // A well-formed date that is no real day is reported after every other issue, as the service does.
  const issues = checked.error;
  const calendar = (issue: FieldIssue) => issue.rule === calendarText;
  return { ok: false, error: [...issues.filter((i) => !calendar(i)), ...issues.filter(calendar)] };
}

/** Target of AgeMatch5.0 and the quiz services (4.1): fn, ln, addr, zip required; `age` checked later. */
const usTarget = ageMatchTargetSchema.extend({
  zip: text(/^\d{5}(-?\d{4})?$/),
  dob: calendarDate.optional(),
  ssn: text(/^(\d{4}|\d{3}-?\d{2}-?\d{4})$/).optional(),
  phone: text(/^[\d\s()+.-]{7,20}$/).optional(),
  email: text(/^[^\s@]+@[^\s@]+$/).optional(),
});

export function parseUsTarget(target: Record<string, unknown>): Parsed<UsTarget> {
  return read(usTarget, target);
}

/** `target.document` and `target.age` of AgeMatch5.0.DMV. */
const dmvTarget = dmvTargetSchema.extend({
  age: ageSchema.optional(),
  document: dmvDocumentSchema.extend({
    dob: calendarDate.optional(),
    expiration: calendarDate.optional(),
    issue: calendarDate.optional(),
    height: text(/^\d{3}$/).optional(),
    gender: text(/^[mfMF]$/).optional(),
    category: text(/^[123]$/).optional(),
  }),
});

export function parseDmvTarget(
  target: Record<string, unknown>,
): Parsed<{ document: DmvDocumentText; age?: string }> {
  return read(dmvTarget, target);
}

/** Target of AgeMatch5.0.<Country>: fn, ln, zip required; addr1-7, international_id and phone tolerated. */
const internationalTarget = internationalTargetSchema.extend({
  dob: calendarDate.optional(),
  age: ageSchema.optional(),
});

export function parseInternationalTarget(target: Record<string, unknown>): Parsed<InternationalTargetFields> {
  return read(internationalTarget, target);
}

/** Comparison helpers shared by the gateway services: how the sandbox decides two values "match". */

/** Upper case, punctuation dropped, runs of spaces collapsed. */
export function normalizeText(value: string): string {
  return value
    .toUpperCase()
    .replace(/[.,#'-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Postcodes compare without spaces. */
export function normalizePostcode(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '');
}

/** Digits only; a leading US country code 1 on an 11-digit number is dropped. */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** An SSN input (4 or 9 digits, dashes allowed) matches a 9-digit SSN on file in full or by its last four. */
export function ssnMatches(input: string, onFile: string): boolean {
  const digits = input.replace(/-/g, '');
  return digits.length === 4 ? onFile.endsWith(digits) : digits === onFile;
}

/** Whole years between a `YYYYMMDD` birth date and `nowMs` (UTC calendar). */
export function ageInYears(dob: string, nowMs: number): number {
  const now = new Date(nowMs);
  const year = Number(dob.slice(0, 4));
  const month = Number(dob.slice(4, 6));
  const day = Number(dob.slice(6, 8));
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** The number in an age requirement such as `21+`. */
export function requiredAge(age: string): number {
  return Number.parseInt(age, 10);
}

/** True when the `YYYYMMDD` string names a real date (e.g. not 20230230). */
export function isCalendarDate(value: string): boolean {
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(4, 6));
  const d = Number(value.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

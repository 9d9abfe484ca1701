/** America/New_York calendar arithmetic for the audit day rule (4.11, 8), DST-correct through Intl. */

export const auditTimeZone = 'America/New_York';
/** Local hour of the next day after which a day's data is available. */
export const availableFromHour = 7;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: auditTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: auditTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The New York calendar day (`YYYY-MM-DD`) of an instant. */
export function newYorkDay(ms: number): string {
  return dayFormat.format(new Date(ms));
}

/** New York local time minus UTC at an instant, in ms (-4 h in summer, -5 h in winter). */
function offsetMs(ms: number): number {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant of a New York local wall time (no DST gap at 07:00, so one answer). */
export function newYorkWallTime(year: number, month: number, day: number, hour: number): number {
  const guess = Date.UTC(year, month - 1, day, hour);
  let instant = guess - offsetMs(guess);
  // The offset at the guess may differ from the one at the instant near a DST change: correct once.
  instant = guess - offsetMs(instant);
  return instant;
}

/** When the data of `day` (`YYYY-MM-DD`) becomes available: 07:00 New York time on the next calendar day. */
export function availableAt(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return newYorkWallTime(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), availableFromHour);
}

/** `YYYY-MM-DD` naming a real calendar date. */
export function isAuditDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

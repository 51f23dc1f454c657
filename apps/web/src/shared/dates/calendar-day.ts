/*
 * Calendar days as the office's history calls take them: 'YYYY-MM-DD', counted in UTC because
 * the server filters by UTC days.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A real calendar day in 'YYYY-MM-DD' form ('2025-02-30' is not one). */
export function isCalendarDay(value: string | null | undefined): value is string {
  if (value == null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** The UTC day of a moment, or of the day `daysBack` days before it. */
export function utcDay(moment: Date, daysBack = 0): string {
  return new Date(moment.getTime() - daysBack * DAY_MS).toISOString().slice(0, 10);
}

/** A day range given backwards (a hand-edited link) read the way round that makes sense. */
export function orderedDays(
  from: string | null,
  to: string | null,
): [from: string | null, to: string | null] {
  return from && to && from > to ? [to, from] : [from, to];
}

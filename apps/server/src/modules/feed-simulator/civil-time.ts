/*
 * Calendar days and local kick-off times. Competitions are planned in days counted from
 * 1970-01-01 (a day is a civil date, with no zone), and a game's start is a local time of its
 * competition's zone, turned into UTC through the zone's own rules (summer time included) with
 * Intl: never the machine's zone.
 */

export const DAY_SECONDS = 86_400;

/** Weekdays as Date counts them. */
export const SUNDAY = 0;
export const MONDAY = 1;
export const TUESDAY = 2;
export const WEDNESDAY = 3;
export const THURSDAY = 4;
export const FRIDAY = 5;
export const SATURDAY = 6;

/** The civil day number of a date (days since 1970-01-01). */
export function dayOf(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / 1000 / DAY_SECONDS);
}

/** The day a unix second falls on in UTC. */
export function utcDayOf(unixSeconds: number): number {
  return Math.floor(unixSeconds / DAY_SECONDS);
}

export function yearOfDay(day: number): number {
  return new Date(day * DAY_SECONDS * 1000).getUTCFullYear();
}

export function weekdayOf(day: number): number {
  // 1970-01-01 was a Thursday.
  return (((day + THURSDAY) % 7) + 7) % 7;
}

/** The first day on or after `day` that falls on `weekday`. */
export function onOrAfter(day: number, weekday: number): number {
  return day + ((weekday - weekdayOf(day) + 7) % 7);
}

/** The Monday of the week `day` is in. */
export function mondayOf(day: number): number {
  return day - ((weekdayOf(day) + 6) % 7);
}

/** Minutes after midnight of "HH:MM". */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** How far `zone`'s clock is ahead of UTC at `unixSeconds`, in seconds. */
export function zoneOffsetAt(zone: string, unixSeconds: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(unixSeconds * 1000))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const local =
    Date.UTC(
      parts.year ?? 1970,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    ) / 1000;
  return local - unixSeconds;
}

/**
 * The unix second at which `zone`'s clocks show `minutes` after midnight of `day`. Minutes past
 * 24 hours run into the next day (a 00:30 kick-off after a Saturday is written 24:30).
 */
export function zonedSeconds(zone: string, day: number, minutes: number): number {
  const asUtc = day * DAY_SECONDS + minutes * 60;
  const first = asUtc - zoneOffsetAt(zone, asUtc);
  // Near a change of summer time the offset at the guess may differ from the one at the answer.
  return asUtc - zoneOffsetAt(zone, first);
}

/** The civil day and minutes after midnight `zone`'s clocks show at `unixSeconds`. */
export function localTime(zone: string, unixSeconds: number): { day: number; minutes: number } {
  const local = unixSeconds + zoneOffsetAt(zone, unixSeconds);
  return {
    day: Math.floor(local / DAY_SECONDS),
    minutes: Math.floor((((local % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS) / 60),
  };
}

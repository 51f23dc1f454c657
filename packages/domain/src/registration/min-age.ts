/*
 * Minimum age (spec 000 section 9): 18 by default, overridden by configuration per country; a
 * birthday may be no later than today minus that many years.
 */
import { MINIMUM_AGE } from '../constants.ts';

/** Country id (as text) -> minimum age, for countries whose age differs from the default. */
export type MinAgesInCountries = Readonly<Record<string, number>>;

export function minAgeFor(
  countryId: number | null | undefined,
  minAges: MinAgesInCountries,
  defaultAge: number = MINIMUM_AGE,
): number {
  if (countryId === null || countryId === undefined) return defaultAge;
  const key = String(countryId);
  return Object.hasOwn(minAges, key) ? (minAges[key] ?? defaultAge) : defaultAge;
}

/**
 * 'YYYY-MM-DD' of the latest birthday of someone `age` years old on `today`. Born on 29 February,
 * one turns a year older on 1 March in a common year, so the day is clamped to the month's end.
 */
export function birthdayMax(today: string, age: number): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const targetYear = year - age;
  const lastDay = new Date(Date.UTC(targetYear, month, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

/** 'YYYY-MM-DD' of a moment in UTC. */
export function isoDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

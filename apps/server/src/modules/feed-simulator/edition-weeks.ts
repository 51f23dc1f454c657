import { dayOf, MONDAY, onOrAfter } from './civil-time.ts';
import { EDITION_EPOCH_YEAR } from './competition.ts';

/*
 * Weeks counted from the Monday of the editions' epoch (1 January 2024 was a Monday): the
 * editions of weekly formats (a week's tournament, a fight night, election days) are numbered by
 * them, so an edition's number never depends on when the world is looked at.
 */

export const EPOCH_MONDAY = onOrAfter(dayOf(EDITION_EPOCH_YEAR, 1, 1), MONDAY);

/** The week a day falls in (negative before the epoch). */
export function weekOf(day: number): number {
  return Math.floor((day - EPOCH_MONDAY) / 7);
}

export function mondayOfWeek(week: number): number {
  return EPOCH_MONDAY + 7 * week;
}

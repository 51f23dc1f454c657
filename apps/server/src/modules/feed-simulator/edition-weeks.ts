import { dayOf, MONDAY, onOrAfter } from './civil-time.ts';
import { EDITION_EPOCH_YEAR } from './competition.ts';
import { unitOf } from './random.ts';

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

/**
 * Whether a champ leaves out the week `week` of its rhythm (one week in `step`): about `share` of
 * them, but never two running, so the longest gap between two editions is two steps.
 */
export function leftOut(
  seed: number,
  ordinal: number,
  week: number,
  share: number,
  step = 1,
): boolean {
  const drawn = (w: number) => unitOf(seed, ordinal, w, 51) < share;
  return drawn(week) && !drawn(week - step);
}

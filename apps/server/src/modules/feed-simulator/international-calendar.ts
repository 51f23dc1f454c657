import { dayOf, onOrAfter, SATURDAY, TUESDAY, WEDNESDAY } from './civil-time.ts';

/*
 * The dates every European football season is built around: the weekends of FIFA's
 * international windows (no league rounds) and the weeks of the European cups (Champions League
 * on Tuesday and Wednesday, Europa League on Thursday), so that leagues keep their midweek
 * rounds out of those weeks and no club plays a league game the night before a European one.
 * Days are civil days of the season that starts in August of `year`.
 */

/** First Tuesday (on or after these dates) of each week the European cups play, in order. */
const EUROPEAN_WEEKS: readonly [month: number, day: number, nextYear: boolean][] = [
  [9, 16, false],
  [9, 30, false],
  [10, 21, false],
  [11, 4, false],
  [11, 25, false],
  [12, 9, false],
  [1, 20, true],
  [1, 27, true],
  // Knockout play-offs, round of 16, quarter- and semi-finals: first legs, then second legs.
  [2, 17, true],
  [2, 24, true],
  [3, 10, true],
  [3, 17, true],
  [4, 7, true],
  [4, 14, true],
  [4, 28, true],
  [5, 5, true],
];

/** The league phase's eight matchdays, then the knockout weeks. */
export const LEAGUE_PHASE_WEEKS = 8;

/** The Tuesday of each European week of the season starting in `year`. */
export function europeanWeeks(year: number): number[] {
  return EUROPEAN_WEEKS.map(([month, day, next]) =>
    onOrAfter(dayOf(next ? year + 1 : year, month, day), TUESDAY),
  );
}

/** The Champions League final: a Saturday at the end of May. */
export function championsLeagueFinal(year: number): number {
  return onOrAfter(dayOf(year + 1, 5, 30), SATURDAY);
}

/** The Europa League final: the Wednesday before. */
export function europaLeagueFinal(year: number): number {
  return onOrAfter(dayOf(year + 1, 5, 20), WEDNESDAY);
}

/** Every day a European cup game may be played in the season starting in `year`. */
export function europeanNights(year: number): ReadonlySet<number> {
  const nights = new Set<number>([championsLeagueFinal(year), europaLeagueFinal(year)]);
  for (const tuesday of europeanWeeks(year)) for (const d of [0, 1, 2]) nights.add(tuesday + d);
  return nights;
}

/** Saturdays of FIFA's international windows (September, October, November, March). */
export function fifaWindowSaturdays(year: number): ReadonlySet<number> {
  return new Set([
    onOrAfter(dayOf(year, 9, 6), SATURDAY),
    onOrAfter(dayOf(year, 10, 10), SATURDAY),
    onOrAfter(dayOf(year, 11, 14), SATURDAY),
    onOrAfter(dayOf(year + 1, 3, 21), SATURDAY),
  ]);
}

import { dayOf, MONDAY, onOrAfter, yearOfDay } from './civil-time.ts';
import { EDITION_EPOCH_YEAR, Editions } from './competition.ts';
import { EPOCH_MONDAY } from './edition-weeks.ts';
import type { MonthDay } from './league-calendar.ts';
import { Rng, unitOf } from './random.ts';
import { drawSize, lastDayOf, type RoundDays } from './tennis-draw.ts';
import type { TeamEntry } from './world.ts';

/*
 * A tennis tour's weeks: when each tournament is played, and who plays it. The players of a tour
 * (ATP, WTA, an ITF circuit) are one pool; each week those resting or still playing a two-week
 * event stay out, and the others enter that week's tournaments, the best of them the biggest
 * one. A player is in one tournament a week at most, whatever the size of the world.
 */

export interface TennisSchedule {
  kind: 'tennis';
  /** Played in the week of the Monday on or after this day each year; every week when absent. */
  from?: MonthDay;
  rounds: RoundDays;
  /** Ranking points to the winner: the week's biggest event gets its best players. */
  points: number;
  bestOf: 3 | 5;
  zone: string;
  /** Local start of play, "11:00". */
  start: string;
  courts: number;
}

/** The Monday of the year's edition of an annual tournament. */
export function annualMonday(schedule: TennisSchedule, year: number): number {
  const [month, day] = (schedule.from ?? '1-1').split('-').map(Number);
  return onOrAfter(dayOf(year, month ?? 1, day ?? 1), MONDAY);
}

/** Whether an edition of the tournament starts in the week of `monday`. */
export function startsOn(schedule: TennisSchedule, monday: number): boolean {
  if (monday < EPOCH_MONDAY) return false;
  if (!schedule.from) return true;
  const year = yearOfDay(monday);
  // The Monday on or after a late December day may fall in January.
  return annualMonday(schedule, year) === monday || annualMonday(schedule, year - 1) === monday;
}

/** Mondays of the editions played (on any day) between two days, earliest first. */
export function editionMondays(
  schedule: TennisSchedule,
  firstDay: number,
  lastDay: number,
): number[] {
  const span = lastDayOf(schedule.rounds);
  if (!schedule.from) {
    const mondays: number[] = [];
    const first = Math.max(EPOCH_MONDAY, firstDay - span - 6);
    for (let monday = onOrAfter(first, MONDAY); monday <= lastDay; monday += 7)
      mondays.push(monday);
    return mondays;
  }
  const mondays: number[] = [];
  for (let year = yearOfDay(firstDay) - 1; year <= yearOfDay(lastDay); year += 1) {
    const monday = annualMonday(schedule, year);
    if (year >= EDITION_EPOCH_YEAR && monday + span >= firstDay && monday <= lastDay)
      mondays.push(monday);
  }
  return mondays;
}

/** Weeks (Monday to Sunday) an edition runs over. */
export function weeksOf(schedule: TennisSchedule): number {
  return Math.floor(lastDayOf(schedule.rounds) / 7) + 1;
}

export interface TourEvent {
  ordinal: number;
  schedule: TennisSchedule;
}

/** A player rests about one week in five. */
const REST_SHARE = 0.2;
/** How much a week's form moves a player up or down the entry list, on the rating scale. */
const FORM_SPREAD = 0.25;
/** Weeks of entry lists kept: a world looks at a few weeks at a time. */
const WEEKS_KEPT = 16;

export class TourEntries {
  private readonly weeks = new Editions<Map<number, TeamEntry[]>>(WEEKS_KEPT);
  private readonly longest: number;

  constructor(
    private readonly seed: number,
    private readonly tourOrdinal: number,
    private readonly players: readonly TeamEntry[],
    private readonly events: readonly TourEvent[],
  ) {
    this.longest = Math.max(1, ...events.map((e) => weeksOf(e.schedule)));
  }

  /** The players of the tournament's edition starting on `monday`, best first. */
  entrants(ordinal: number, monday: number): TeamEntry[] {
    const entrants = this.week(monday).get(ordinal);
    if (!entrants) throw new Error(`tournament ${ordinal} is not played in the week of ${monday}`);
    return entrants;
  }

  private startingOn(monday: number): TourEvent[] {
    return this.events
      .filter((e) => startsOn(e.schedule, monday))
      .sort((a, b) => b.schedule.points - a.schedule.points || a.ordinal - b.ordinal);
  }

  /** Players still in an event that began in an earlier week. */
  private busy(monday: number): Set<TeamEntry> {
    const busy = new Set<TeamEntry>();
    for (let back = 1; back < this.longest; back += 1) {
      const earlier = monday - 7 * back;
      if (earlier < EPOCH_MONDAY) break;
      const running = this.startingOn(earlier).filter((e) => weeksOf(e.schedule) > back);
      if (running.length === 0) continue;
      const entries = this.week(earlier);
      for (const event of running) for (const p of entries.get(event.ordinal) ?? []) busy.add(p);
    }
    return busy;
  }

  private week(monday: number): Map<number, TeamEntry[]> {
    return this.weeks.get(monday, (day) => this.enter(day));
  }

  private enter(monday: number): Map<number, TeamEntry[]> {
    const week = new Map<number, TeamEntry[]>();
    const events = this.startingOn(monday);
    if (events.length === 0) return week;
    const busy = this.busy(monday);
    const rng = new Rng(this.seed, this.tourOrdinal, monday, 41);
    const form = new Map(this.players.map((p) => [p, p.rating + FORM_SPREAD * rng.normal()]));
    const free = this.players
      .filter((p) => !busy.has(p))
      .sort((a, b) => (form.get(b) ?? 0) - (form.get(a) ?? 0));
    const resting = (p: TeamEntry) =>
      unitOf(this.seed, this.tourOrdinal, monday, p.team.id) < REST_SHARE;
    // Rested players come back only where a draw could not be filled without them.
    const queue = [...free.filter((p) => !resting(p)), ...free.filter(resting)];
    for (const event of events) {
      const size = drawSize(event.schedule.rounds);
      const entrants = queue.splice(0, size);
      if (entrants.length < size)
        throw new Error(`tour ${this.tourOrdinal} has too few players for the week of ${monday}`);
      week.set(
        event.ordinal,
        entrants.sort((a, b) => b.rating - a.rating),
      );
    }
    return week;
  }
}

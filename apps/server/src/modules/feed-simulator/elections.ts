import { minutesOf, utcDayOf, yearOfDay, zonedSeconds } from './civil-time.ts';
import type { Competition, CompetitionContext, Fixture } from './competition.ts';
import { Editions } from './competition.ts';
import { leftOut, mondayOfWeek, weekOf } from './edition-weeks.ts';
import { editionGameId } from './game-ids.ts';
import { Rng } from './random.ts';
import type { TeamEntry } from './world.ts';

/*
 * Elections as they really come round every week: state legislative special elections on
 * Tuesdays, council by-elections on Thursdays, partial municipal elections on Sundays. Most weeks
 * hold one or a few on the country's election day, each between two candidates, counted on the
 * night from the close of polls in the seat's zone. A candidate stands at most once in a cycle
 * of weeks.
 */

export interface ElectionSchedule {
  kind: 'elections';
  /** Days after Monday of the election day (1: Tuesday, 3: Thursday, 6: Sunday). */
  day: number;
  /** Zones the seats are in, one drawn per election, and the local close of polls. */
  zones: readonly string[];
  close: string;
  /** Elections on an election day, at least and at most. */
  perDay: readonly [number, number];
  /** Share of weeks without one; two running are never both without. */
  skip: number;
  /** Weeks in a candidate's cycle: he stands at most once in so many weeks. */
  cycle: number;
}

/** Elections a week's ids hold: 65 536 weeks of them. */
const WEEK_CAPACITY = 8;
/** The month's results are kept. */
const HISTORY_WEEKS = 4;
const WEEKS_KEPT = 8;

/** Candidates a schedule needs: two for each election of each week of the cycle. */
export function candidatesNeeded(schedule: ElectionSchedule): number {
  return schedule.cycle * schedule.perDay[1] * 2;
}

export function electionGameId(ordinal: number, week: number, place: number): number {
  return editionGameId(ordinal, WEEK_CAPACITY, week, place);
}

export class Elections implements Competition {
  private readonly weeks = new Editions<Fixture[]>(WEEKS_KEPT);

  constructor(
    private readonly context: CompetitionContext,
    private readonly spec: ElectionSchedule,
  ) {
    if (context.champ.teams.length !== candidatesNeeded(spec))
      throw new Error(`${context.champ.spec.key} needs ${candidatesNeeded(spec)} candidates`);
  }

  fixturesBetween(from: number, to: number): Fixture[] {
    const fixtures: Fixture[] = [];
    for (let week = weekOf(utcDayOf(from) - 1); week <= weekOf(utcDayOf(to) + 1); week += 1)
      fixtures.push(...this.week(week).filter((f) => f.startsAt >= from && f.startsAt < to));
    return fixtures;
  }

  /** The first count of the last four weeks, or the last one before them. */
  historyFrom(now: number): number {
    return this.countAt(now, HISTORY_WEEKS)?.startsAt ?? now;
  }

  seasonYearAt(now: number): number {
    return yearOfDay(utcDayOf(this.countAt(now, 0)?.startsAt ?? now));
  }

  /** The first count of the earliest election week in the `back` weeks before `now`'s, or earlier. */
  private countAt(now: number, back: number): Fixture | undefined {
    const current = weekOf(utcDayOf(now));
    const started = (week: number) => this.week(week).filter((f) => f.startsAt <= now);
    for (let week = current - back; week <= current; week += 1) {
      const first = started(week)[0];
      if (first) return first;
    }
    for (let week = current - back - 1; week >= current - back - 4; week -= 1) {
      const first = started(week)[0];
      if (first) return first;
    }
    return undefined;
  }

  private week(week: number): Fixture[] {
    return this.weeks.get(week, (w) => {
      const { seed, champ } = this.context;
      const held = w >= 0 && !leftOut(seed, champ.ordinal, w, this.spec.skip);
      return held ? this.layOut(w) : [];
    });
  }

  private layOut(week: number): Fixture[] {
    const { seed, champ } = this.context;
    const spec = this.spec;
    const rng = new Rng(seed, champ.ordinal, week, 81);
    const count = rng.int(spec.perDay[0], spec.perDay[1]);
    const group = week % spec.cycle;
    const size = spec.perDay[1] * 2;
    const standing = rng.shuffle(champ.teams.slice(group * size, (group + 1) * size));
    const day = mondayOfWeek(week) + spec.day;
    return Array.from({ length: count }, (_, k) => {
      const zone = rng.pick(spec.zones);
      return {
        id: electionGameId(champ.ordinal, week, k),
        champ,
        startsAt: zonedSeconds(zone, day, minutesOf(spec.close)),
        home: standing[2 * k] as TeamEntry,
        away: standing[2 * k + 1] as TeamEntry,
        order: k,
        seasonYear: yearOfDay(day),
      };
    }).sort((a, b) => a.startsAt - b.startsAt);
  }
}

import {
  DAY_SECONDS,
  dayOf,
  minutesOf,
  onOrAfter,
  utcDayOf,
  weekdayOf,
  yearOfDay,
  zonedSeconds,
} from './civil-time.ts';
import {
  type Competition,
  type CompetitionContext,
  EDITION_EPOCH_YEAR,
  Editions,
  type Fixture,
} from './competition.ts';
import { editionGameId } from './game-ids.ts';
import type { MonthDay } from './league-calendar.ts';
import { Rng } from './random.ts';
import type { Runner, TeamEntry } from './world.ts';

/*
 * Race meetings: a course races on its own days and seasons (Ascot's summer Saturdays and Royal
 * Ascot, Meydan's winter carnival, an all-weather track all year round), a card of races a
 * fixed number of minutes apart from the local time of the first. The course's horses are kept
 * in strings that race in turn, one string a meeting: no horse runs twice in a day, and each
 * rests for the meetings of the other strings between two runs.
 */

export type MeetingDays =
  /** Each of `weekdays` (0 Sunday) from `from` to `to`; a `to` before `from` runs over New Year. */
  | { kind: 'weekly'; weekdays: readonly number[]; from: MonthDay; to: MonthDay }
  /** `days` days from the first `weekday` on or after `from` (Royal Ascot), at its own time. */
  | { kind: 'festival'; from: MonthDay; weekday: number; days: number; first?: string };

export interface RaceMeetingSchedule {
  kind: 'races';
  zone: string;
  meetings: readonly MeetingDays[];
  /** Local time of the first race; the others follow every `gap` minutes. */
  first: string;
  gap: number;
  /** Races on a card and runners in a race, at least and at most. */
  races: readonly [number, number];
  runners: readonly [number, number];
  /** Strings of horses racing in turn: a horse runs at most once in so many meetings. */
  strings: number;
}

/** Races a day's ids hold: 65 536 days of them. */
const CARD_CAPACITY = 8;
const EPOCH_DAY = dayOf(EDITION_EPOCH_YEAR, 1, 1);
/** A horse's form: the races of the week before are kept with the last meeting. */
const FORM_DAYS = 7;
const CARDS_KEPT = 16;

/** Horses a course needs: every string can fill its fullest card. */
export function stableSize(schedule: RaceMeetingSchedule): number {
  return schedule.strings * schedule.races[1] * schedule.runners[1];
}

export function raceGameId(ordinal: number, day: number, race: number): number {
  return editionGameId(ordinal, CARD_CAPACITY, day - EPOCH_DAY, race);
}

function monthDayOf(day: number): number {
  const date = new Date(day * DAY_SECONDS * 1000);
  return (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

function monthDayNumber(value: MonthDay): number {
  const [month, date] = value.split('-').map(Number);
  return (month ?? 1) * 100 + (date ?? 1);
}

/** Local time of the first race if the course races on `day`. */
export function meetingTime(schedule: RaceMeetingSchedule, day: number): string | undefined {
  for (const rule of schedule.meetings) {
    if (rule.kind !== 'festival') continue;
    const [month, date] = rule.from.split('-').map(Number);
    const start = onOrAfter(dayOf(yearOfDay(day), month ?? 1, date ?? 1), rule.weekday);
    if (day >= start && day < start + rule.days) return rule.first ?? schedule.first;
  }
  const md = monthDayOf(day);
  const weekday = weekdayOf(day);
  const racing = schedule.meetings.some((rule) => {
    if (rule.kind !== 'weekly' || !rule.weekdays.includes(weekday)) return false;
    const [from, to] = [monthDayNumber(rule.from), monthDayNumber(rule.to)];
    return from <= to ? md >= from && md <= to : md >= from || md <= to;
  });
  return racing ? schedule.first : undefined;
}

export class RaceMeetings implements Competition {
  /** Meeting days of each year, for counting meetings (which string runs). */
  private readonly years = new Map<number, number[]>();
  private readonly cards = new Editions<Fixture[]>(CARDS_KEPT);

  constructor(
    private readonly context: CompetitionContext,
    private readonly spec: RaceMeetingSchedule,
  ) {
    if (context.champ.horses.length !== stableSize(spec))
      throw new Error(`${context.champ.spec.key} needs ${stableSize(spec)} horses`);
  }

  fixturesBetween(from: number, to: number): Fixture[] {
    const fixtures: Fixture[] = [];
    for (let day = Math.max(EPOCH_DAY, utcDayOf(from) - 1); day <= utcDayOf(to) + 1; day += 1)
      fixtures.push(...this.card(day).filter((f) => f.startsAt >= from && f.startsAt < to));
    return fixtures;
  }

  /** The week's meetings before `now`, or the last meeting where there were none. */
  historyFrom(now: number): number {
    const today = utcDayOf(now);
    const started = (day: number) => (this.card(day)[0]?.startsAt ?? now + 1) <= now;
    for (let day = today - FORM_DAYS; day <= today; day += 1)
      if (started(day)) return this.start(day);
    const last = this.lastMeeting(today);
    return last === undefined ? now : this.start(last);
  }

  seasonYearAt(now: number): number {
    return yearOfDay(this.lastMeeting(utcDayOf(now)) ?? utcDayOf(now));
  }

  private start(day: number): number {
    return this.card(day)[0]?.startsAt ?? day * DAY_SECONDS;
  }

  private meetingDays(year: number): number[] {
    let days = this.years.get(year);
    if (!days) {
      days = [];
      for (let day = dayOf(year, 1, 1); day < dayOf(year + 1, 1, 1); day += 1)
        if (meetingTime(this.spec, day) !== undefined) days.push(day);
      this.years.set(year, days);
    }
    return days;
  }

  /** The last meeting day on or before `day`. */
  private lastMeeting(day: number): number | undefined {
    for (
      let year = yearOfDay(day);
      year >= Math.max(EDITION_EPOCH_YEAR, yearOfDay(day) - 1);
      year -= 1
    ) {
      const last = this.meetingDays(year)
        .filter((d) => d <= day)
        .at(-1);
      if (last !== undefined) return last;
    }
    return undefined;
  }

  /** Meetings held since the epoch before `day`: which string of horses runs. */
  private meetingNumber(day: number): number {
    let count = 0;
    for (let year = EDITION_EPOCH_YEAR; year < yearOfDay(day); year += 1)
      count += this.meetingDays(year).length;
    return count + this.meetingDays(yearOfDay(day)).filter((d) => d < day).length;
  }

  private card(day: number): Fixture[] {
    return this.cards.get(day, (d) => {
      const first = meetingTime(this.spec, d);
      return first === undefined || d < EPOCH_DAY ? [] : this.layOut(d, first);
    });
  }

  private layOut(day: number, first: string): Fixture[] {
    const { champ, seed } = this.context;
    const spec = this.spec;
    const rng = new Rng(seed, champ.ordinal, day, 71);
    const string = this.meetingNumber(day) % spec.strings;
    const horses: Runner[] = rng.shuffle(
      champ.horses.filter((_, i) => i % spec.strings === string),
    );
    const races = rng.int(spec.races[0], spec.races[1]);
    let dealt = 0;
    return Array.from({ length: races }, (_, k) => {
      const field = rng.int(spec.runners[0], spec.runners[1]);
      const runners = horses.slice(dealt, dealt + field);
      dealt += field;
      return {
        id: raceGameId(champ.ordinal, day, k),
        champ,
        startsAt: zonedSeconds(spec.zone, day, minutesOf(first) + k * spec.gap),
        home: champ.teams[k] as TeamEntry,
        runners,
        order: k,
        seasonYear: yearOfDay(day),
      };
    });
  }
}

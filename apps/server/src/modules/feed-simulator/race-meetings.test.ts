import { describe, expect, it } from 'vitest';
import { seededInstants } from './calendar-test-kit.ts';
import { CATALOG } from './catalog.ts';
import {
  DAY_SECONDS,
  dayOf,
  minutesOf,
  SATURDAY,
  THURSDAY,
  TUESDAY,
  utcDayOf,
  weekdayOf,
  zoneOffsetAt,
} from './civil-time.ts';
import type { Fixture } from './competition.ts';
import { meetingTime, type RaceMeetingSchedule, raceGameId } from './race-meetings.ts';
import { fixturesBetween } from './schedule.ts';
import { buildChamps, type ChampEntry, type Runner } from './world.ts';

const SEED = 20_261_122;

const courses = buildChamps(SEED, CATALOG, false, 0).filter(
  (c) => c.spec.schedule.kind === 'races',
);
const scheduleOf = (champ: ChampEntry) => champ.spec.schedule as RaceMeetingSchedule;

/** A course's cards (races of a local day) over `days` from `at`, in order. */
function cards(champ: ChampEntry, at: number, days: number): Fixture[][] {
  const zone = scheduleOf(champ).zone;
  const byDay = new Map<number, Fixture[]>();
  for (const race of fixturesBetween(champ, at, at + days * DAY_SECONDS)) {
    const day = utcDayOf(race.startsAt + zoneOffsetAt(zone, race.startsAt));
    byDay.set(day, [...(byDay.get(day) ?? []), race]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, races]) => races.sort((a, b) => a.startsAt - b.startsAt))
    .slice(1, -1);
}

describe('race meetings', () => {
  for (const at of seededInstants(6, 5)) {
    it(`run no horse twice a day and rest the strings in turn, around ${new Date(at * 1000).toISOString()}`, () => {
      for (const course of courses) {
        const schedule = scheduleOf(course);
        const lastRun = new Map<Runner, number>();
        cards(course, at, 60).forEach((card, meeting) => {
          expect(card.length).toBeGreaterThanOrEqual(schedule.races[0]);
          expect(card.length).toBeLessThanOrEqual(schedule.races[1]);
          const runners = card.flatMap((race) => race.runners ?? []);
          expect(new Set(runners).size, `${course.spec.key} runs a horse twice`).toBe(
            runners.length,
          );
          for (const horse of runners) {
            const before = lastRun.get(horse);
            if (before !== undefined)
              expect(meeting - before).toBeGreaterThanOrEqual(schedule.strings);
            lastRun.set(horse, meeting);
          }
          const first = card[0] as Fixture;
          const day = utcDayOf(first.startsAt + zoneOffsetAt(schedule.zone, first.startsAt));
          const local =
            (first.startsAt + zoneOffsetAt(schedule.zone, first.startsAt)) % DAY_SECONDS;
          expect(local / 60).toBe(minutesOf(meetingTime(schedule, day) ?? ''));
          card.forEach((race, k) => {
            expect(race.startsAt - first.startsAt).toBe(k * schedule.gap * 60);
            expect(race.home.team.name.en).toBe(`${course.spec.name.en}. Race ${k + 1}`);
            expect(race.runners?.length).toBeGreaterThanOrEqual(schedule.runners[0]);
            expect(race.runners?.length).toBeLessThanOrEqual(schedule.runners[1]);
          });
        });
      }
    });
  }

  it('race on their own days and seasons', () => {
    const byKey = (key: string) =>
      scheduleOf(courses.find((c) => c.spec.key === key) as ChampEntry);
    const days = (key: string, year: number) => {
      const found: number[] = [];
      for (let day = dayOf(year, 1, 1); day < dayOf(year + 1, 1, 1); day += 1)
        if (meetingTime(byKey(key), day)) found.push(day);
      return found;
    };
    for (const year of [2026, 2033, 2040]) {
      expect(
        days('hr-lingfield', year).every((d) =>
          [TUESDAY, THURSDAY, SATURDAY].includes(weekdayOf(d)),
        ),
      ).toBe(true);
      const month = (d: number) => new Date(d * DAY_SECONDS * 1000).getUTCMonth() + 1;
      expect(days('hr-longchamp', year).some((d) => month(d) === 8)).toBe(false);
      expect(days('hr-meydan', year).every((d) => [1, 2, 3, 4, 11, 12].includes(month(d)))).toBe(
        true,
      );
      // Royal Ascot: Tuesday to Saturday in the middle of June.
      const royal = days('hr-ascot', year).filter(
        (d) => month(d) === 6 && weekdayOf(d) !== SATURDAY,
      );
      expect(royal.map(weekdayOf)).toEqual([TUESDAY, 3, THURSDAY, 5]);
    }
  });

  it('gives ids inside the champ block, never twice, from 2024 to 2060', () => {
    const ids = new Set<number>();
    let count = 0;
    for (const course of courses)
      for (let day = dayOf(2024, 1, 1); day < dayOf(2061, 1, 1); day += 1)
        for (let race = 0; race < scheduleOf(course).races[1]; race += 1) {
          const id = raceGameId(course.ordinal, day, race);
          if (Math.floor(id / 2 ** 19) === course.ordinal) ids.add(id);
          count += 1;
        }
    expect(ids.size).toBe(count);
  });
});

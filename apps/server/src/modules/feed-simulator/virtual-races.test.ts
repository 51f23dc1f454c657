import { VIRTUAL_HORSE_RACING_SPORT_ID } from '@arenabet/reference/sports';
import { describe, expect, it } from 'vitest';
import { seededInstants } from './calendar-test-kit.ts';
import { CATALOG } from './catalog.ts';
import { fixturesBetween } from './schedule.ts';
import type { VirtualRaceSchedule } from './virtual-races.ts';
import { buildChamps, type Runner } from './world.ts';

const SEED = 20_261_127;
const HOUR = 3600;

const courses = buildChamps(SEED, CATALOG, false, 0).filter(
  (c) => c.spec.schedule.kind === 'virtualRaces',
);

describe('virtual races', () => {
  it('are a sport of their own, on one course', () => {
    expect(courses.map((course) => course.spec.sportId)).toEqual([VIRTUAL_HORSE_RACING_SPORT_ID]);
  });

  for (const at of seededInstants(5, 11)) {
    it(`start every few minutes from the top of the hour, each horse resting between its races, around ${new Date(at * 1000).toISOString()}`, () => {
      for (const course of courses) {
        const schedule = course.spec.schedule as VirtualRaceSchedule;
        const hour = Math.floor(at / HOUR) * HOUR;
        const races = fixturesBetween(course, hour, hour + 3 * HOUR);
        expect(races).toHaveLength((3 * 60) / schedule.cadence);
        const lastRun = new Map<Runner, number>();
        races.forEach((race, k) => {
          expect(race.startsAt).toBe(hour + k * schedule.cadence * 60);
          const place = k % (60 / schedule.cadence);
          expect(race.home.team.name.en).toBe(`${course.spec.name.en}. Race ${place + 1}`);
          const field = race.runners ?? [];
          expect(new Set(field).size).toBe(schedule.runners);
          for (const horse of field) {
            const before = lastRun.get(horse);
            if (before !== undefined) expect(k - before).toBeGreaterThanOrEqual(schedule.strings);
            lastRun.set(horse, k);
          }
        });
        expect(new Set(races.map((race) => race.id)).size).toBe(races.length);
      }
    });
  }

  it('are the same races whichever window asks for them', () => {
    const [course] = courses;
    if (!course) throw new Error('no virtual course');
    const at = seededInstants(1, 12)[0] ?? 0;
    const wide = fixturesBetween(course, at - HOUR, at + HOUR);
    const narrow = fixturesBetween(course, at, at + 600);
    for (const race of narrow) {
      const same = wide.find((other) => other.id === race.id);
      expect(same?.startsAt).toBe(race.startsAt);
      expect(same?.runners?.map((horse) => horse.name.en)).toEqual(
        race.runners?.map((horse) => horse.name.en),
      );
    }
    expect(narrow.length).toBeGreaterThan(0);
  });
});

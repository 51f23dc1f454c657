import { describe, expect, it } from 'vitest';
import { seededInstants } from './calendar-test-kit.ts';
import { CATALOG } from './catalog.ts';
import {
  DAY_SECONDS,
  dayOf,
  minutesOf,
  SUNDAY,
  THURSDAY,
  TUESDAY,
  utcDayOf,
  weekdayOf,
  zoneOffsetAt,
} from './civil-time.ts';
import type { Fixture } from './competition.ts';
import { weekOf } from './edition-weeks.ts';
import { type ElectionSchedule, electionGameId } from './elections.ts';
import { fixturesBetween } from './schedule.ts';
import { buildChamps, type ChampEntry } from './world.ts';

const SEED = 20_261_122;
const WEEK = 7 * DAY_SECONDS;

const champs = buildChamps(SEED, CATALOG, false, 0).filter(
  (c) => c.spec.schedule.kind === 'elections',
);
const scheduleOf = (champ: ChampEntry) => champ.spec.schedule as ElectionSchedule;
const ELECTION_DAY: Readonly<Record<string, number>> = {
  'pol-usa': TUESDAY,
  'pol-uk': THURSDAY,
  'pol-france': SUNDAY,
  'pol-brazil': SUNDAY,
};

/** Where the count starts: the local day and minute of the close of polls. */
function localClose(game: Fixture, zones: readonly string[]): { day: number; minute: number }[] {
  return zones.map((zone) => {
    const local = game.startsAt + zoneOffsetAt(zone, game.startsAt);
    return { day: utcDayOf(local), minute: (local % DAY_SECONDS) / 60 };
  });
}

describe('elections', () => {
  for (const at of seededInstants(6, 3)) {
    it(`are held on their election days, around ${new Date(at * 1000).toISOString()}`, () => {
      for (const champ of champs) {
        const schedule = scheduleOf(champ);
        const games = fixturesBetween(champ, at, at + 26 * WEEK);
        expect(games.length, champ.spec.key).toBeGreaterThan(0);
        const stood = new Map<number, number>();
        const byWeek = new Map<number, number>();
        for (const game of games) {
          // The close of polls in one of the seat's zones, on the country's election day.
          const closes = localClose(game, schedule.zones).filter(
            (c) => c.minute === minutesOf(schedule.close),
          );
          expect(closes.length, `${champ.spec.key} ${game.id}`).toBeGreaterThan(0);
          for (const close of closes)
            expect(weekdayOf(close.day)).toBe(ELECTION_DAY[champ.spec.key]);
          const week = Math.floor(game.startsAt / WEEK);
          byWeek.set(week, (byWeek.get(week) ?? 0) + 1);
          for (const candidate of [game.home, game.away]) {
            const id = candidate?.team.id ?? 0;
            const before = stood.get(id);
            if (before !== undefined) expect(week - before).toBeGreaterThanOrEqual(schedule.cycle);
            stood.set(id, week);
          }
        }
        for (const count of byWeek.values()) expect(count).toBeLessThanOrEqual(schedule.perDay[1]);
      }
    });
  }

  it('come round most weeks in the US and the UK, never two weeks running without', () => {
    for (const key of ['pol-usa', 'pol-uk']) {
      const champ = champs.find((c) => c.spec.key === key) as ChampEntry;
      const from = Date.UTC(2025, 0, 6) / 1000;
      const games = fixturesBetween(champ, from, Date.UTC(2041, 0, 1) / 1000);
      const weeks = [...new Set(games.map((g) => weekOf(utcDayOf(g.startsAt))))].sort(
        (a, b) => a - b,
      );
      for (let k = 1; k < weeks.length; k += 1)
        expect((weeks[k] ?? 0) - (weeks[k - 1] ?? 0)).toBeLessThanOrEqual(2);
      expect(
        weeks.length / (weekOf(dayOf(2041, 1, 1)) - weekOf(dayOf(2025, 1, 6))),
      ).toBeGreaterThan(0.6);
    }
  });

  it('give ids inside the champ block, never twice, from 2024 to 2060', () => {
    const ids = new Set<number>();
    let count = 0;
    for (const champ of champs)
      for (let week = 0; week <= weekOf(dayOf(2060, 12, 31)); week += 1)
        for (let place = 0; place < scheduleOf(champ).perDay[1]; place += 1) {
          const id = electionGameId(champ.ordinal, week, place);
          if (Math.floor(id / 2 ** 19) === champ.ordinal) ids.add(id);
          count += 1;
        }
    expect(ids.size).toBe(count);
  });
});

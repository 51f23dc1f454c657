import { describe, expect, it } from 'vitest';
import { seededInstants } from './calendar-test-kit.ts';
import { CATALOG } from './catalog.ts';
import { DAY_SECONDS, dayOf, SATURDAY, utcDayOf, weekdayOf, zoneOffsetAt } from './civil-time.ts';
import type { Fixture } from './competition.ts';
import { mondayOfWeek, weekOf } from './edition-weeks.ts';
import { type FightCardSchedule, FightCards, fightGameId, weightClassOf } from './fight-cards.ts';
import { fixturesBetween } from './schedule.ts';
import { buildChamps, type ChampEntry } from './world.ts';

const SEED = 20_261_122;
const WEEK = 7 * DAY_SECONDS;

const promotions = buildChamps(SEED, CATALOG, false, 0).filter(
  (c) => c.spec.schedule.kind === 'fights',
);
const scheduleOf = (champ: ChampEntry) => champ.spec.schedule as FightCardSchedule;

/** Cards by week, over `weeks` whole weeks (Monday to Monday, UTC) from the week of `at`. */
function cardsFrom(champ: ChampEntry, at: number, weeks: number): Fixture[][] {
  const byWeek = new Map<number, Fixture[]>();
  const from = mondayOfWeek(weekOf(utcDayOf(at))) * DAY_SECONDS;
  for (const fight of fixturesBetween(champ, from, from + weeks * WEEK)) {
    const week = Math.floor(fight.id / 16);
    byWeek.set(week, [...(byWeek.get(week) ?? []), fight]);
  }
  return [...byWeek.values()];
}

describe('fight cards', () => {
  for (const champ of promotions) {
    const schedule = scheduleOf(champ);
    for (const at of seededInstants(4, champ.ordinal)) {
      it(`${champ.spec.key} around ${new Date(at * 1000).toISOString()}`, () => {
        const cards = cardsFrom(champ, at, 30);
        expect(cards.length).toBeGreaterThanOrEqual(30 / schedule.everyWeeks / 2);
        const lastCard = new Map<number, number>();
        for (const card of cards) {
          const [min, max] = schedule.fights;
          expect(card.length).toBeGreaterThanOrEqual(min);
          expect(card.length).toBeLessThanOrEqual(max);
          const fighters = card.flatMap((f) => [f.home, f.away]);
          // Nobody twice on a card, and every bout within a weight class.
          expect(new Set(fighters).size).toBe(fighters.length);
          for (const fight of card) {
            const [home, away] = [fight.home, fight.away].map((f) =>
              champ.teams.indexOf(f as ChampEntry['teams'][number]),
            );
            expect(weightClassOf(schedule, home ?? -1)).toBe(weightClassOf(schedule, away ?? -2));
          }
          // In order, prelims then the main card, the main event last over five rounds.
          const starts = card.map((f) => f.startsAt);
          expect(starts).toEqual([...starts].sort((a, b) => a - b));
          expect(card.map((f) => f.format?.rounds)).toEqual([
            ...Array<number>(card.length - 1).fill(3),
            5,
          ]);
          const main = card[card.length - schedule.mainFights] as Fixture;
          const local = (main.startsAt + zoneOffsetAt(schedule.zone, main.startsAt)) % DAY_SECONDS;
          expect(local / 60).toBe(Number(schedule.main.slice(0, 2)) * 60);
          const localDay = Math.floor(
            (main.startsAt + zoneOffsetAt(schedule.zone, main.startsAt)) / DAY_SECONDS,
          );
          expect(weekdayOf(localDay)).toBe(SATURDAY);
          // A fighter rests for a whole cycle of cards between two of his fights.
          const week = Math.floor(main.startsAt / WEEK);
          for (const fighter of fighters) {
            const id = fighter?.team.id ?? 0;
            const before = lastCard.get(id);
            if (before !== undefined)
              expect(week - before).toBeGreaterThanOrEqual(schedule.cycle * schedule.everyWeeks);
            lastCard.set(id, week);
          }
        }
      });
    }
  }

  it('holds UFC cards on most Saturdays, never leaving two running without one', () => {
    const ufc = promotions.find((c) => c.spec.key === 'ufc') as ChampEntry;
    const cards = new FightCards(
      {
        seed: SEED,
        champ: ufc,
        resultOf: () => ({ winner: 1, score: { home: 1, away: 0 }, duration: 0 }),
      },
      scheduleOf(ufc),
    );
    const weeks = { held: 0, all: 0 };
    let previous = true;
    for (let week = weekOf(dayOf(2025, 1, 1)); week < weekOf(dayOf(2041, 1, 1)); week += 1) {
      const held = cards.holdsCard(week);
      expect(held || previous, `weeks ${week - 1} and ${week}`).toBe(true);
      weeks.held += held ? 1 : 0;
      weeks.all += 1;
      previous = held;
    }
    expect(weeks.held / weeks.all).toBeGreaterThan(0.75);
    expect(weeks.held / weeks.all).toBeLessThan(0.92);
  });

  it('gives ids inside the champ block, never twice, from 2024 to 2060', () => {
    const ids = new Set<number>();
    let count = 0;
    for (const champ of promotions)
      for (let week = 0; week <= weekOf(dayOf(2060, 12, 31)); week += 1)
        for (let place = 0; place < scheduleOf(champ).fights[1]; place += 1) {
          const id = fightGameId(champ.ordinal, week, place);
          if (Math.floor(id / 2 ** 19) === champ.ordinal) ids.add(id);
          count += 1;
        }
    expect(ids.size).toBe(count);
  });
});

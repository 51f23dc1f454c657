import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.ts';
import type { ChampSpec } from './catalog-types.ts';
import { DAY_SECONDS, dayOf, utcDayOf, zoneOffsetAt } from './civil-time.ts';
import type { Fixture } from './competition.ts';
import { EPOCH_MONDAY } from './edition-weeks.ts';
import { playedResult } from './game-context.ts';
import { Rng } from './random.ts';
import { fixturesBetween } from './schedule.ts';
import { editionMondays, startsOn, type TennisSchedule } from './tennis-calendar.ts';
import { drawSize, lastDayOf, SLAM_MEN } from './tennis-draw.ts';
import { tennisGameId } from './tennis-tour.ts';
import { buildChamps, type ChampEntry } from './world.ts';

const SEED = 20_261_122;
const FROM_2025 = Date.UTC(2025, 0, 1) / 1000;
const TO_2040 = Date.UTC(2040, 11, 31) / 1000;

/** Instants between 2025 and 2040, fixed by the seed of the draw. */
function instants(count: number, seed: number): number[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, () => Math.floor(rng.range(FROM_2025, TO_2040)));
}

const champs = buildChamps(SEED, CATALOG, false, 0).filter(
  (c) => c.spec.schedule.kind === 'tennis',
);
const scheduleOf = (champ: ChampEntry) => champ.spec.schedule as TennisSchedule;

/** The local day a match is played on, in its tournament's zone. */
function localDay(fixture: Fixture): number {
  const zone = scheduleOf(fixture.champ).zone;
  return utcDayOf(fixture.startsAt + zoneOffsetAt(zone, fixture.startsAt));
}

interface Edition {
  champ: ChampEntry;
  monday: number;
  games: Fixture[];
}

/** The editions played within two weeks either side of `at`. */
function editionsAround(at: number): Edition[] {
  const day = utcDayOf(at);
  return champs.flatMap((champ) =>
    editionMondays(scheduleOf(champ), day - 14, day + 14).map((monday) => {
      const base = tennisGameId(champ.ordinal, scheduleOf(champ), monday, 0);
      const size = drawSize(scheduleOf(champ).rounds);
      const games = fixturesBetween(champ, (monday - 1) * DAY_SECONDS, (monday + 16) * DAY_SECONDS)
        // A weekly tournament's next edition starts before this one's window closes.
        .filter((g) => g.id >= base && g.id < base + size)
        .sort((a, b) => a.id - b.id);
      return { champ, monday, games };
    }),
  );
}

/** Round and match of a place in the draw (places count round by round from the top). */
function roundOf(place: number, size: number): { round: number; match: number } {
  let round = 0;
  let first = 0;
  for (let matches = size / 2; place >= first + matches; matches /= 2) {
    first += matches;
    round += 1;
  }
  return { round, match: place - first };
}

describe('tennis tours', () => {
  for (const at of instants(6, 11)) {
    describe(`around ${new Date(at * 1000).toISOString()}`, () => {
      const editions = editionsAround(at).filter((edition) => edition.games.length > 0);

      it('plays each player at most once a day and in one tournament at a time', () => {
        const days = new Map<number, Set<number>>();
        const entered = new Map<number, { from: number; to: number }[]>();
        for (const { champ, monday, games } of editions) {
          const players = new Set(games.flatMap((g) => [g.home.team.id, g.away?.team.id ?? 0]));
          for (const id of players) {
            const spans = entered.get(id) ?? [];
            spans.push({ from: monday, to: monday + lastDayOf(scheduleOf(champ).rounds) });
            entered.set(id, spans);
          }
          for (const game of games) {
            for (const id of [game.home.team.id, game.away?.team.id ?? 0]) {
              const played = days.get(id) ?? new Set<number>();
              expect(played.has(localDay(game)), `player ${id} twice on a day`).toBe(false);
              played.add(localDay(game));
              days.set(id, played);
            }
          }
        }
        // Whole tournaments (first Monday to final) of a player never overlap: one a week.
        for (const [id, spans] of entered) {
          spans.sort((a, b) => a.from - b.from);
          for (let k = 1; k < spans.length; k += 1)
            expect(spans[k]?.from, `player ${id}`).toBeGreaterThan(spans[k - 1]?.to ?? 0);
        }
      });

      it('advances the winners, offering a match once both its players are known', () => {
        for (const { champ, monday, games } of editions) {
          const schedule = scheduleOf(champ);
          const size = drawSize(schedule.rounds);
          const base = tennisGameId(champ.ordinal, schedule, monday, 0);
          const byPlace = new Map(games.map((g) => [g.id - base, g]));
          for (const [place, game] of byPlace) {
            const { round, match } = roundOf(place, size);
            expect(game.format?.bestOf).toBe(schedule.rounds === SLAM_MEN ? 5 : 3);
            if (round === 0) {
              expect(game.publishAfter).toBeUndefined();
              continue;
            }
            const previous = place - match - size / 2 ** round;
            const feeders = [previous + 2 * match, previous + 2 * match + 1].map((p) =>
              byPlace.get(p),
            );
            for (const feeder of feeders) {
              if (!feeder) throw new Error(`match ${place} of ${champ.spec.key} has no feeder`);
              // Not before the feeder could have ended, at any speed of the feed.
              expect(game.publishAfter).toBeGreaterThan(
                feeder.startsAt + playedResult(SEED, feeder).duration,
              );
              expect(localDay(game)).toBeGreaterThan(localDay(feeder));
            }
            const [top, bottom] = feeders as [Fixture, Fixture];
            expect([game.home.team.id, game.away?.team.id]).toEqual([
              winnerOf(top),
              winnerOf(bottom),
            ]);
            // Offered before it starts, with hours to bet on it.
            expect(game.startsAt - (game.publishAfter ?? 0)).toBeGreaterThan(4 * 3600);
          }
        }
      });
    });
  }

  it('draws the seeds where the bracket puts them: the top two meet only in a final', () => {
    const wimbledon = editionsAround(Date.UTC(2031, 6, 1) / 1000).find(
      (edition) => edition.champ.spec.key === 'atp-wimbledon',
    );
    const firstRound = wimbledon?.games.slice(0, 64) ?? [];
    const ratings = firstRound.flatMap((g) => [g.home.rating, g.away?.rating ?? 0]);
    const best = [...ratings].sort((a, b) => b - a);
    expect(ratings).toHaveLength(128);
    // Seed 1 heads the top half, seed 2 the bottom half.
    expect(ratings[0]).toBe(best[0]);
    expect(ratings[64]).toBe(best[1]);
  });

  it('gives ids inside the champ block, never twice, from 2024 to 2060', () => {
    const seen = new Set<number>();
    let count = 0;
    const outside: string[] = [];
    for (const spec of CATALOG.filter((s) => s.schedule.kind === 'tennis')) {
      const schedule = spec.schedule as TennisSchedule;
      const mondays = editionMondays(schedule, EPOCH_MONDAY, dayOf(2060, 12, 31));
      expect(mondays.length).toBeGreaterThanOrEqual(schedule.from ? 37 : 37 * 52);
      for (const monday of mondays) {
        for (let place = 0; place < drawSize(schedule.rounds) - 1; place += 1) {
          const id = tennisGameId(spec.ordinal, schedule, monday, place);
          if (Math.floor(id / 2 ** 19) !== spec.ordinal) outside.push(`${spec.key} ${id}`);
          seen.add(id);
          count += 1;
        }
      }
    }
    expect(outside).toEqual([]);
    expect(seen.size).toBe(count);
  });

  it('plays ATP and WTA events from January to November and ITF ones every week', () => {
    const tour = (pool: string) =>
      CATALOG.filter(
        (s): s is ChampSpec & { schedule: TennisSchedule } =>
          s.schedule.kind === 'tennis' && s.teams.kind === 'pool' && s.teams.pool === pool,
      );
    for (const pool of ['atp-tour', 'wta-tour']) {
      const months = new Set(
        tour(pool).flatMap((s) => {
          const monday = editionMondays(s.schedule, dayOf(2030, 1, 1), dayOf(2030, 12, 31))[0];
          return [new Date((monday ?? 0) * DAY_SECONDS * 1000).getUTCMonth() + 1];
        }),
      );
      for (let month = 1; month <= 10; month += 1)
        expect(months.has(month), `month ${month}`).toBe(true);
      const last = Math.max(
        ...tour(pool).map((s) => {
          const monday = editionMondays(s.schedule, dayOf(2030, 1, 1), dayOf(2030, 12, 31))[0];
          return (monday ?? 0) + lastDayOf(s.schedule.rounds);
        }),
      );
      expect(last).toBeGreaterThanOrEqual(dayOf(2030, 11, 1));
    }
    for (const pool of ['itf-men-tour', 'itf-women-tour'])
      for (let monday = EPOCH_MONDAY; monday < dayOf(2041, 1, 1); monday += 7)
        expect(tour(pool).some((s) => startsOn(s.schedule, monday))).toBe(true);
  });
});

/** The winner of a match, played out the way the feed plays it. */
function winnerOf(match: Fixture): number | undefined {
  return playedResult(SEED, match).winner === 2 ? match.away?.team.id : match.home.team.id;
}

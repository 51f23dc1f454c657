import { standingsOf } from '@arenabet/domain';
import { describe, expect, it } from 'vitest';
import { seededInstants } from './calendar-test-kit.ts';
import { CATALOG } from './catalog.ts';
import { DAY_SECONDS, dayOf, utcDayOf, zoneOffsetAt } from './civil-time.ts';
import type { Fixture } from './competition.ts';
import { type EsportsEventSchedule, esportsGameId } from './esports-events.ts';
import { playedResult } from './game-context.ts';
import { fixturesBetween } from './schedule.ts';
import { buildChamps, type ChampEntry } from './world.ts';

const SEED = 20_261_122;

const champs = buildChamps(SEED, CATALOG, false, 0).filter(
  (c) => c.spec.schedule.kind === 'esports',
);
const scheduleOf = (champ: ChampEntry) => champ.spec.schedule as EsportsEventSchedule;

/** Whole events (all 31 matches) starting in the four weeks from `at`. */
function eventsFrom(champ: ChampEntry, at: number): Fixture[][] {
  const byEvent = new Map<number, Fixture[]>();
  for (const game of fixturesBetween(champ, at - 14 * DAY_SECONDS, at + 42 * DAY_SECONDS)) {
    const event = Math.floor(game.id / 32);
    byEvent.set(event, [...(byEvent.get(event) ?? []), game]);
  }
  return [...byEvent.values()]
    .filter((games) => games.length === 31 && (games[0]?.startsAt ?? 0) >= at)
    .map((games) => games.sort((a, b) => a.id - b.id));
}

function winner(game: Fixture): number {
  return (playedResult(SEED, game).winner === 2 ? game.away : game.home)?.team.id ?? 0;
}

describe('esports events', () => {
  for (const champ of champs) {
    const schedule = scheduleOf(champ);
    for (const at of seededInstants(2, champ.ordinal)) {
      it(`${champ.spec.key} from ${new Date(at * 1000).toISOString()}`, () => {
        const events = eventsFrom(champ, at);
        expect(events.length).toBeGreaterThanOrEqual(2);
        for (const games of events) {
          // Every team at most once a local day.
          const days = new Set<string>();
          for (const game of games)
            for (const side of [game.home, game.away]) {
              const local = utcDayOf(game.startsAt + zoneOffsetAt(schedule.zone, game.startsAt));
              const key = `${side?.team.id}:${local}`;
              expect(days.has(key), key).toBe(false);
              days.add(key);
            }
          const [groups, quarters, semis, final] = [
            games.slice(0, 24),
            games.slice(24, 28),
            games.slice(28, 30),
            games[30] as Fixture,
          ];
          expect(groups.every((g) => g.format?.bestOf === schedule.groupBestOf)).toBe(true);
          expect([...quarters, ...semis].every((g) => g.format?.bestOf === 3)).toBe(true);
          expect(final.format?.bestOf).toBe(5);
          // The group tables (the one standings rule) send their top two to the quarter-finals.
          const tables = groupTables(groups);
          expect(tables).toHaveLength(4);
          const [a, b, c, d] = tables as [number[], number[], number[], number[]];
          expect(quarters.map((q) => [q.home.team.id, q.away?.team.id])).toEqual([
            [a[0], b[1]],
            [b[0], a[1]],
            [c[0], d[1]],
            [d[0], c[1]],
          ]);
          expect(semis.map((s) => [s.home.team.id, s.away?.team.id])).toEqual([
            [winner(quarters[0] as Fixture), winner(quarters[2] as Fixture)],
            [winner(quarters[1] as Fixture), winner(quarters[3] as Fixture)],
          ]);
          expect([final.home.team.id, final.away?.team.id]).toEqual(semis.map(winner));
          // Play-off matches are offered once the results they hang on are in, before they start.
          const groupGames = (...tables: number[][]) =>
            groups.filter((g) => tables.some((t) => t.includes(g.home.team.id)));
          const [q1, q2, q3, q4] = quarters as [Fixture, Fixture, Fixture, Fixture];
          const needs: [Fixture, Fixture[]][] = [
            [q1, groupGames(a, b)],
            [q2, groupGames(a, b)],
            [q3, groupGames(c, d)],
            [q4, groupGames(c, d)],
            [semis[0] as Fixture, [q1, q3]],
            [semis[1] as Fixture, [q2, q4]],
            [final, semis],
          ];
          for (const [game, feeders] of needs) {
            const ended = Math.max(
              ...feeders.map((f) => f.startsAt + playedResult(SEED, f).duration),
            );
            expect(game.publishAfter).toBeGreaterThan(ended);
            expect(game.startsAt).toBeGreaterThan((game.publishAfter ?? 0) + 3600);
          }
        }
      });
    }
  }

  it('gives ids inside the champ block, never twice, from 2024 to 2060', () => {
    const ids = new Set<number>();
    let count = 0;
    for (const champ of champs) {
      const events = Math.ceil(
        (dayOf(2061, 1, 1) - dayOf(2024, 1, 1)) / scheduleOf(champ).everyDays,
      );
      for (let edition = 0; edition < events; edition += 1)
        for (let place = 0; place < 31; place += 1) {
          const id = esportsGameId(champ.ordinal, edition, place);
          if (Math.floor(id / 2 ** 19) === champ.ordinal) ids.add(id);
          count += 1;
        }
    }
    expect(ids.size).toBe(count);
  });
});

/** Each group's teams in table order, groups in the order their first games come. */
function groupTables(groups: readonly Fixture[]): number[][] {
  let members: number[][] = [];
  for (const game of groups) {
    const ids = [game.home.team.id, game.away?.team.id ?? 0];
    const joined = members.filter((m) => ids.some((id) => m.includes(id)));
    members = [
      ...members.filter((m) => !joined.includes(m)),
      [...new Set([...joined.flat(), ...ids])],
    ];
  }
  const ordered = [...members].sort(
    (x, y) =>
      groups.findIndex((g) => x.includes(g.home.team.id)) -
      groups.findIndex((g) => y.includes(g.home.team.id)),
  );
  return ordered.map((teams) => {
    const seeded = [...teams].sort((p, q) => ratingOf(groups, q) - ratingOf(groups, p));
    const results = groups
      .filter((g) => teams.includes(g.home.team.id))
      .map((g) => {
        const { score } = playedResult(SEED, g);
        return {
          homeTeamId: g.home.team.id,
          awayTeamId: g.away?.team.id ?? 0,
          home: score.home,
          away: score.away,
        };
      });
    return standingsOf(seeded, results).map((row) => row.teamId);
  });
}

function ratingOf(games: readonly Fixture[], id: number): number {
  const game = games.find((g) => g.home.team.id === id || g.away?.team.id === id);
  return game?.home.team.id === id ? game.home.rating : (game?.away?.rating ?? 0);
}

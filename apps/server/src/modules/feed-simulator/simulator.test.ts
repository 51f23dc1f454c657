import { GAME_STATUS } from '@arenabet/reference/games';
import { describe, expect, it } from 'vitest';
import type { SourceChange, SourceGame } from '../feed/source.ts';
import { bookMarginErrors } from './market-check.ts';
import { BOOK_MARGIN } from './pricing.ts';
import { GAME_ID_LIMIT } from './schedule.ts';
import { createFeedSimulator, type FeedSimulatorOptions } from './simulator.ts';

/** A Saturday afternoon (UTC), when every kind of champ plays. */
const T0 = Date.UTC(2026, 2, 14, 15, 20, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const small = (overrides: Partial<FeedSimulatorOptions> = {}) =>
  createFeedSimulator({ seed: 7, speed: 1, size: 'small', ...overrides });

async function loadAt(options: Partial<FeedSimulatorOptions>, ms: number) {
  const source = small(options);
  return { source, world: await source.load(new Date(ms)) };
}

/** Follows a source tick by tick from a load, keeping each game as last told. */
async function follow(
  options: Partial<FeedSimulatorOptions>,
  from: number,
  to: number,
  tick: number,
) {
  const { source, world } = await loadAt(options, from);
  const games = new Map(world.games.map((g) => [g.id, g]));
  const ticks: SourceChange[][] = [];
  const times: number[] = [];
  for (let ms = from + tick; ms < to; ms += tick) times.push(ms);
  for (const ms of [...times, to]) {
    const changes = await source.advance(new Date(ms));
    ticks.push(changes);
    for (const change of changes)
      if (change.kind === 'game') games.set(change.game.id, change.game);
  }
  return { games, ticks };
}

describe('feed simulator', () => {
  it('gives the same world for the same seed and times, and another for another seed', async () => {
    const first = await follow({}, T0, T0 + 5 * MINUTE, 5 * SECOND);
    const second = await follow({}, T0, T0 + 5 * MINUTE, 5 * SECOND);
    expect(second.ticks).toEqual(first.ticks);
    expect([...second.games.values()]).toEqual([...first.games.values()]);
    const [a, b] = await Promise.all([loadAt({}, T0), loadAt({ seed: 8 }, T0)]);
    expect(b.world.teams.map((t) => t.name)).not.toEqual(a.world.teams.map((t) => t.name));
    expect(b.world.games.map((g) => g.outcomes)).not.toEqual(a.world.games.map((g) => g.outcomes));
  });

  it('shows every game the same whether followed tick by tick or loaded later', async () => {
    const later = T0 + 47 * MINUTE + 13_500;
    const followed = await follow({ speed: 3 }, T0, later, 7 * SECOND);
    const loaded = await loadAt({ speed: 3 }, later);
    for (const game of loaded.world.games) expect(followed.games.get(game.id)).toEqual(game);
  });

  it('keeps the upcoming games, their teams and start, whenever the world is loaded', async () => {
    const before = await loadAt({}, T0);
    const after = await loadAt({}, T0 + 5 * HOUR);
    const later = new Map(after.world.games.map((g) => [g.id, g]));
    const stillUpcoming = before.world.games.filter(
      (g) => !g.isLive && g.startsAt * 1000 > T0 + 5 * HOUR,
    );
    expect(stillUpcoming.length).toBeGreaterThan(10);
    for (const game of stillUpcoming) {
      const same = later.get(game.id);
      expect(same && [same.homeTeamId, same.awayTeamId, same.startsAt]).toEqual([
        game.homeTeamId,
        game.awayTeamId,
        game.startsAt,
      ]);
    }
  });

  it('gives positive 32-bit ids, sub-games apart from games', async () => {
    const { world } = await loadAt({}, T0);
    const ids = new Set<number>();
    for (const game of world.games) {
      expect(game.id).toBeGreaterThan(0);
      expect(game.id).toBeLessThan(GAME_ID_LIMIT);
      expect(ids.has(game.id)).toBe(false);
      ids.add(game.id);
    }
    for (const sub of world.games.flatMap((g) => g.subGames)) {
      expect(sub.id).toBeGreaterThanOrEqual(GAME_ID_LIMIT);
      expect(sub.id).toBeLessThanOrEqual(2 ** 31 - 1);
      expect(ids.has(sub.id)).toBe(false);
      ids.add(sub.id);
    }
  });

  it('prices every market of every game with the margin', async () => {
    const { world } = await loadAt({ margin: 0.08 }, T0);
    const priced = world.games.filter((g) => g.outcomes.length > 0);
    expect(priced.length).toBeGreaterThan(50);
    for (const game of priced) {
      expect(bookMarginErrors(game.outcomes, 0.08), `game ${game.id}`).toEqual([]);
      for (const sub of game.subGames)
        expect(bookMarginErrors(sub.outcomes, 0.08), `sub-game ${sub.id}`).toEqual([]);
    }
  });

  it('keeps settled games with their results as history', async () => {
    const { world } = await loadAt({}, T0);
    const settled = world.games.filter((g) => g.status === GAME_STATUS.SETTLED);
    const oldest = Math.min(...settled.map((g) => g.startsAt));
    expect(T0 / 1000 - oldest).toBeGreaterThan(6 * 24 * 3600);
    for (const game of settled) {
      expect(game.live?.score).toBeDefined();
      expect(game.events.at(-1)?.kind).toBe('result');
      expect(game.outcomes).toEqual([]);
    }
    expect(world.champs.every((c) => c.seasonId > 0)).toBe(true);
  });

  it('ends every game that goes live with a result', async () => {
    const { games, ticks } = await follow({ speed: 4 }, T0, T0 + 3 * HOUR, 20 * SECOND);
    const wentLive = new Set<number>();
    for (const change of ticks.flat()) {
      if (change.kind !== 'game' || !change.game.isLive) continue;
      wentLive.add(change.game.id);
      // Live prices keep the margin whatever the score and the time left.
      expect(bookMarginErrors(change.game.outcomes, BOOK_MARGIN), `game ${change.game.id}`).toEqual(
        [],
      );
      for (const sub of change.game.subGames)
        expect(bookMarginErrors(sub.outcomes, BOOK_MARGIN)).toEqual([]);
    }
    expect(wentLive.size).toBeGreaterThan(50);
    // The longest game (6 hours of play at most) started this long before the end has ended.
    const endedBy = T0 + 3 * HOUR - (6 * HOUR) / 4;
    for (const id of wentLive) {
      const game = games.get(id) as SourceGame;
      if (game.startsAt * 1000 > endedBy) continue;
      expect(game.status, `game ${id} of sport ${game.sportId}`).toBe(GAME_STATUS.SETTLED);
      expect(game.isLive).toBe(false);
      expect(game.events.some((e) => e.kind === 'result')).toBe(true);
    }
  });

  it('tells each change once per tick, with new games as they come into the offer', async () => {
    const { world } = await loadAt({}, T0);
    const known = new Set(world.games.map((g) => g.id));
    const { ticks } = await follow({}, T0, T0 + 30 * MINUTE, SECOND);
    const offered: SourceGame[] = [];
    for (const changes of ticks) {
      const ids = changes.map((c) => (c.kind === 'game' ? c.game.id : c.gameId));
      expect(new Set(ids).size).toBe(ids.length);
      for (const c of changes) if (c.kind === 'game' && !known.has(c.game.id)) offered.push(c.game);
    }
    expect(offered.length).toBeGreaterThan(0);
    for (const game of offered) {
      expect(game.status).toBe(GAME_STATUS.BETS_ARE_BEING_ACCEPTED);
      expect(game.isLive).toBe(false);
      expect(game.outcomes.length).toBeGreaterThan(0);
    }
  });

  it('moves a game from the line to live to awaiting its result to settled', async () => {
    const { source, world } = await loadAt({ speed: 10 }, T0);
    const next = world.games
      .filter((g) => g.status === 1 && !g.isLive)
      .sort((a, b) => a.startsAt - b.startsAt)[0] as SourceGame;
    const seen: string[] = [];
    for (
      let ms = T0;
      ms < next.startsAt * 1000 + 2 * HOUR && seen.at(-1) !== '2';
      ms += 5 * SECOND
    ) {
      for (const change of await source.advance(new Date(ms))) {
        if (change.kind !== 'game' || change.game.id !== next.id) continue;
        const state = change.game.isLive ? 'live' : String(change.game.status);
        if (seen.at(-1) !== state) seen.push(state);
      }
    }
    expect(seen).toEqual(['live', '3', '2']);
  });

  it('suspends markets around dangerous moments and opens them again', async () => {
    const { ticks } = await follow({ speed: 2 }, T0, T0 + HOUR, 2 * SECOND);
    const goalGames = ticks
      .flat()
      .flatMap((c) =>
        c.kind === 'game' && c.game.isLive && c.game.outcomes.length > 0 ? [c.game] : [],
      );
    const locked = goalGames.filter((g) => g.outcomes.every((o) => o.locked));
    expect(locked.length).toBeGreaterThan(0);
    const reopened = locked.filter((l) =>
      goalGames.some((g) => g.id === l.id && g.outcomes.every((o) => !o.locked)),
    );
    expect(reopened.length).toBeGreaterThan(0);
  });

  it('moves a tick in a few milliseconds', async () => {
    const { source } = await loadAt({}, T0);
    const durations: number[] = [];
    for (let ms = T0 + SECOND; ms <= T0 + 3 * MINUTE; ms += SECOND) {
      const start = performance.now();
      await source.advance(new Date(ms));
      durations.push(performance.now() - start);
    }
    durations.sort((a, b) => a - b);
    expect(durations[Math.floor(durations.length / 2)]).toBeLessThan(5);
  });
});

import { countryById } from '@arenabet/reference/countries';
import { GAME_STATUS } from '@arenabet/reference/games';
import { REFERENCE_LANGUAGES } from '@arenabet/reference/localized';
import { sportById } from '@arenabet/reference/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceWorld } from '../feed/source.ts';
import { CATALOG } from './catalog.ts';
import { liveGamesAt } from './live-census.ts';
import { bookMarginErrors } from './market-check.ts';
import { BOOK_MARGIN } from './pricing.ts';
import { Rng } from './random.ts';
import { createFeedSimulator } from './simulator.ts';
import { buildChamps } from './world.ts';

const SEED = 20_261_122;
const T0 = Date.UTC(2026, 2, 11, 9, 45, 0);
const HOUR = 3600;
const ENV = { seed: SEED, speed: 1, margin: BOOK_MARGIN };

/** Moments spread over two weeks, at every hour of the day and day of the week. */
function randomMoments(count: number, seed: number): number[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, () => T0 + Math.floor(rng.next() * 14 * 24 * HOUR * 1000));
}

describe('full world', () => {
  const champs = buildChamps(SEED, CATALOG, false, 0);
  // Held only while this file runs: a worker keeps every test file's closures to the end.
  let source = createFeedSimulator({ seed: SEED, speed: 1, size: 'full' });
  let world: SourceWorld;

  beforeAll(async () => {
    world = await source.load(new Date(T0));
  });
  afterAll(() => {
    source = createFeedSimulator({ seed: SEED, speed: 1, size: 'small' });
    world = { champs: [], teams: [], games: [] };
  });

  it('offers at least 1 500 games over the next 14 days', () => {
    const upcoming = world.games.filter(
      (g) =>
        g.status === GAME_STATUS.BETS_ARE_BEING_ACCEPTED &&
        !g.isLive &&
        g.startsAt < T0 / 1000 + 14 * 24 * HOUR,
    );
    // Two weeks of a real book's line: league rounds, draws and cards, not a quota a day.
    expect(upcoming.length).toBeGreaterThanOrEqual(1500);
  });

  it('prices every market of every sport with the margin', () => {
    const errors = world.games.flatMap((game) =>
      [game.outcomes, ...game.subGames.map((sub) => sub.outcomes)].flatMap((outcomes) =>
        bookMarginErrors(outcomes, BOOK_MARGIN).map(
          (error) => `game ${game.id} (sport ${game.sportId}) ${error}`,
        ),
      ),
    );
    expect(errors).toEqual([]);
  });

  it('has 50 to 150 games live at any moment', () => {
    expect(liveGamesAt(ENV, champs, T0)).toBe(world.games.filter((g) => g.isLive).length);
    for (const ms of randomMoments(20, 1)) {
      const live = liveGamesAt(ENV, champs, ms);
      expect(live, new Date(ms).toISOString()).toBeGreaterThanOrEqual(50);
      expect(live, new Date(ms).toISOString()).toBeLessThanOrEqual(150);
    }
  });

  it('covers the promised sports, esports titles included', () => {
    const sports = new Set(world.champs.map((c) => c.sportId));
    for (const id of [1, 2, 3, 4, 6, 10, 31, 37, 38, 44, 85, 89, 144, 4001, 4002, 4003])
      expect(sports.has(id), `sport ${id}`).toBe(true);
    for (const id of sports) expect(sportById(id), `sport ${id}`).toBeDefined();
  });

  it('names every champ, team and player in every reference language, with real countries', () => {
    const named = [...world.champs, ...world.teams, ...world.teams.flatMap((t) => t.players)];
    const unnamed = named.filter((thing) =>
      REFERENCE_LANGUAGES.some((l) => thing.name[l].trim() === ''),
    );
    expect(unnamed).toEqual([]);
    // Russian and Arabic names are written in their own scripts, not left in Latin letters.
    const untranslated = [...world.champs, ...world.teams].filter(
      (thing) => !/[а-яё]/i.test(thing.name.ru) || !/[\u0600-\u06ff]/.test(thing.name.ar),
    );
    expect(untranslated.map((t) => t.name.en).filter((name) => !/^(UFC|ACA)$/.test(name))).toEqual(
      [],
    );
    const stateless = [...world.champs, ...world.teams].filter(
      (thing) => !countryById(thing.countryId),
    );
    expect(stateless).toEqual([]);
    const premierLeague = world.champs.find((c) => c.name.en === 'England. Premier League');
    expect(premierLeague?.name).toEqual({
      en: 'England. Premier League',
      ru: 'Англия. Премьер-лига',
      ar: 'إنجلترا. الدوري الممتاز',
    });
  });

  it('gives no two teams of a sport the same name', () => {
    const seen = new Set<string>();
    for (const team of world.teams) {
      const key = `${team.sportId}:${team.name.en}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('gives squads with numbers and positions where the sport has line-ups, and none to people', () => {
    const sportOf = new Map(world.champs.map((c) => [c.sportId, c]));
    for (const team of world.teams) {
      const hasLineUps = [1, 2, 3, 6, 31].includes(team.sportId);
      if (!sportOf.has(team.sportId)) continue;
      if (hasLineUps) {
        expect(team.players.length, team.name.en).toBeGreaterThanOrEqual(11);
        const numbers = team.players.map((p) => p.number);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(team.players.every((p) => p.position !== undefined)).toBe(true);
      }
      if ([4, 10, 37].includes(team.sportId)) expect(team.players).toEqual([]);
    }
  });

  it('moves a tick of about a hundred live games in a few milliseconds', async () => {
    const durations: number[] = [];
    for (let tick = 1; tick <= 120; tick += 1) {
      const start = performance.now();
      await source.advance(new Date(T0 + tick * 1000));
      durations.push(performance.now() - start);
    }
    durations.sort((a, b) => a - b);
    // A quiet machine answers in well under a millisecond; allow for a busy one.
    expect(durations[60]).toBeLessThan(5);
  });

  it('names the runners of every race', () => {
    const races = world.games.filter(
      (g) => g.sportId === 44 && g.status === GAME_STATUS.BETS_ARE_BEING_ACCEPTED,
    );
    expect(races.length).toBeGreaterThan(0);
    for (const race of races) {
      expect(race.runners?.length).toBeGreaterThanOrEqual(8);
      expect(race.awayTeamId).toBeUndefined();
    }
  });
});

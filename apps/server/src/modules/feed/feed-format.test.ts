import { FEED_MAX_COUNT, type FeedRoot, RACE_RUNNER_TYPE_BASE } from '@arenabet/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  eventCodes,
  type PublicGame,
  type PublicGroupEvent,
  publicChamp,
  publicGame,
  publicGroupedGame,
  publicSport,
  publicValue,
} from './feed-format-test-kit.ts';
import { feedTestApp, LINE, LIVE } from './feed-routes-test-kit.ts';

/*
 * The public format as outside clients read it (issue 11): every rule checked on every game of
 * the small world, through the app, decoded by a strict client's schema (feed-format-test-kit).
 */

const feed = feedTestApp();
const path = (root: FeedRoot) => (root === 'line' ? LINE : LIVE);
const EVERY = `?count=${FEED_MAX_COUNT}&getEmpty=true`;

const world: Record<FeedRoot, PublicGame[]> = { line: [], live: [] };
beforeAll(async () => {
  for (const root of ['line', 'live'] as const) {
    world[root] = await publicValue(feed.t, path(root)('Get1x2_VZip', EVERY), z.array(publicGame));
  }
});

/** The column rules of the grouped layout, market by market. */
function expectColumns(market: PublicGroupEvent, gameId: number): void {
  const where = `game ${gameId} G${market.G}`;
  const types = (column: { T: number }[]) => [...new Set(column.map((e) => e.T))];
  const lines = (column: { P?: number | undefined }[]) => column.map((e) => e.P ?? 0);
  if (market.G === 1) {
    expect(
      market.E.map((column) => column.length),
      where,
    ).toEqual(market.E.map(() => 1));
    expect(
      [
        [1, 2, 3],
        [1, 3],
      ],
      where,
    ).toContainEqual(market.E.map((column) => column[0]?.T));
    return;
  }
  const pairs: Record<number, [number, number]> = { 2: [7, 8], 17: [9, 10] };
  const pair = pairs[market.G];
  if (!pair) return;
  const [first = [], second = []] = market.E;
  expect(market.E, where).toHaveLength(2);
  expect([types(first), types(second)], where).toEqual([[pair[0]], [pair[1]]]);
  expect(first.length, where).toBe(second.length);
  // Totals share the line; a handicap's away side carries the home line negated.
  const expected = market.G === 2 ? lines(first).map((line) => -line || 0) : lines(first);
  expect(
    lines(second).map((line) => line || 0),
    where,
  ).toEqual(expected);
}

describe.each(['line', 'live'] as const)('GetGameZip of the %s feed', (root) => {
  it('answers GE with GroupEvents: non-empty columns holding exactly the flat E', async () => {
    expect(world[root].length).toBeGreaterThan(0);
    for (const listed of world[root]) {
      const query = `?id=${listed.I}&isSubGames=true`;
      const flat = await publicValue(feed.t, path(root)('GetGameZip', query), publicGame);
      const grouped = await publicValue(
        feed.t,
        path(root)('GetGameZip', `${query}&GroupEvents=true`),
        publicGroupedGame,
      );
      expect(flat.GE).toBeUndefined();
      expect(eventCodes(grouped.GE.flatMap((m) => m.E.flat()))).toEqual(eventCodes(flat.E ?? []));
      const order = grouped.GE.map((m) => m.GS);
      expect(order).toEqual([...new Set(order)].sort((a, b) => a - b));
      for (const market of grouped.GE) expectColumns(market, listed.I);
    }
  });

  it('lists sub-games as {CI, N, PN, TG, I}, each readable grouped by its CI', async () => {
    let seen = 0;
    for (const listed of world[root]) {
      const game = await publicValue(
        feed.t,
        path(root)('GetGameZip', `?id=${listed.I}&isSubGames=true`),
        publicGame,
      );
      for (const [index, sub] of (game.SG ?? []).entries()) {
        seen += 1;
        expect(sub).toMatchObject({ CI: sub.I, N: index + 1, TG: '' });
        const query = `?id=${sub.CI}&GroupEvents=true`;
        const subGame = await publicValue(feed.t, path(root)('GetGameZip', query), publicGame);
        expect(subGame).toMatchObject({ I: sub.CI, PI: listed.I });
      }
    }
    if (root === 'line') expect(seen).toBeGreaterThan(0);
  });
});

describe('two-way winners', () => {
  it('are group 1 with types 1 and 3 and no 2; group 101 appears nowhere', async () => {
    const everything = [...world.line, ...world.live];
    const events = everything.flatMap((g) => [...(g.E ?? []), ...g.AE.flatMap((m) => m.ME)]);
    expect(events.some((e) => e.G === 101)).toBe(false);
    const results = everything.map((g) => (g.E ?? []).filter((e) => e.G === 1).map((e) => e.T));
    const twoWay = results.filter((types) => types.length > 0 && !types.includes(2));
    expect(twoWay.length).toBeGreaterThan(0);
    for (const types of results.filter((t) => t.length > 0)) {
      expect([
        [1, 2, 3],
        [1, 3],
      ]).toContainEqual([...types].sort());
    }
    const tennis = everything.filter((g) => g.SI === 4 && (g.E ?? []).some((e) => e.G === 1));
    expect(tennis.length).toBeGreaterThan(0);
    expect(tennis.every((g) => !(g.E ?? []).some((e) => e.G === 1 && e.T === 2))).toBe(true);
  });

  it('leave the market dictionary consistent: every group and type the feed sends is named', async () => {
    const markets = await publicValue(
      feed.t,
      LINE('GetMarketsZip', '?lng=en'),
      z.array(z.object({ G: z.number(), E: z.array(z.object({ T: z.number() })) })),
    );
    const named = new Map(markets.map((m) => [m.G, new Set(m.E.map((e) => e.T))]));
    expect(named.has(101)).toBe(false);
    for (const game of [...world.line, ...world.live]) {
      for (const e of [...(game.E ?? []), ...game.AE.flatMap((m) => m.ME)]) {
        expect(named.has(e.G), `G${e.G}`).toBe(true);
        if (e.T < RACE_RUNNER_TYPE_BASE)
          expect(named.get(e.G)?.has(e.T), `G${e.G} T${e.T}`).toBe(true);
      }
    }
  });
});

describe('fields clients index without checking', () => {
  it('come in every list of games: AE lists of {G, ME}, O1IMG and O2IMG lists, CV strings', async () => {
    // publicValue has parsed every game strictly; AE carries the other lines of E's markets.
    const withMore = world.line.filter((g) => g.AE.length > 0);
    expect(withMore.length).toBeGreaterThan(0);
    for (const game of withMore) {
      const page = await publicValue(feed.t, LINE('GetGameZip', `?id=${game.I}`), publicGame);
      const groups = new Set(game.AE.map((m) => m.G));
      const inList = [...(game.E ?? []), ...game.AE.flatMap((m) => m.ME)];
      expect(eventCodes(inList.filter((e) => groups.has(e.G)))).toEqual(
        eventCodes((page.E ?? []).filter((e) => groups.has(e.G))),
      );
      expect(page.AE).toEqual([]);
    }
  });
});

describe('GetChampsZip', () => {
  it('gives every champ an integer kind T, 1000 for a top champ and 0 for the others', async () => {
    for (const root of ['line', 'live'] as const) {
      const sports = await publicValue(
        feed.t,
        path(root)('GetSportsShortZip'),
        z.array(publicSport),
      );
      for (const sport of sports) {
        const champs = await publicValue(
          feed.t,
          path(root)('GetChampsZip', `?sport=${sport.I}`),
          z.array(publicChamp),
        );
        for (const champ of champs) {
          const isTop = feed.t.app.services.feed.snapshot.champ(champ.LI)?.isTop;
          expect(champ.T, `champ ${champ.LI}`).toBe(isTop ? 1000 : 0);
        }
      }
    }
    const top = await publicValue(feed.t, LINE('WebGetTopChampsZip'), z.array(publicChamp));
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((champ) => champ.T === 1000)).toBe(true);
  });
});

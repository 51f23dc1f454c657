import {
  champAnswer,
  champListAnswer,
  chronoAnswer,
  FEED_CALLS,
  FEED_MAX_COUNT,
  feedPath,
  gameAnswer,
  gameListAnswer,
  MAIN_FEED_CALLS,
  mainFeedPath,
  marketNamesAnswer,
  SPORT_SECTION_CALLS,
  sportSectionPath,
  sportsShortAnswer,
} from '@arenabet/contracts';
import { sportById } from '@arenabet/reference/sports';
import { describe, expect, it } from 'vitest';
import {
  feedTestApp,
  feedValue,
  footballLineGame,
  LINE,
  LIVE,
  marketCodes,
} from './feed-routes-test-kit.ts';

const feed = feedTestApp();
/** Every game a list shows: as many as there are, only those with a main market. */
const LISTED = `?count=${FEED_MAX_COUNT}`;

describe('the other calls', () => {
  it('GetSportsShortZip counts each sport’s listed games of the feed, and its live ones', async () => {
    const sports = await feedValue(feed.t, LINE('GetSportsShortZip'), sportsShortAnswer);
    const line = await feed.lineGames(LISTED);
    const live = await feed.liveGames(LISTED);
    for (const sport of sports) {
      expect(sport.C).toBe(line.filter((g) => g.SI === sport.I).length);
      expect(sport.CL).toBe(live.filter((g) => g.SI === sport.I).length);
      expect(sport.N).toBe(sportById(sport.I)?.names.ru);
    }
    expect(new Set(sports.map((s) => s.I))).toEqual(new Set(line.map((g) => g.SI)));
    const liveSports = await feedValue(
      feed.t,
      LIVE('GetSportsShortZip', '?lng=ru'),
      sportsShortAnswer,
    );
    expect(liveSports.reduce((sum, s) => sum + s.C, 0)).toBe(live.length);
    const cyber = await feedValue(
      feed.t,
      LINE('GetSportsShortZip', '?section=1012'),
      sportsShortAnswer,
    );
    expect(cyber.length).toBeGreaterThan(0);
    expect(cyber.every((s) => sportById(s.I)?.isCyber)).toBe(true);
    const allowed = await feedValue(
      feed.t,
      LINE('GetSportsShortZip', '?lineDisallowSport=1'),
      sportsShortAnswer,
    );
    expect(allowed.map((s) => s.I)).toEqual(sports.map((s) => s.I).filter((id) => id !== 1));
  });

  it('GetChampsZip lists the champs of a sport with their game counts', async () => {
    const champs = await feedValue(feed.t, LINE('GetChampsZip', '?sport=1'), champListAnswer);
    const football = await feed.lineGames(`${LISTED}&sports=1`);
    expect(champs.every((c) => c.SI === 1 && c.G === undefined)).toBe(true);
    expect(champs.reduce((sum, c) => sum + c.GC, 0)).toBe(football.length);
  });

  it('GetChampZip gives one champ with its games', async () => {
    const [first] = await feed.lineGames();
    const champ = await feedValue(feed.t, LINE('GetChampZip', `?champ=${first?.LI}`), champAnswer);
    expect(champ).toMatchObject({ LI: first?.LI, L: first?.L, SI: first?.SI });
    expect(champ.G?.every((g) => g.LI === first?.LI)).toBe(true);
    expect(champ.GC).toBe(champ.G?.length);
    expect(
      await feedValue(feed.t, LINE('GetChampZip', `?champId=${first?.LI}`), champAnswer),
    ).toEqual(champ);
  });

  it('GetGameZip gives every market of a game, sub-games on request, and a sub-game by its id', async () => {
    const listed = await footballLineGame(feed.t);
    const game = await feedValue(feed.t, LINE('GetGameZip', `?id=${listed.I}`), gameAnswer);
    expect(marketCodes(game)).toContain('19:180');
    expect(marketCodes(game)).toContain('19:181');
    expect(game.E?.length).toBeGreaterThan(listed.E?.length ?? 0);
    expect(game.SG).toBeUndefined();
    const withSubGames = await feedValue(
      feed.t,
      LINE('GetGameZip', `?gameId=${listed.I}&isSubGames=true`),
      gameAnswer,
    );
    expect(withSubGames.SG?.length).toBeGreaterThan(0);
    const sub = withSubGames.SG?.[0];
    const subGame = await feedValue(feed.t, LINE('GetGameZip', `?id=${sub?.I}`), gameAnswer);
    expect(subGame).toMatchObject({ I: sub?.I, PI: listed.I, EC: sub?.EC, O1: listed.O1 });
  });

  it('GetGamesTeamZip and gamesByOpp give the games of a team', async () => {
    const [first] = await feed.lineGames();
    const team = first?.O1I;
    const games = await feedValue(
      feed.t,
      LINE('GetGamesTeamZip', `?teams=${team}`),
      gameListAnswer,
    );
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => g.O1I === team || g.O2I === team)).toBe(true);
    const byOpp = await feedValue(
      feed.t,
      `${sportSectionPath('line', 'gamesByOpp')}?team=${team}`,
      gameListAnswer,
    );
    expect(byOpp).toEqual(games);
  });

  it('Web_SearchZip finds games by team or champ names in any language, ignoring case', async () => {
    const [first] = await feed.lineGames();
    const ruName = (await feed.lineGames('?count=1&lng=ru'))[0]?.O1 ?? '';
    const found = await feedValue(
      feed.t,
      LINE('Web_SearchZip', `?text=${encodeURIComponent(ruName.slice(0, 6).toUpperCase())}&lng=en`),
      gameListAnswer,
    );
    expect(found.map((g) => g.I)).toContain(first?.I);
    const byChamp = await feedValue(
      feed.t,
      LINE('Web_SearchZip', `?text=${encodeURIComponent(first?.L ?? '')}`),
      gameListAnswer,
    );
    expect(byChamp.every((g) => g.LI === first?.LI || g.L.includes(first?.L ?? ''))).toBe(true);
    expect(
      await feedValue(feed.t, LINE('Web_SearchZip', '?text=zzzzqqqq'), gameListAnswer),
    ).toEqual([]);
  });

  it('GetTopGamesStatZip and WebGetTopChampsZip lead with top champs', async () => {
    const top = await feedValue(feed.t, LINE('GetTopGamesStatZip', '?count=5'), gameListAnswer);
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(5);
    const champs = await feedValue(feed.t, LINE('WebGetTopChampsZip'), champListAnswer);
    expect(champs.length).toBeGreaterThan(0);
    expect(champs.every((c) => c.T === 1000 && (c.G?.length ?? 0) > 0)).toBe(true);
  });

  it('GetExpressDayZip combines clear favourites, one outcome each, of different champs', async () => {
    const legs = await feedValue(feed.t, LINE('GetExpressDayZip'), gameListAnswer);
    expect(legs.length).toBeGreaterThan(0);
    expect(new Set(legs.map((g) => g.LI)).size).toBe(legs.length);
    for (const leg of legs) {
      expect(leg.E).toHaveLength(1);
      // A favourite is a side of the result (group 1), never its draw.
      expect(leg.E?.[0]?.G).toBe(1);
      expect([1, 3]).toContain(leg.E?.[0]?.T);
      expect(leg.E?.[0]?.C).toBeLessThanOrEqual(1.75);
    }
  });

  it('GetChronoOfPlay tells a live game’s moments', async () => {
    const live = await feed.liveGames();
    const withEvents = live.find(
      (g) => (feed.t.app.services.feed.snapshot.game(g.I)?.game.events.length ?? 0) > 0,
    );
    expect(withEvents, 'a live game with events').toBeDefined();
    const events = await feedValue(
      feed.t,
      LIVE('GetChronoOfPlay', `?id=${withEvents?.I}&lng=ru`),
      chronoAnswer,
    );
    expect(events.length).toBe(
      feed.t.app.services.feed.snapshot.game(withEvents?.I ?? 0)?.game.events.length,
    );
    expect(events[0]).toMatchObject({
      TS: expect.any(Number),
      K: expect.any(String),
      N: expect.any(String),
    });
  });

  it('GetFavoritesZip gives the asked games of the feed', async () => {
    const [a, , b] = await feed.lineGames();
    const games = await feedValue(
      feed.t,
      LINE('GetFavoritesZip', `?games=${b?.I},${a?.I},${a?.I},999999999`),
      gameListAnswer,
    );
    expect(games.map((g) => g.I)).toEqual([a?.I, b?.I]);
  });

  it('GetMarketsZip names every market group and outcome in the language', async () => {
    const markets = await feedValue(feed.t, LINE('GetMarketsZip', '?lng=ru'), marketNamesAnswer);
    expect(markets.find((m) => m.G === 1)).toEqual({
      G: 1,
      N: 'Исход',
      E: [
        { T: 1, N: 'П1' },
        { T: 2, N: 'Х' },
        { T: 3, N: 'П2' },
      ],
    });
    expect(markets.find((m) => m.G === 19)?.E.map((e) => e.T)).toEqual([180, 181]);
  });

  it('answer every call of both feeds in its contract', async () => {
    const [game] = await feed.lineGames();
    const query = `?id=${game?.I}&champ=${game?.LI}&teams=${game?.O1I}&text=a&games=${game?.I}&sport=${game?.SI}`;
    for (const root of ['line', 'live'] as const) {
      for (const call of FEED_CALLS) {
        const response = await feed.t.app.inject({
          method: 'GET',
          url: feedPath(root, call) + query,
        });
        expect([200, 404], `${root} ${call}: ${response.body}`).toContain(response.statusCode);
      }
      for (const call of SPORT_SECTION_CALLS) {
        const response = await feed.t.app.inject({
          method: 'GET',
          url: sportSectionPath(root, call) + query,
        });
        expect(response.statusCode, `${root} ${call}: ${response.body}`).toBe(200);
      }
      for (const call of MAIN_FEED_CALLS) {
        const response = await feed.t.app.inject({
          method: 'GET',
          url: mainFeedPath(root, call) + query,
        });
        expect([200, 404], `${root} ${call}: ${response.body}`).toContain(response.statusCode);
      }
    }
  });

  it('main feed calls answer as their LineFeed counterparts', async () => {
    const [game] = await feed.lineGames();
    expect(
      await feedValue(feed.t, `${mainFeedPath('line', 'games1x2')}?count=7`, gameListAnswer),
    ).toEqual(await feed.lineGames('?count=7'));
    expect(
      await feedValue(
        feed.t,
        `${mainFeedPath('line', 'gameEvents')}?gameId=${game?.I}`,
        gameAnswer,
      ),
    ).toEqual(await feedValue(feed.t, LINE('GetGameZip', `?id=${game?.I}`), gameAnswer));
    const info = await feedValue(
      feed.t,
      `${mainFeedPath('line', 'gameInfo')}?gameId=${game?.I}`,
      gameAnswer,
    );
    expect(info.E).toBeUndefined();
    expect(info.I).toBe(game?.I);
    const champs = await feedValue(
      feed.t,
      `${mainFeedPath('line', 'champsBySportWithGames')}?sportId=${game?.SI}`,
      champListAnswer,
    );
    expect(champs.every((c) => c.SI === game?.SI && (c.G?.length ?? 0) > 0)).toBe(true);
    const byChamp = await feedValue(
      feed.t,
      `${sportSectionPath('line', 'gamesByChamp')}?champId=${game?.LI}`,
      gameListAnswer,
    );
    expect(byChamp.every((g) => g.LI === game?.LI)).toBe(true);
  });
});

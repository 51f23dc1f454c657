import { gameListAnswer, MARKET_GROUP } from '@arenabet/contracts';
import { sportById, VIRTUAL_SPORT_IDS } from '@arenabet/reference/sports';
import { describe, expect, it } from 'vitest';
import {
  feedRefusal,
  feedTestApp,
  feedValue,
  footballLineGame,
  LINE,
  LIVE,
  marketCodes,
} from './feed-routes-test-kit.ts';

const feed = feedTestApp();

describe('Get1x2_VZip and Get1x2_Zip', () => {
  it('answer the line in the envelope with the format’s field names', async () => {
    const games = await feedValue(feed.t, LINE('Get1x2_VZip'), gameListAnswer);
    expect(games.length).toBeGreaterThan(0);
    expect(games.length).toBeLessThanOrEqual(50);
    for (const game of games) {
      expect(game).toMatchObject({
        I: expect.any(Number),
        LI: expect.any(Number),
        L: expect.any(String),
        SI: expect.any(Number),
        // Without lng, names come in the site's default language.
        SN: sportById(game.SI)?.names.ru,
        O1: expect.any(String),
        S: expect.any(Number),
        EC: expect.any(Number),
        U: expect.any(Number),
      });
      expect(game.SC).toBeUndefined();
    }
    const starts = games.map((g) => g.S);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(await feedValue(feed.t, LINE('Get1x2_Zip'), gameListAnswer)).toEqual(games);
  });

  it('use the codes of the format for the main markets, only those, lines in P', async () => {
    const game = await footballLineGame(feed.t);
    const codes = marketCodes(game);
    for (const code of ['1:1', '1:2', '1:3', '8:4', '8:5', '8:6', '2:7', '2:8', '17:9', '17:10']) {
      expect(codes, code).toContain(code);
    }
    const groups = new Set((game.E ?? []).map((e) => e.G));
    expect([...groups].sort((a, b) => a - b)).toEqual([1, 2, 8, 17]);
    // One main line per market: two handicap outcomes and two total outcomes.
    expect(game.E?.filter((e) => e.G === MARKET_GROUP.total)).toHaveLength(2);
    for (const e of game.E?.filter((e) => e.G === 2 || e.G === 17) ?? []) {
      expect(e.P).toEqual(expect.any(Number));
    }
    expect(game.EC).toBeGreaterThan(game.E?.length ?? 0);
  });

  it('mark an outcome B only while it is locked', async () => {
    const games = [...(await feed.lineGames()), ...(await feed.liveGames())];
    const snapshot = feed.t.app.services.feed.snapshot;
    for (const wire of games) {
      const source = snapshot.game(wire.I)?.game;
      const locked = new Set(
        source?.outcomes.filter((o) => o.locked).map((o) => `${o.group}:${o.type}:${o.line}`),
      );
      for (const e of wire.E ?? []) {
        expect(e.B, `${wire.I} ${e.G}:${e.T}`).toBe(
          locked.has(`${e.G}:${e.T}:${e.P}`) ? true : undefined,
        );
      }
    }
  });

  it('filter by sports, champs, time and count, whatever the parameters’ order', async () => {
    const all = await feed.lineGames();
    const champ = all[0]?.LI as number;
    const bySport = await feed.lineGames('?getEmpty=true&count=1000&sports=1');
    expect(bySport.every((g) => g.SI === 1)).toBe(true);
    expect(bySport).toHaveLength(all.filter((g) => g.SI === 1).length);
    const byChamp = await feed.lineGames(`?champs=${champ},${champ}&count=1000&getEmpty=true`);
    expect(byChamp.map((g) => g.I)).toEqual(all.filter((g) => g.LI === champ).map((g) => g.I));
    const from = all[3]?.S as number;
    const to = all[6]?.S as number;
    const window = await feed.lineGames(`?tsFrom=${from}&tsTo=${to}&count=1000&getEmpty=true`);
    expect(window.every((g) => g.S >= from && g.S <= to)).toBe(true);
    expect(window.length).toBeGreaterThanOrEqual(4);
    expect(await feed.lineGames('?count=3&getEmpty=true')).toEqual(all.slice(0, 3));
  });

  it('leave out the player’s disallowed sports of its own feed', async () => {
    const games = await feed.lineGames(
      '?count=1000&getEmpty=true&lineDisallowSport=1&liveDisallowSport=4',
    );
    expect(games.some((g) => g.SI === 1)).toBe(false);
    expect(games.some((g) => g.SI === 4)).toBe(true);
  });

  it('name everything in the asked language, English alongside', async () => {
    const ru = await feed.lineGames('?count=5&lng=ru');
    const en = await feed.lineGames('?count=5&lng=en');
    expect(ru.map((g) => g.I)).toEqual(en.map((g) => g.I));
    expect(ru[0]?.SN).toBe(sportById(ru[0]?.SI ?? 0)?.names.ru);
    expect(ru[0]?.LE).toBe(en[0]?.L);
    expect(ru[0]?.O1E).toBe(en[0]?.O1);
  });

  it('give live games their score: full, by period, current period and timer', async () => {
    const games = await feed.liveGames();
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      expect(game.SC?.FS).toEqual(expect.objectContaining({}));
      const live = feed.t.app.services.feed.snapshot.game(game.I)?.game.live;
      expect(game.SC?.FS).toEqual({ S1: live?.score.home, S2: live?.score.away });
      expect(game.SC?.PS).toEqual(
        live?.periodScores.map((p) => ({
          Key: p.period,
          Value: { S1: p.score.home, S2: p.score.away },
        })),
      );
    }
    expect(games.some((g) => g.SC?.CP !== undefined && g.SC?.CPS !== undefined)).toBe(true);
    expect(games.some((g) => g.SC?.TS !== undefined)).toBe(true);
  });
});

describe('refused parameters', () => {
  it.each([
    ['Get1x2_VZip', '?count=abc', 'Parameter count must be an integer of at least 1'],
    ['Get1x2_VZip', '?count=-1', 'Parameter count must be an integer of at least 1'],
    ['Get1x2_VZip', '?sports=x', 'Parameter sports must be a list of ids separated by commas'],
    ['Get1x2_VZip', '?section=10001', 'Parameter section is not a menu section'],
    [
      'Web_SearchZip',
      `?text=${'a'.repeat(101)}`,
      'Parameter text must be at most 100 characters long',
    ],
    ['Web_SearchZip', '', 'Parameter text is required'],
    ['GetGameZip', '', 'Parameter id is required'],
    ['GetGameZip', '?id=abc', 'Parameter id must be an integer of at least 1'],
    ['GetChampZip', '', 'Parameter champ is required'],
    ['GetGamesTeamZip', '', 'Parameter teams is required'],
    ['GetChronoOfPlay', '', 'Parameter id is required'],
    ['GetFavoritesZip', '', 'Parameter games is required'],
  ] as const)('%s%s answers 400 in the envelope', async (call, query, error) => {
    expect(await feedRefusal(feed.t, LINE(call, query))).toEqual({ status: 400, error });
    expect(await feedRefusal(feed.t, LIVE(call, query))).toEqual({ status: 400, error });
  });

  it('answers an unknown game or champ with 404 in the envelope', async () => {
    expect(await feedRefusal(feed.t, LINE('GetGameZip', '?id=999999999'))).toEqual({
      status: 404,
      error: 'Not found in the feed',
    });
    expect((await feedRefusal(feed.t, LINE('GetChampZip', '?champ=999999999'))).status).toBe(404);
    expect((await feedRefusal(feed.t, LIVE('GetChronoOfPlay', '?id=999999999'))).status).toBe(404);
  });

  it('answers an unknown call with 404 and another method with 405, both in the envelope', async () => {
    expect(await feedRefusal(feed.t, '/service-api/LineFeed/NoSuchCall')).toEqual({
      status: 404,
      error: 'Unknown feed call',
    });
    expect(await feedRefusal(feed.t, LINE('Get1x2_VZip'), 'POST')).toEqual({
      status: 405,
      error: 'Feed calls are read with GET',
    });
    expect((await feedRefusal(feed.t, '/main-live-feed/v1/sportSection/nothing')).status).toBe(404);
  });

  it('accepts a menu section and shows only esports for a cyber one', async () => {
    const cyber = await feed.lineGames('?count=1000&getEmpty=true&section=1012');
    expect(cyber.every((g) => sportById(g.SI)?.isCyber)).toBe(true);
    expect(await feed.lineGames('?count=1000&getEmpty=true&section=3')).toEqual(
      await feed.lineGames(),
    );
  });

  it('shows only the virtual sports, in play and upcoming, when asked with virtualSports', async () => {
    for (const games of [
      await feed.lineGames('?count=1000&virtualSports=true'),
      await feed.liveGames('?count=1000&virtualSports=1'),
    ]) {
      expect(games.length).toBeGreaterThan(0);
      expect(games.every((g) => VIRTUAL_SPORT_IDS.includes(g.SI))).toBe(true);
    }
    expect(await feed.lineGames('?count=1000&getEmpty=true&virtualSports=false')).toEqual(
      await feed.lineGames(),
    );
  });
});

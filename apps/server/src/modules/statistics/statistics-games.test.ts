import { statisticsCalls as calls, STATISTICS_ROOTS } from '@arenabet/contracts';
import { SPORT_ID } from '@arenabet/reference/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { feedValue } from '../feed/feed-routes-test-kit.ts';
import type { SourceGame } from '../feed/source.ts';
import { finishedOfSport, pick, refused } from './statistics-routes-test-kit.ts';

let t: TestApp;
let football: SourceGame[];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.feed.tick();
  football = await finishedOfSport(t, SPORT_ID.football);
});
afterAll(() => t.close());

const SS = STATISTICS_ROOTS.siteService;
const SF = STATISTICS_ROOTS.statisticFeed;
const withGoals = (g: SourceGame) =>
  g.events.some((e) => e.kind === 'goal' && e.playerId !== undefined);

describe('statisticfeed/Status', () => {
  it('gives a finished game with its result, events and the tabs it has', async () => {
    const game = pick(football, 'a football game with a scorer', withGoals);
    const status = await feedValue(
      t,
      `${SF}/Status?gameId=${game.id}&lng=en`,
      calls.status.response,
    );
    expect(status).toMatchObject({
      gameId: game.id,
      sportId: 1,
      sportName: 'Football',
      champId: game.champId,
      status: 2,
      isLive: false,
      isFinished: true,
      home: { id: game.homeTeamId },
      away: { id: game.awayTeamId },
      score: game.live?.score,
      hasLineUps: true,
      hasTable: true,
      outcomes: [],
    });
    expect(status.events).toHaveLength(game.events.length);
    const goal = status.events.find((e) => e.kind === 'goal' && e.player);
    expect(goal?.player?.name).toEqual(expect.any(String));
  });

  it('offers the main market while a game takes bets', async () => {
    const upcoming = await t.app.inject({
      url: '/service-api/LineFeed/Get1x2_VZip?sports=1&count=5',
    });
    const gameId = upcoming.json().Value[0]?.I as number;
    const status = await feedValue(t, `${SF}/Status?gameId=${gameId}`, calls.status.response);
    expect(status).toMatchObject({ status: 1, isFinished: false });
    expect(status.outcomes.map((o) => o.type).sort()).toEqual([1, 2, 3]);
  });

  it('refuses a bad id with 400 and an unknown one with 404', async () => {
    expect(await refused(t, `${SF}/Status?gameId=abc`, 400)).toBe(
      'Wrong input param [gameId]: abc',
    );
    expect(await refused(t, `${SF}/Status?gameId=1.5`, 400)).toBe(
      'Wrong input param [gameId]: 1.5',
    );
    expect(await refused(t, `${SF}/Status?gameId=999999999`, 404)).toBe(
      'Not found [gameId]: 999999999',
    );
  });
});

describe('line-ups', () => {
  it('LineUps fields eleven starters a side, the players the events name among them', async () => {
    const game = pick(football, 'a football game with a scorer', withGoals);
    const lineUps = await feedValue(t, `${SF}/LineUps?gameId=${game.id}`, calls.lineUps.response);
    expect(lineUps.available).toBe(true);
    expect(lineUps.home.starting).toHaveLength(11);
    expect(lineUps.away?.starting).toHaveLength(11);
    const fielded = new Set(
      [lineUps.home, lineUps.away]
        .flatMap((side) => [...(side?.starting ?? []), ...(side?.substitutes ?? [])])
        .map((p) => p.id),
    );
    for (const event of game.events.filter((e) => e.playerId !== undefined)) {
      expect(fielded.has(event.playerId as number)).toBe(true);
    }
    const again = await feedValue(t, `${SF}/LineUps?gameId=${game.id}`, calls.lineUps.response);
    expect(again).toEqual(lineUps);
  });

  it('LineUps2 arranges the same starters by the formation', async () => {
    const game = pick(football, 'a football game');
    const lists = await feedValue(t, `${SF}/LineUps?gameId=${game.id}`, calls.lineUps.response);
    const pitch = await feedValue(t, `${SS}/LineUps2?gameId=${game.id}`, calls.lineUps2.response);
    for (const [side, list] of [
      [pitch.home, lists.home],
      [pitch.away, lists.away],
    ] as const) {
      const [keeper, ...outfield] = side?.lines ?? [];
      expect(keeper).toHaveLength(1);
      expect(keeper?.[0]?.position).toBe('GK');
      expect(outfield.map((line) => line.length).join('-')).toBe(side?.formation);
      expect(side?.lines.flat().map((p) => p.id)).toEqual(list?.starting.map((p) => p.id));
    }
  });

  it('says there are none for a sport without squads', async () => {
    const tableTennis = await finishedOfSport(t, 10);
    const game = pick(tableTennis, 'a table tennis game');
    const lineUps = await feedValue(t, `${SF}/LineUps?gameId=${game.id}`, calls.lineUps.response);
    expect(lineUps).toMatchObject({ available: false, home: { starting: [], substitutes: [] } });
    await refused(t, `${SF}/LineUps?gameId=0`, 400);
    await refused(t, `${SS}/LineUps2?gameId=999999999`, 404);
  });
});

describe('SiteService/GetStadiumForGame_2', () => {
  it('names the home team ground, the same for every game it hosts', async () => {
    // A week of history seldom holds two home games of one team: its next home game is in the line.
    const line = t.app.services.feed.snapshot.index('line').games.map((entry) => entry.game);
    const hostsLater = (g: SourceGame) =>
      line.some((o) => o.homeTeamId === g.homeTeamId && o.id !== g.id);
    const game = pick(football, 'a team that hosts again in the line', hostsLater);
    const other = line.find((g) => g.homeTeamId === game.homeTeamId) as SourceGame;
    const first = await feedValue(
      t,
      `${SS}/GetStadiumForGame_2?gameId=${game.id}&lng=en`,
      calls.stadium.response,
    );
    const second = await feedValue(
      t,
      `${SS}/GetStadiumForGame_2?gameId=${other.id}&lng=en`,
      calls.stadium.response,
    );
    const team = await t.app.services.feed.team(game.homeTeamId);
    expect(first.name).toBe(`${team?.name.en} Stadium`);
    expect(second).toEqual({ ...first, gameId: other.id });
    await refused(t, `${SS}/GetStadiumForGame_2?gameId=x`, 400);
  });
});

describe('statisticfeed/OddsGraph', () => {
  it('draws the main market history of a game, one line per outcome', async () => {
    const game = pick(football, 'a game with odds history', (g) => g.oddsHistory.length > 1);
    const graph = await feedValue(
      t,
      `${SF}/OddsGraph?gameId=${game.id}&lng=en`,
      calls.oddsGraph.response,
    );
    expect(graph.series.map((s) => s.type)).toEqual([1, 2, 3]);
    const home = await t.app.services.feed.team(game.homeTeamId);
    expect(graph.series[0]?.name).toBe(home?.name.en);
    for (const series of graph.series) {
      expect(series.points).toHaveLength(game.oddsHistory.length);
      expect(series.points.every((p) => p.odds > 1)).toBe(true);
    }
    await refused(t, `${SF}/OddsGraph?gameId=999999999`, 404);
  });
});

describe('horse races', () => {
  it('HorsesRace gives the runners and, once run, each one place', async () => {
    const races = await finishedOfSport(t, SPORT_ID.horseRacing);
    const race = pick(races, 'a race run to a result', (g) => g.runners !== undefined);
    const answer = await feedValue(
      t,
      `${SS}/HorsesRace?gameId=${race.id}&lng=en`,
      calls.horsesRace.response,
    );
    expect(answer.isFinished).toBe(true);
    expect(answer.runners.map((r) => r.name)).toEqual(race.runners?.map((name) => name.en));
    const places = answer.runners.map((r) => r.place).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(places).toEqual(answer.runners.map((_, i) => i + 1));

    const horse = answer.runners.find((r) => r.place === 1);
    const history = await feedValue(
      t,
      `${SF}/HorseRaces?horseId=${horse?.horseId}&lng=en`,
      calls.horseRaces.response,
    );
    expect(history.horse).toEqual({ id: horse?.horseId, name: horse?.name });
    expect(history.races.map((r) => r.gameId)).toContain(race.id);
    expect(history.wins).toBeGreaterThanOrEqual(1);
    expect(history.starts).toBeGreaterThanOrEqual(history.podiums);
  });

  it('refuses games that are not races and unknown horses', async () => {
    const game = pick(football, 'a football game');
    await refused(t, `${SS}/HorsesRace?gameId=${game.id}`, 404);
    await refused(t, `${SF}/HorseRaces?horseId=12`, 404);
    await refused(t, `${SF}/HorseRaces?horseId=`, 400);
  });
});

describe('the statistics calls', () => {
  it('are in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/web-api/docs/openapi.json' })).json();
    for (const call of Object.values(calls)) expect(document.paths[call.path]).toBeDefined();
  });
});

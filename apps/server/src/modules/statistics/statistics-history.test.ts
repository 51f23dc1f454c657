import { statisticsCalls as calls, STATISTICS_ROOTS } from '@arenabet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { feedValue } from '../feed/feed-routes-test-kit.ts';
import type { SourceGame } from '../feed/source.ts';
import { finishedOfSport, isSettled, pick, refused } from './statistics-routes-test-kit.ts';

let t: TestApp;
let football: SourceGame[];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.feed.tick();
  football = await finishedOfSport(t, 1);
});
afterAll(() => t.close());

const SS = STATISTICS_ROOTS.siteService;
const SF = STATISTICS_ROOTS.statisticFeed;
const sum = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

/** The champ with the most settled football games, and its season. */
async function busiestStage() {
  const counts = new Map<number, number>();
  for (const game of football.filter(isSettled)) {
    counts.set(game.champId, (counts.get(game.champId) ?? 0) + 1);
  }
  const [champId] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0];
  const champ = await t.app.services.feed.champ(champId);
  expect(champ).toBeDefined();
  const games = (
    await t.app.services.feed.finishedGames({ champId, seasonId: champ?.seasonId, limit: 500 })
  ).filter((game) => isSettled(game) && game.awayTeamId !== undefined);
  expect(games.length).toBeGreaterThan(2);
  return { champId, seasonId: champ?.seasonId ?? 0, games };
}

describe('SiteService/StageTable', () => {
  it('builds the table from the stage finished games', async () => {
    const stage = await busiestStage();
    const table = await feedValue(
      t,
      `${SS}/StageTable?stageId=${stage.champId}&lng=en`,
      calls.stageTable.response,
    );
    expect(table).toMatchObject({
      stageId: stage.champId,
      seasonId: stage.seasonId,
      sportId: 1,
      tableType: 1,
    });
    expect(sum(table.rows, (r) => r.played)).toBe(2 * stage.games.length);
    expect(sum(table.rows, (r) => r.goalsFor)).toBe(sum(table.rows, (r) => r.goalsAgainst));
    expect(sum(table.rows, (r) => r.goalsFor)).toBe(
      sum(stage.games, (g) => (g.live?.score.home ?? 0) + (g.live?.score.away ?? 0)),
    );
    for (const [index, row] of table.rows.entries()) {
      expect(row.position).toBe(index + 1);
      expect(row.points).toBe(3 * row.won + row.drawn);
      expect(row.played).toBe(row.won + row.drawn + row.lost);
      expect(row.goalDifference).toBe(row.goalsFor - row.goalsAgainst);
      expect(row.team.name).not.toMatch(/^#/);
    }
    // One team's row against its games, counted here by hand.
    const row = table.rows[0];
    const own = stage.games.filter(
      (g) => g.homeTeamId === row?.team.id || g.awayTeamId === row?.team.id,
    );
    const wins = own.filter((g) => {
      const home = g.live?.score.home ?? 0;
      const away = g.live?.score.away ?? 0;
      return g.homeTeamId === row?.team.id ? home > away : away > home;
    });
    expect(row?.played).toBe(own.length);
    expect(row?.won).toBe(wins.length);
  });

  it('splits the total table into home (tt=2) and away (tt=3) tables', async () => {
    const stage = await busiestStage();
    const url = (tt: number) => `${SS}/StageTable?stageId=${stage.champId}&tt=${tt}`;
    const [total, home, away] = await Promise.all(
      [1, 2, 3].map((tt) => feedValue(t, url(tt), calls.stageTable.response)),
    );
    expect(sum(home?.rows ?? [], (r) => r.played)).toBe(stage.games.length);
    expect(sum(away?.rows ?? [], (r) => r.played)).toBe(stage.games.length);
    for (const row of total?.rows ?? []) {
      const h = home?.rows.find((r) => r.team.id === row.team.id);
      const a = away?.rows.find((r) => r.team.id === row.team.id);
      expect((h?.points ?? 0) + (a?.points ?? 0)).toBe(row.points);
    }
  });

  it('refuses bad parameters with 400 and unknown stages with 404, in the envelope', async () => {
    expect(await refused(t, `${SS}/StageTable?stageId=abc`, 400)).toBe(
      'Wrong input param [stageId]: abc',
    );
    expect(await refused(t, `${SS}/StageTable`, 400)).toBe(
      'Wrong input param [stageId]: undefined',
    );
    const { champId } = await busiestStage();
    expect(await refused(t, `${SS}/StageTable?stageId=${champId}&tt=4`, 400)).toBe(
      'Wrong input param [tt]: 4',
    );
    expect(await refused(t, `${SS}/StageTable?stageId=${champId}&tt=0`, 400)).toBe(
      'Wrong input param [tt]: 0',
    );
    await refused(t, `${SS}/StageTable?stageId=${champId}&lng=russian`, 400);
    expect(await refused(t, `${SS}/StageTable?stageId=999999999`, 404)).toBe(
      'Not found [stageId]: 999999999',
    );
    expect(await refused(t, `${SS}/StageTable?stageId=${champId}&seasonId=1`, 404)).toBe(
      'Not found [seasonId]: 1',
    );
  });
});

describe('statisticfeed/TournamentSeason', () => {
  it('gives the season table, its results newest first and its scorers', async () => {
    const stage = await busiestStage();
    const season = await feedValue(
      t,
      `${SF}/TournamentSeason?tournamentId=${stage.champId}`,
      calls.tournamentSeason.response,
    );
    const table = await feedValue(
      t,
      `${SS}/StageTable?stageId=${stage.champId}`,
      calls.stageTable.response,
    );
    expect(season.table).toEqual(table);
    expect(season.games).toHaveLength(stage.games.length);
    const starts = season.games.map((g) => g.startsAt);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const goals = season.topScorers.map((s) => s.goals);
    expect(goals).toEqual([...goals].sort((a, b) => b - a));
    expect(sum(season.topScorers, (s) => s.goals)).toBeLessThanOrEqual(
      sum(table.rows, (r) => r.goalsFor),
    );
    await refused(t, `${SF}/TournamentSeason?tournamentId=0`, 400);
    await refused(t, `${SF}/TournamentSeason?tournamentId=999999999`, 404);
  });
});

describe('head to head', () => {
  it('statisticfeed/h2h gives the meetings of a game teams, from the home side', async () => {
    const game = pick(football, 'a football game', (g) => g.awayTeamId !== undefined);
    const home = game.homeTeamId;
    const away = game.awayTeamId as number;
    const h2h = await feedValue(t, `${SF}/h2h?gameId=${game.id}&count=50`, calls.h2h.response);
    const meetings = (
      await t.app.services.feed.finishedGames({ between: [home, away], limit: 500 })
    ).filter(isSettled);
    expect(h2h.home.id).toBe(home);
    expect(h2h.away.id).toBe(away);
    expect(h2h.summary.played).toBe(meetings.length);
    expect(h2h.summary.won + h2h.summary.drawn + h2h.summary.lost).toBe(meetings.length);
    expect(h2h.games.map((g) => g.gameId)).toContain(game.id);
    for (const listed of h2h.games)
      expect([listed.home.id, listed.away.id].sort()).toEqual([home, away].sort());

    const same = await feedValue(
      t,
      `${SS}/HeadToHead?team1=${home}&team2=${away}&count=50`,
      calls.headToHead.response,
    );
    expect(same).toEqual(h2h);
    const reversed = await feedValue(
      t,
      `${SS}/HeadToHead?team1=${away}&team2=${home}`,
      calls.headToHead.response,
    );
    expect(reversed.summary).toMatchObject({
      won: h2h.summary.lost,
      lost: h2h.summary.won,
      drawn: h2h.summary.drawn,
    });
  });

  it('refuses bad and unknown ids', async () => {
    expect(await refused(t, `${SF}/h2h?gameId=-1`, 400)).toBe('Wrong input param [gameId]: -1');
    await refused(t, `${SF}/h2h?gameId=999999999`, 404);
    await refused(t, `${SF}/h2h?gameId=${football[0]?.id}&count=51`, 400);
    expect(await refused(t, `${SS}/HeadToHead?team1=1`, 400)).toBe(
      'Wrong input param [team2]: undefined',
    );
    const game = pick(football, 'a football game');
    expect(await refused(t, `${SS}/HeadToHead?team1=999999999&team2=${game.homeTeamId}`, 404)).toBe(
      'Not found [team1]: 999999999',
    );
  });
});

describe('statisticfeed/TeamLastGames', () => {
  it('gives the team, its squad and its last games with results from its side', async () => {
    const teamId = pick(football, 'a football game').homeTeamId;
    const last = await feedValue(
      t,
      `${SF}/TeamLastGames?teamId=${teamId}&count=5&lng=ru`,
      calls.teamLastGames.response,
    );
    expect(last.team.id).toBe(teamId);
    expect(last.team.squad.length).toBeGreaterThan(11);
    expect(last.games.length).toBeGreaterThan(0);
    expect(last.games.length).toBeLessThanOrEqual(5);
    for (const game of last.games) {
      const own = game.home.id === teamId ? game.score.home : game.score.away;
      const other = game.home.id === teamId ? game.score.away : game.score.home;
      expect(game.result).toBe(own > other ? 'W' : own === other ? 'D' : 'L');
    }
    expect(last.record.played).toBe(last.games.length);
    expect(last.record.goalsFor).toBe(
      sum(last.games, (g) => (g.home.id === teamId ? g.score.home : g.score.away)),
    );
  });

  it('refuses a count outside 1 to 50 and unknown teams', async () => {
    await refused(t, `${SF}/TeamLastGames?teamId=1&count=0`, 400);
    await refused(t, `${SF}/TeamLastGames?teamId=x`, 400);
    await refused(t, `${SF}/TeamLastGames?teamId=999999999`, 404);
  });
});

describe('SiteService/ShortPlayersInfo', () => {
  it('counts a scorer goals from the events of the team games', async () => {
    const scored = pick(football, 'a goal by a known player', (g) =>
      g.events.some((e) => e.kind === 'goal' && e.playerId !== undefined),
    );
    const goal = scored.events.find((e) => e.kind === 'goal' && e.playerId !== undefined);
    const playerId = goal?.playerId as number;
    const teamId = goal?.side === 1 ? scored.homeTeamId : (scored.awayTeamId as number);
    const [info] = await feedValue(
      t,
      `${SS}/ShortPlayersInfo?playerIds=${playerId}&sportId=1&lng=en`,
      calls.shortPlayersInfo.response,
    );
    const teamGames = (
      await t.app.services.feed.finishedGames({ teamIds: [teamId], limit: 500 })
    ).filter(isSettled);
    const goals = sum(
      teamGames,
      (g) => g.events.filter((e) => e.kind === 'goal' && e.playerId === playerId).length,
    );
    expect(info).toMatchObject({
      id: playerId,
      sportId: 1,
      team: { id: teamId },
      goals,
      games: teamGames.length,
    });
    // Without the sport, every sport's squads are searched.
    const anywhere = await feedValue(
      t,
      `${SS}/ShortPlayersInfo?playerIds=${playerId},999999999&lng=en`,
      calls.shortPlayersInfo.response,
    );
    expect(anywhere).toEqual([info]);
  });

  it('refuses malformed lists and answers 404 when no player is known', async () => {
    expect(await refused(t, `${SS}/ShortPlayersInfo?playerIds=1,x`, 400)).toBe(
      'Wrong input param [playerIds]: 1,x',
    );
    await refused(t, `${SS}/ShortPlayersInfo`, 400);
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    await refused(t, `${SS}/ShortPlayersInfo?playerIds=${many}`, 400);
    await refused(t, `${SS}/ShortPlayersInfo?playerIds=999999998,999999999&sportId=1`, 404);
  });
});

describe('statisticfeed/Rating', () => {
  it('ranks a sport teams by Elo and its players by goals', async () => {
    const teams = await feedValue(
      t,
      `${SF}/Rating?sportId=1&ratingId=1&lng=en`,
      calls.rating.response,
    );
    expect(teams).toMatchObject({ sportId: 1, ratingId: 1, sportName: 'Football' });
    expect(teams.rows.length).toBeGreaterThan(1);
    const values = teams.rows.map((r) => r.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // Elo only moves points between teams: the average stays at the start.
    expect(Math.abs(sum(teams.rows, (r) => r.value) / teams.rows.length - 1500)).toBeLessThan(2);

    const scorers = await feedValue(t, `${SF}/Rating?sportId=1&ratingId=2`, calls.rating.response);
    const goals = scorers.rows.map((r) => r.value);
    expect(goals.length).toBeGreaterThan(0);
    expect(goals).toEqual([...goals].sort((a, b) => b - a));
    expect(scorers.rows.every((r) => r.team !== undefined)).toBe(true);
  });

  it('answers 404 for an unknown sport or rating', async () => {
    await refused(t, `${SF}/Rating?sportId=999&ratingId=1`, 404);
    await refused(t, `${SF}/Rating?sportId=1&ratingId=3`, 404);
    await refused(t, `${SF}/Rating?sportId=1`, 400);
  });
});

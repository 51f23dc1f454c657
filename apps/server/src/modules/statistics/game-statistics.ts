import {
  type GameStatusInfo,
  type LineUps,
  type LineUpsFormation,
  MARKET_GROUP,
  type OddsGraph,
  OUTCOME_NAMES,
  OUTCOME_TYPE,
  RACE_RUNNER_TYPE_BASE,
  type StadiumInfo,
  type StatisticsPlayer,
  type StatisticsTeam,
} from '@arenabet/contracts';
import { GAME_STATUS } from '@arenabet/reference/games';
import { nameIn } from '@arenabet/reference/localized';
import { sportById, sportName } from '@arenabet/reference/sports';
import type { SourceGame, SourcePlayer, SourceTeam } from '../feed/source.ts';
import type { FeedLookup } from './feed-lookup.ts';
import { type TeamLineUp, teamLineUp } from './line-ups.ts';
import { oddsSeries } from './odds-graph.ts';
import { stadiumOf } from './stadium.ts';
import { unknownId } from './statistics-error.ts';

/** The market the coupon buttons and the odds graph follow, the first a game has. */
const MAIN_GROUPS: readonly number[] = [MARKET_GROUP.result1x2, MARKET_GROUP.raceWinner];

function mainOutcomes(game: SourceGame): GameStatusInfo['outcomes'] {
  if (game.status !== GAME_STATUS.BETS_ARE_BEING_ACCEPTED) return [];
  const group = MAIN_GROUPS.find((g) => game.outcomes.some((o) => o.group === g));
  return game.outcomes
    .filter((outcome) => outcome.group === group)
    .map((outcome) => ({
      group: outcome.group,
      type: outcome.type,
      odds: outcome.odds,
      ...(outcome.line === undefined ? {} : { line: outcome.line }),
      locked: outcome.locked,
    }));
}

interface GameTeams {
  game: SourceGame;
  home: SourceTeam | undefined;
  away: SourceTeam | undefined;
}

async function gameTeams(lookup: FeedLookup, gameId: number): Promise<GameTeams> {
  const game = await lookup.game(gameId);
  const [home, away] = await Promise.all([
    lookup.team(game.homeTeamId),
    game.awayTeamId === undefined ? undefined : lookup.team(game.awayTeamId),
  ]);
  return { game, home, away };
}

function hasLineUps({ game, home, away }: GameTeams): boolean {
  return (
    game.awayTeamId !== undefined &&
    (home?.players.length ?? 0) > 0 &&
    (away?.players.length ?? 0) > 0
  );
}

function eventPlayers(lookup: FeedLookup, teams: GameTeams): Map<number, StatisticsPlayer> {
  const squad: SourcePlayer[] = [...(teams.home?.players ?? []), ...(teams.away?.players ?? [])];
  return new Map(squad.map((player) => [player.id, lookup.player(player)]));
}

export async function gameStatus(lookup: FeedLookup, gameId: number): Promise<GameStatusInfo> {
  const teams = await gameTeams(lookup, gameId);
  const { game } = teams;
  const champ = await lookup.champ(game.champId);
  const sport = sportById(game.sportId);
  const players = eventPlayers(lookup, teams);
  const live = game.live;
  return {
    gameId: game.id,
    sportId: game.sportId,
    sportName: sport ? sportName(sport, lookup.lng) : '',
    champId: game.champId,
    champName: await lookup.champName(game.champId),
    seasonId: champ?.seasonId ?? 0,
    startsAt: game.startsAt,
    status: game.status,
    isLive: game.isLive,
    isFinished: game.status === GAME_STATUS.SETTLED || game.status === GAME_STATUS.CANCELED,
    home: await lookup.teamRef(game.homeTeamId),
    ...(game.awayTeamId === undefined ? {} : { away: await lookup.teamRef(game.awayTeamId) }),
    ...(live ? { score: live.score } : {}),
    periodScores: live?.periodScores ?? [],
    ...(live?.periodText ? { periodText: nameIn(live.periodText, lookup.lng) } : {}),
    ...(live?.timerSeconds === undefined ? {} : { timerSeconds: live.timerSeconds }),
    events: game.events.map((event) => {
      const player = event.playerId === undefined ? undefined : players.get(event.playerId);
      return {
        kind: event.kind,
        atSeconds: event.atSeconds,
        side: event.side,
        score: event.score,
        ...(event.period === undefined ? {} : { period: event.period }),
        ...(player ? { player } : {}),
      };
    }),
    outcomes: mainOutcomes(game),
    hasLineUps: hasLineUps(teams),
    hasTable: game.awayTeamId !== undefined && champ !== undefined,
    hasOddsGraph: game.oddsHistory.length > 1,
  };
}

/** Both sides of a game, each shaped from its team and (when the sport has them) line-up. */
async function withLineUps<Side>(
  lookup: FeedLookup,
  gameId: number,
  shape: (team: StatisticsTeam, lineUp: TeamLineUp | undefined) => Side,
): Promise<{ gameId: number; available: boolean; home: Side; away?: Side }> {
  const teams = await gameTeams(lookup, gameId);
  const available = hasLineUps(teams);
  const side = async (team: SourceTeam | undefined, teamId: number) =>
    shape(
      await lookup.teamRef(teamId),
      available && team ? teamLineUp(teams.game, teamId, team.players) : undefined,
    );
  const { game } = teams;
  return {
    gameId,
    available,
    home: await side(teams.home, game.homeTeamId),
    ...(game.awayTeamId === undefined ? {} : { away: await side(teams.away, game.awayTeamId) }),
  };
}

export function gameLineUps(lookup: FeedLookup, gameId: number): Promise<LineUps> {
  return withLineUps(lookup, gameId, (team, lineUp) => ({
    team,
    starting: (lineUp?.lines.flat() ?? []).map((p) => lookup.player(p)),
    substitutes: (lineUp?.substitutes ?? []).map((p) => lookup.player(p)),
  }));
}

export function gameFormations(lookup: FeedLookup, gameId: number): Promise<LineUpsFormation> {
  return withLineUps(lookup, gameId, (team, lineUp) => ({
    team,
    formation: lineUp?.formation ?? '',
    lines: (lineUp?.lines ?? []).map((line) => line.map((p) => lookup.player(p))),
  }));
}

export async function gameStadium(lookup: FeedLookup, gameId: number): Promise<StadiumInfo> {
  const { game, home } = await gameTeams(lookup, gameId);
  // A race or an outright has no home ground to name.
  if (!home || game.awayTeamId === undefined) throw unknownId('gameId', gameId);
  return stadiumOf(game.id, game.sportId, home, lookup.countryName(home.countryId), lookup.lng);
}

/** 1 and 3 are named after the teams, race runners after the horses, the rest by the market. */
function outcomeName(lookup: FeedLookup, teams: GameTeams, type: number): string {
  const runner = teams.game.runners?.[type - RACE_RUNNER_TYPE_BASE - 1];
  if (runner) return `${type - RACE_RUNNER_TYPE_BASE}. ${nameIn(runner, lookup.lng)}`;
  if (type === OUTCOME_TYPE.home && teams.home) return nameIn(teams.home.name, lookup.lng);
  if (type === OUTCOME_TYPE.away && teams.away) return nameIn(teams.away.name, lookup.lng);
  const names = OUTCOME_NAMES[type];
  return names ? nameIn(names, lookup.lng) : String(type);
}

export async function gameOddsGraph(lookup: FeedLookup, gameId: number): Promise<OddsGraph> {
  const teams = await gameTeams(lookup, gameId);
  const { game } = teams;
  return {
    gameId,
    home: await lookup.teamRef(game.homeTeamId),
    ...(game.awayTeamId === undefined ? {} : { away: await lookup.teamRef(game.awayTeamId) }),
    series: oddsSeries(game.oddsHistory, (type) => outcomeName(lookup, teams, type)),
  };
}

import type { HeadToHead, PlayerShortInfo, TeamLastGames } from '@arenabet/contracts';
import { nameIn } from '@arenabet/reference/localized';
import type { FeedLookup } from './feed-lookup.ts';
import { headToHeadOf } from './head-to-head.ts';
import { HISTORY_LIMIT, type HistoryIndex } from './history-index.ts';
import { playedGames, recordOf, resultLetter } from './played-games.ts';
import { playerTallies } from './player-tally.ts';
import { unknownId } from './statistics-error.ts';

/** Cancelled games a team's last games may include, read beyond the count asked for. */
const CANCELLED_MARGIN = 10;

export async function teamsHeadToHead(
  lookup: FeedLookup,
  firstTeamId: number,
  secondTeamId: number,
  count: number,
): Promise<HeadToHead> {
  await Promise.all([
    lookup.knownTeam(firstTeamId, 'team1'),
    lookup.knownTeam(secondTeamId, 'team2'),
  ]);
  // The summary covers every meeting in the history; the list only the last `count`.
  const history = playedGames(
    await lookup.feed.finishedGames({
      between: [firstTeamId, secondTeamId],
      limit: HISTORY_LIMIT,
    }),
  );
  const { games, summary } = headToHeadOf(history, firstTeamId, secondTeamId);
  return {
    home: await lookup.teamRef(firstTeamId),
    away: await lookup.teamRef(secondTeamId),
    summary,
    games: await lookup.games(games.slice(0, count)),
  };
}

/** The two teams of a game, from the home team's side. */
export async function gameHeadToHead(
  lookup: FeedLookup,
  gameId: number,
  count: number,
): Promise<HeadToHead> {
  const game = await lookup.game(gameId);
  if (game.awayTeamId === undefined) throw unknownId('gameId', gameId);
  return teamsHeadToHead(lookup, game.homeTeamId, game.awayTeamId, count);
}

export async function teamLastGames(
  lookup: FeedLookup,
  teamId: number,
  count: number,
): Promise<TeamLastGames> {
  const team = await lookup.knownTeam(teamId);
  // Cancelled games are in the feed's history but not in a team's record: a few more are read
  // than shown, and the list is cut after dropping them.
  const history = await lookup.feed.finishedGames({
    teamIds: [teamId],
    limit: count + CANCELLED_MARGIN,
  });
  const played = playedGames(history).slice(0, count);
  const games = await lookup.games(played);
  return {
    team: {
      id: team.id,
      name: nameIn(team.name, lookup.lng),
      sportId: team.sportId,
      countryId: team.countryId,
      countryName: lookup.countryName(team.countryId),
      squad: team.players.map((player) => lookup.player(player)),
    },
    record: recordOf(played, teamId),
    games: games.map((game) => ({
      ...game,
      result:
        game.home.id === teamId
          ? resultLetter(game.score.home, game.score.away)
          : resultLetter(game.score.away, game.score.home),
    })),
  };
}

/** The player's team, from the sport's squads (every sport's, when the question names none). */
async function teamOfPlayer(
  history: HistoryIndex,
  playerId: number,
  sportId: number | undefined,
): Promise<number | undefined> {
  const sportIds = sportId === undefined ? await history.sportIds() : [sportId];
  for (const id of sportIds) {
    const teamId = (await history.sport(id)).playerTeams.get(playerId);
    if (teamId !== undefined) return teamId;
  }
  return undefined;
}

async function playerInfo(
  lookup: FeedLookup,
  history: HistoryIndex,
  playerId: number,
  sportId: number | undefined,
): Promise<PlayerShortInfo | undefined> {
  const teamId = await teamOfPlayer(history, playerId, sportId);
  const team = teamId === undefined ? undefined : await lookup.team(teamId);
  const player = team?.players.find((p) => p.id === playerId);
  if (!team || !player) return undefined;
  const played = playedGames(
    await lookup.feed.finishedGames({ teamIds: [team.id], limit: HISTORY_LIMIT }),
  );
  const tally = playerTallies(played).get(playerId);
  return {
    ...lookup.player(player),
    sportId: team.sportId,
    team: await lookup.teamRef(team.id),
    games: played.length,
    goals: tally?.goals ?? 0,
    yellowCards: tally?.yellowCards ?? 0,
    redCards: tally?.redCards ?? 0,
  };
}

/** Players the history does not know are left out; none known at all is a 404. */
export async function shortPlayersInfo(
  lookup: FeedLookup,
  history: HistoryIndex,
  playerIds: readonly number[],
  sportId?: number,
): Promise<PlayerShortInfo[]> {
  const infos = await Promise.all(playerIds.map((id) => playerInfo(lookup, history, id, sportId)));
  const known = infos.filter((info): info is PlayerShortInfo => info !== undefined);
  if (known.length === 0) throw unknownId('playerIds', playerIds.join(','));
  return known;
}

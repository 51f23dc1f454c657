import {
  STATISTICS_RATING,
  type StageTable,
  type StatisticsRating,
  type TournamentSeason,
} from '@arenabet/contracts';
import { STATISTICS_TABLE_TYPE, type StatisticsTableType } from '@arenabet/domain';
import { nameIn } from '@arenabet/reference/localized';
import { SPORT_ID, sportById, sportName } from '@arenabet/reference/sports';
import type { FeedLookup } from './feed-lookup.ts';
import type { HistoryIndex } from './history-index.ts';
import { hasTeam, newestFirst, type PlayedGame, playedGames } from './played-games.ts';
import { type PlayerTally, topScorers } from './player-tally.ts';
import { teamRatings } from './rating.ts';
import { stageRows } from './stage-table.ts';
import { unknownId } from './statistics-error.ts';

/** Sports whose games can end level; their tables show a draws column even before one happens. */
const SPORTS_WITH_DRAWS: ReadonlySet<number> = new Set([
  SPORT_ID.football,
  SPORT_ID.hockey,
  7, // rugby
  8, // handball
  13, // futsal
  14, // bandy
  16, // field hockey
  31, // cricket
]);
/** Every game of a season counts in its table: the largest league's season and play-offs. */
const SEASON_LIMIT = 2000;
const TOP_SCORERS = 10;
const SEASON_GAMES = 100;
const RATING_ROWS = 50;

interface Stage {
  table: StageTable;
  games: PlayedGame[];
}

/** A stage is a champ's season; without a season id, the champ's current one. */
async function stage(
  lookup: FeedLookup,
  param: string,
  champId: number,
  seasonId: number | undefined,
  tableType: StatisticsTableType,
): Promise<Stage> {
  const champ = await lookup.knownChamp(champId, param);
  const season = seasonId ?? champ.seasonId;
  const games = playedGames(
    await lookup.feed.finishedGames({ champId, seasonId: season, limit: SEASON_LIMIT }),
  );
  // The current season may not have a result yet; a past one without games is not known.
  if (games.length === 0 && season !== champ.seasonId) throw unknownId('seasonId', season);
  const teamOf = await lookup.teamRefs(games.flatMap((p) => [p.homeTeamId, p.awayTeamId]));
  const rows = stageRows(games, tableType, teamOf);
  return {
    games,
    table: {
      stageId: champId,
      seasonId: season,
      sportId: champ.sportId,
      name: nameIn(champ.name, lookup.lng),
      countryName: lookup.countryName(champ.countryId),
      tableType,
      hasDraws: SPORTS_WITH_DRAWS.has(champ.sportId) || rows.some((row) => row.drawn > 0),
      rows,
    },
  };
}

export async function stageTable(
  lookup: FeedLookup,
  stageId: number,
  seasonId: number | undefined,
  tableType: StatisticsTableType,
): Promise<StageTable> {
  return (await stage(lookup, 'stageId', stageId, seasonId, tableType)).table;
}

async function scorerRows(lookup: FeedLookup, tallies: readonly PlayerTally[]) {
  const rows = await Promise.all(
    tallies.map(async (tally) => {
      const team = await lookup.team(tally.teamId);
      const player = team?.players.find((p) => p.id === tally.playerId);
      return player
        ? { tally, player: lookup.player(player), team: await lookup.teamRef(tally.teamId) }
        : undefined;
    }),
  );
  return rows.filter((row) => row !== undefined);
}

export async function tournamentSeason(
  lookup: FeedLookup,
  tournamentId: number,
  seasonId: number | undefined,
): Promise<TournamentSeason> {
  const { table, games } = await stage(
    lookup,
    'tournamentId',
    tournamentId,
    seasonId,
    STATISTICS_TABLE_TYPE.total,
  );
  const scorers = await scorerRows(lookup, topScorers(games, TOP_SCORERS));
  return {
    tournamentId,
    seasonId: table.seasonId,
    sportId: table.sportId,
    name: table.name,
    ...(table.countryName ? { countryName: table.countryName } : {}),
    table,
    games: await lookup.games(newestFirst(games).slice(0, SEASON_GAMES)),
    topScorers: scorers.map(({ tally, player, team }) => ({ player, team, goals: tally.goals })),
  };
}

export async function sportRating(
  lookup: FeedLookup,
  history: HistoryIndex,
  sportId: number,
  ratingId: number,
): Promise<StatisticsRating> {
  const sport = sportById(sportId);
  if (!sport) throw unknownId('sportId', sportId);
  const { games } = await history.sport(sportId);
  const base = { sportId, ratingId, sportName: sportName(sport, lookup.lng) };
  if (ratingId === STATISTICS_RATING.teams) {
    const ratings = teamRatings(games).slice(0, RATING_ROWS);
    const teamOf = await lookup.teamRefs(ratings.map((r) => r.teamId));
    return {
      ...base,
      rows: ratings.map((rating, index) => ({
        position: index + 1,
        ...teamOf(rating.teamId),
        value: rating.rating,
        played: rating.played,
      })),
    };
  }
  if (ratingId === STATISTICS_RATING.scorers) {
    const scorers = await scorerRows(lookup, topScorers(games, RATING_ROWS));
    const gamesOf = (teamId: number) => games.filter((p) => hasTeam(p, teamId)).length;
    return {
      ...base,
      rows: scorers.map(({ tally, player, team }, index) => ({
        position: index + 1,
        id: player.id,
        name: player.name,
        team,
        value: tally.goals,
        played: gamesOf(team.id),
      })),
    };
  }
  throw unknownId('ratingId', ratingId);
}

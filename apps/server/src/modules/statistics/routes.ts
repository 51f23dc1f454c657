import { statisticsCalls as calls } from '@arenabet/contracts';
import type { FastifyInstance } from 'fastify';
import type { StatisticsService } from './service.ts';
import { registerStatisticsCall } from './statistics-call.ts';

/** Game pages follow a live score; the rest changes only when a game finishes. */
const LIVE_MAX_AGE_S = 5;
const HISTORY_MAX_AGE_S = 60;

export function statisticsRoutes(
  app: FastifyInstance,
  statistics: StatisticsService,
  defaultLanguage: () => Promise<string>,
): void {
  const lng = async (query: { lng?: string | undefined }) => query.lng ?? (await defaultLanguage());
  const register = registerStatisticsCall(app);

  register(calls.status, LIVE_MAX_AGE_S, async (q) => statistics.status(q.gameId, await lng(q)));
  register(calls.oddsGraph, LIVE_MAX_AGE_S, async (q) =>
    statistics.oddsGraph(q.gameId, await lng(q)),
  );
  register(calls.lineUps, HISTORY_MAX_AGE_S, async (q) =>
    statistics.lineUps(q.gameId, await lng(q)),
  );
  register(calls.lineUps2, HISTORY_MAX_AGE_S, async (q) =>
    statistics.lineUpsFormation(q.gameId, await lng(q)),
  );
  register(calls.stadium, HISTORY_MAX_AGE_S, async (q) =>
    statistics.stadium(q.gameId, await lng(q)),
  );
  register(calls.h2h, HISTORY_MAX_AGE_S, async (q) =>
    statistics.gameHeadToHead(q.gameId, await lng(q), q.count),
  );
  register(calls.headToHead, HISTORY_MAX_AGE_S, async (q) =>
    statistics.headToHead(q.team1, q.team2, await lng(q), q.count),
  );
  register(calls.teamLastGames, HISTORY_MAX_AGE_S, async (q) =>
    statistics.teamLastGames(q.teamId, await lng(q), q.count),
  );
  register(calls.shortPlayersInfo, HISTORY_MAX_AGE_S, async (q) =>
    statistics.shortPlayersInfo(q.playerIds, await lng(q), q.sportId),
  );
  register(calls.stageTable, HISTORY_MAX_AGE_S, async (q) =>
    statistics.stageTable(q.stageId, await lng(q), q.tt, q.seasonId),
  );
  register(calls.tournamentSeason, HISTORY_MAX_AGE_S, async (q) =>
    statistics.tournamentSeason(q.tournamentId, await lng(q), q.seasonId),
  );
  register(calls.rating, HISTORY_MAX_AGE_S, async (q) =>
    statistics.rating(q.sportId, q.ratingId, await lng(q)),
  );
  register(calls.horsesRace, LIVE_MAX_AGE_S, async (q) =>
    statistics.horsesRace(q.gameId, await lng(q)),
  );
  register(calls.horseRaces, HISTORY_MAX_AGE_S, async (q) =>
    statistics.horseRaces(q.horseId, await lng(q), q.count),
  );
}

import { statisticsCalls, type TournamentSeason } from '@arenabet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/** A champ's season changes when a game ends: a few minutes old is fresh enough. */
const RESULTS_STALE_MS = 120_000;

/**
 * The finished games of a champ's current season, newest first. The feed has no results call
 * of its own; the statistics season of the champ (statisticfeed TournamentSeason, the champ id
 * being the tournament id) is built from the same history of finished games.
 */
export function useChampResults(champId: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['results', champId, language],
    queryFn: async ({ signal }): Promise<TournamentSeason | null> => {
      const envelope = await callApi(
        statisticsCalls.tournamentSeason,
        { query: { tournamentId: champId, lng: language } },
        { signal },
      );
      return envelope.Value;
    },
    enabled: champId > 0,
    staleTime: RESULTS_STALE_MS,
  });
}

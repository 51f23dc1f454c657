import { statisticsCalls } from '@arenabet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/** The history moves when a game ends: a few minutes old is fresh enough for a profile. */
const PROFILE_STALE_MS = 300_000;

/** A team: squad, record and last results (statisticfeed TeamLastGames). */
export function useTeamProfile(teamId: number | undefined) {
  const lng = useLanguage();
  return useQuery({
    queryKey: ['cricket', 'team', teamId, lng],
    queryFn: async ({ signal }) =>
      (
        await callApi(
          statisticsCalls.teamLastGames,
          { query: { teamId: teamId ?? 0, lng } },
          { signal },
        )
      ).Value,
    enabled: teamId !== undefined,
    staleTime: PROFILE_STALE_MS,
  });
}

/** A player: team, games and tallies (SiteService ShortPlayersInfo). */
export function usePlayerProfile(playerId: number | undefined) {
  const lng = useLanguage();
  return useQuery({
    queryKey: ['cricket', 'player', playerId, lng],
    queryFn: async ({ signal }) => {
      const query = { playerIds: String(playerId ?? 0), lng };
      const answer = await callApi(statisticsCalls.shortPlayersInfo, { query }, { signal });
      return answer.Value?.[0] ?? null;
    },
    enabled: playerId !== undefined,
    staleTime: PROFILE_STALE_MS,
  });
}

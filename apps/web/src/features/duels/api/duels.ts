import {
  type DuelCandidate,
  type DuelPickRequest,
  decodeGame,
  type FeedGame,
} from '@arenabet/contracts';
import { duelCalls } from '@arenabet/contracts/duels';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { BadRequest } from '../../../shared/api/errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

const DUELS_KEY = ['duels'] as const;
/** Games come and go from the line slowly; a minute-old list still offers real games. */
const CANDIDATES_REFRESH_MS = 60_000;
/** A duel's prices follow its games' (live ones move every few seconds). */
const DUEL_REFRESH_MS = 5_000;

/** GetAvailablePlayersForDuel: the games of a sport whose teams can meet in a duel. */
export function useDuelCandidates(sportId: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...DUELS_KEY, 'candidates', sportId, language],
    queryFn: async ({ signal }): Promise<DuelCandidate[]> =>
      (
        await callApi(
          duelCalls.availablePlayers,
          { query: { sport: sportId, lng: language } },
          { signal },
        )
      ).data.attributes.games,
    refetchInterval: CANDIDATES_REFRESH_MS,
  });
}

export interface DuelPicks {
  first: DuelPickRequest;
  second: DuelPickRequest;
}

/**
 * BuildDuel: the duel of two picks as a game, with its prices now. Building the same pair
 * again gives the same duel, so it is read again to follow the prices. A refusal (400) is an
 * answer, not a failure to retry.
 */
export function useDuel(picks: DuelPicks | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...DUELS_KEY, 'duel', picks, language],
    queryFn: async ({ signal }): Promise<FeedGame> => {
      const body = { data: { attributes: { ...(picks as DuelPicks), lng: language } } };
      const answer = await callApi(duelCalls.build, { body }, { signal });
      return decodeGame(answer.data.attributes.game);
    },
    enabled: picks !== undefined,
    refetchInterval: (query) => (query.state.error ? false : DUEL_REFRESH_MS),
    retry: (count, error) => !(error instanceof BadRequest) && count < 2,
  });
}

import {
  type DuelCandidate,
  type DuelPickRequest,
  decodeGame,
  type FeedGame,
} from '@arenabet/contracts';
import { duelCalls } from '@arenabet/contracts/duels';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi } from '../../../shared/api/call-api.ts';
import { BadRequest } from '../../../shared/api/errors.ts';
import { livePush, useLiveTopics } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

const DUELS_KEY = ['duels'] as const;
/** Games come and go from the line slowly; a minute-old list still offers real games. */
const CANDIDATES_REFRESH_MS = 60_000;
/** A duel is read again as its games change over the live push, and this often in any case. */
const DUEL_REFRESH_MS = 20_000;
/**
 * A game in play changes several times a second: the duel is read at most this often, once after
 * the first change of a burst (so the last change is always read).
 */
const DUEL_READ_AGAIN_MS = 1_500;

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
 * The duel of two picks as a game, with its prices now: BuildDuel once for the pair (the same
 * pair always gives the same duel), then GetDuel by its id to follow the prices, a read that
 * answers even once a game stopped taking bets. A refusal (400) is an answer, not a failure to
 * retry.
 */
export function useDuel(picks: DuelPicks | undefined) {
  const language = useLanguage();
  const built = useQuery({
    queryKey: [...DUELS_KEY, 'build', picks],
    queryFn: async ({ signal }): Promise<number> => {
      const body = { data: { attributes: { ...(picks as DuelPicks) } } };
      return Number((await callApi(duelCalls.build, { body }, { signal })).data.id);
    },
    enabled: picks !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !(error instanceof BadRequest) && count < 2,
  });
  const id = built.data;
  const duel = useQuery({
    queryKey: [...DUELS_KEY, 'duel', id, language],
    queryFn: async ({ signal }): Promise<FeedGame> => {
      const answer = await callApi(
        duelCalls.get,
        { query: { id: id as number, lng: language } },
        { signal },
      );
      return decodeGame(answer.data.attributes.game);
    },
    enabled: id !== undefined,
    refetchInterval: DUEL_REFRESH_MS,
  });
  useReadAgainAsGamesChange(picks, () => {
    if (id !== undefined) void duel.refetch();
  });
  return built.isError ? built : duel;
}

/**
 * The duel is not in the push (it is priced when read, from both games): its games are, so a
 * change to either reads the duel again.
 */
function useReadAgainAsGamesChange(picks: DuelPicks | undefined, readAgain: () => void) {
  const gameIds = picks ? [picks.first.gameId, picks.second.gameId] : [];
  useLiveTopics(gameIds.map((gameId) => `game:${gameId}` as const));
  const latest = useRef(readAgain);
  latest.current = readAgain;
  const key = gameIds.join(' ');
  useEffect(() => {
    if (key === '') return;
    const watched = new Set(key.split(' ').map(Number));
    let waiting: ReturnType<typeof setTimeout> | undefined;
    const stop = livePush.onChanges((games) => {
      if (waiting !== undefined || !games.some((game) => watched.has(game.I))) return;
      waiting = setTimeout(() => {
        waiting = undefined;
        latest.current();
      }, DUEL_READ_AGAIN_MS);
    });
    return () => {
      stop();
      clearTimeout(waiting);
    };
  }, [key]);
}

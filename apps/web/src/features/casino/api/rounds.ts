import { type CasinoRounds, casinoCalls } from '@arenabet/contracts/casino';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { ROUNDS_KEY } from './keys.ts';

async function fetchRounds(before: number | undefined, signal: AbortSignal): Promise<CasinoRounds> {
  const query = before === undefined ? {} : { before };
  return (await callApi(casinoCalls.rounds, { query }, { signal })).data.attributes;
}

/** The player's rounds of every game, newest first, 20 at a time. */
export function useCasinoRounds(enabled = true) {
  return useInfiniteQuery({
    queryKey: ROUNDS_KEY,
    queryFn: ({ pageParam, signal }) => fetchRounds(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled,
  });
}

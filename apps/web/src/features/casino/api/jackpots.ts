import { casinoCalls, type JackpotPot } from '@arenabet/contracts/casino';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** A pot grows with every spin anywhere: the ticker reads it again this often. */
const JACKPOTS_REFRESH_MS = 15_000;

/** The progressive jackpots' pots, one per game and currency. */
export function useJackpots() {
  return useQuery({
    queryKey: ['casino', 'jackpots'],
    queryFn: async ({ signal }): Promise<JackpotPot[]> =>
      (await callApi(casinoCalls.jackpots, {}, { signal })).data.attributes.jackpots,
    refetchInterval: JACKPOTS_REFRESH_MS,
  });
}

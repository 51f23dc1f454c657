import { catalogueCalls, type LastWinner } from '@arenabet/contracts/casino-catalogue';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** Wins come as rounds are played: the lobby's strip is read again this often. */
const WINNERS_REFRESH_MS = 30_000;
const WINNERS_SHOWN = 10;

/** GetLastWinners: the latest rounds that paid more than their stake, in their own currency. */
export function useLastWinners() {
  return useQuery({
    queryKey: ['casino', 'last-winners'],
    queryFn: async ({ signal }): Promise<LastWinner[]> =>
      (await callApi(catalogueCalls.lastWinners, { query: { limit: WINNERS_SHOWN } }, { signal }))
        .data.attributes.winners,
    refetchInterval: WINNERS_REFRESH_MS,
  });
}

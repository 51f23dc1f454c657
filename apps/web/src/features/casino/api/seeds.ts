import { type CasinoSeeds, casinoCalls } from '@arenabet/contracts/casino';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { ROUNDS_KEY, SEEDS_KEY } from './keys.ts';

/** The seed pair in play (its commitment, never its seed) and the revealed ones. */
export function useCasinoSeeds(enabled: boolean) {
  return useQuery({
    queryKey: SEEDS_KEY,
    queryFn: async ({ signal }): Promise<CasinoSeeds> =>
      (await callApi(casinoCalls.seeds, {}, { signal })).data.attributes,
    enabled,
  });
}

/** Reveals the server seed in play and commits to a new one with the player's client seed. */
export function useRotateSeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (clientSeed: string): Promise<CasinoSeeds> =>
      (await callApi(casinoCalls.rotateSeeds, { body: { data: { attributes: { clientSeed } } } }))
        .data.attributes,
    onSuccess: (seeds) => {
      queryClient.setQueryData(SEEDS_KEY, seeds);
      // The rounds of the revealed pair now carry its seed.
      return queryClient.invalidateQueries({ queryKey: ROUNDS_KEY });
    },
  });
}

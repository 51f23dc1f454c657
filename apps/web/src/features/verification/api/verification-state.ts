import { type VerificationView, verificationCalls } from '@arenabet/contracts/verification';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { PLAYER_SCOPE } from '../../../shared/api/player-scope.ts';

export const VERIFICATION_KEY = [...PLAYER_SCOPE, 'verification'] as const;

/** While a submission waits for an operator, the page looks again this often. */
const PENDING_REFRESH_MS = 30_000;

export const verificationStateQuery = queryOptions({
  queryKey: VERIFICATION_KEY,
  queryFn: async ({ signal }) =>
    (await callApi(verificationCalls.state, {}, { signal })).data.attributes,
  staleTime: 0,
  refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false),
});

/** Where the player's identity stands, what the site asks for and the ways to verify. */
export function useVerificationState() {
  return useQuery(verificationStateQuery);
}

/** Every change answers the verification as it is after it: the answer goes into the cache. */
export function useStoreVerification() {
  const client = useQueryClient();
  return (view: VerificationView) => client.setQueryData(VERIFICATION_KEY, view);
}

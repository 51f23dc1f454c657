import { profileCalls } from '@arenabet/contracts/profile';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { PLAYER_SCOPE } from '../../../shared/api/player-scope.ts';

export const SECURITY_KEY = [...PLAYER_SCOPE, 'security'] as const;

export const securityOverviewQuery = queryOptions({
  queryKey: SECURITY_KEY,
  queryFn: async ({ signal }) =>
    (await callApi(profileCalls.overview, {}, { signal })).data.attributes,
  staleTime: 0,
});

/** The state of each security setting, for the hub and the screens that depend on it. */
export function useSecurityOverview() {
  return useQuery(securityOverviewQuery);
}

/** Every change in this office alters the overview (and the question, phone under it). */
export function useInvalidateSecurity() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
}

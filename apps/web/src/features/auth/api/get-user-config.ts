import { authCalls, SIGNED_IN_COOKIE } from '@arenabet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { Unauthorized } from '../../../shared/api/errors.ts';
import { USER_CONFIG_KEY } from '../../../shared/api/player-scope.ts';
import { forgetCookie, hasCookie } from '../../../shared/api/readable-cookie.ts';

export type UserConfig = Awaited<ReturnType<typeof fetchUserConfig>>;

async function fetchUserConfig(signal: AbortSignal) {
  const answer = await callApi(authCalls.userConfig, {}, { signal });
  return answer.data.attributes;
}

/**
 * The sign-in state. A visitor the server never marked signed in is anonymous without asking:
 * a 401 on every page load would be logged as an error each time. A 401 is the ordinary answer for a visitor without a session, so it is
 * data (`null`), not an error: only a failure to ask (network, 5xx) is an error.
 */
export const userConfigQuery = queryOptions({
  queryKey: USER_CONFIG_KEY,
  queryFn: async ({ signal }): Promise<UserConfig | null> => {
    if (!hasCookie(document.cookie, SIGNED_IN_COOKIE)) return null;
    try {
      return await fetchUserConfig(signal);
    } catch (error) {
      if (!(error instanceof Unauthorized)) throw error;
      forgetCookie(SIGNED_IN_COOKIE);
      return null;
    }
  },
  staleTime: 5 * 60_000,
  // Coming back to a tab after a while is when a session has most likely ended elsewhere.
  refetchOnWindowFocus: true,
});

export function useUserConfig() {
  return useQuery(userConfigQuery);
}

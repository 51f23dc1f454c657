import type { QueryClient } from '@tanstack/react-query';
import { PLAYER_SCOPE, USER_CONFIG_KEY } from './player-scope.ts';

/**
 * Stops the player's calls and makes the page read as signed out, so its player pages close
 * before any of their calls is sent only to be refused. Returns the sign-in state it had, for a
 * failed sign-out to put back. Cancelled first: a sign-in state still being read would
 * otherwise land after the null. The cached data stays until the next sign-in drops it: removed
 * now, the queries of pages still open would ask again at once.
 */
export async function stopPlayerCalls(queryClient: QueryClient): Promise<{ config: unknown }> {
  const config = queryClient.getQueryData(USER_CONFIG_KEY);
  await queryClient.cancelQueries({ queryKey: PLAYER_SCOPE });
  queryClient.setQueryData(USER_CONFIG_KEY, null);
  return { config };
}

/** Drops every cached piece of the player's data: the session is gone. */
export function forgetPlayer(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: PLAYER_SCOPE });
  queryClient.setQueryData(USER_CONFIG_KEY, null);
}

import type { authCalls, CallResponse } from '@arenabet/contracts';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { USER_CONFIG_KEY } from '../api/player-scope.ts';

type UserConfigAnswer = CallResponse<typeof authCalls.userConfig>['data']['attributes'];

const USER_CONFIG_HASH = hashKey(USER_CONFIG_KEY);

/** Who is visiting: a player's id, `null` for an anonymous visitor, `undefined` until known. */
export type SessionPlayer = number | null | undefined;

/**
 * The sign-in state as the app's getuserconfig query last answered it (the auth feature keeps
 * that query; a 401 there is cached as null). Only watched here, never fetched: watching with a
 * query of our own would put a second query function on the same key.
 */
export function useSessionPlayer(): SessionPlayer {
  const queryClient = useQueryClient();
  // Only that query's events: every favourite star on a list watches the sign-in state, and
  // each row's queries coming and going would otherwise make every star read it again.
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === USER_CONFIG_HASH) onChange();
      }),
    [queryClient],
  );
  const read = () => {
    const config = queryClient.getQueryData<UserConfigAnswer | null>(USER_CONFIG_KEY);
    return config === undefined ? undefined : (config?.userId ?? null);
  };
  return useSyncExternalStore(subscribe, read, read);
}

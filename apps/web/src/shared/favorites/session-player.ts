import type { authCalls, CallResponse } from '@arenabet/contracts';
import { USER_CONFIG_KEY } from '../api/player-scope.ts';
import { useQueryDataOf } from '../api/use-query-data-of.ts';

type UserConfigAnswer = CallResponse<typeof authCalls.userConfig>['data']['attributes'];

/** Who is visiting: a player's id, `null` for an anonymous visitor, `undefined` until known. */
export type SessionPlayer = number | null | undefined;

/**
 * The sign-in state as the app's getuserconfig query last answered it (the auth feature keeps
 * that query; a 401 there is cached as null). Only watched here, never fetched: watching with a
 * query of our own would put a second query function on the same key.
 */
export function useSessionPlayer(): SessionPlayer {
  const config = useQueryDataOf<UserConfigAnswer | null>(USER_CONFIG_KEY);
  return config === undefined ? undefined : (config?.userId ?? null);
}

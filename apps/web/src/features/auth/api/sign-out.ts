import { authCalls } from '@arenabet/contracts';
import {
  type MutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { Unauthorized } from '../../../shared/api/errors.ts';
import { USER_CONFIG_KEY } from '../../../shared/api/player-scope.ts';
import { forgetPlayer, stopPlayerCalls } from '../../../shared/api/signed-out.ts';

interface SignOutContext {
  /** The sign-in state before signing out began, put back if the server could not be told. */
  config: unknown;
}

/** Marks the sign-out while it is on its way: the header offers no sign-in until it is done. */
export const SIGN_OUT_KEY = ['sign-out'] as const;

/**
 * Signs the player out. The page stops asking for the player's data before the server ends the
 * session: the player's calls in flight are cancelled and the page reads as signed out, so no
 * call (a list's stars asking for the favourites as its rows arrive) is sent only to be refused.
 * If the server cannot be told, the player is shown signed in again, as they still are.
 */
export function useSignOut() {
  return useMutation(signOutOptions(useQueryClient()));
}

/** The sign-out mutation; `tellServer` is the call that ends the session. */
export function signOutOptions(
  queryClient: QueryClient,
  tellServer: () => Promise<unknown> = () => callApi(authCalls.signOut),
): MutationOptions<unknown, Error, void, SignOutContext> {
  const forget = () => forgetPlayer(queryClient);
  return {
    mutationKey: SIGN_OUT_KEY,
    onMutate: () => stopPlayerCalls(queryClient),
    mutationFn: tellServer,
    onSuccess: forget,
    onError: (error, _, context) => {
      // A 401 means the session was already gone: the visitor is signed out either way.
      if (error instanceof Unauthorized) forget();
      else if (context) queryClient.setQueryData(USER_CONFIG_KEY, context.config);
    },
  };
}

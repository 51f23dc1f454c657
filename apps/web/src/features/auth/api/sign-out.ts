import { authCalls } from '@arenabet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { Unauthorized } from '../../../shared/api/errors.ts';
import { PLAYER_SCOPE, USER_CONFIG_KEY } from '../../../shared/api/player-scope.ts';

export function useSignOut() {
  const queryClient = useQueryClient();
  const forget = () => {
    queryClient.removeQueries({ queryKey: PLAYER_SCOPE });
    queryClient.setQueryData(USER_CONFIG_KEY, null);
  };
  return useMutation({
    mutationFn: () => callApi(authCalls.signOut),
    onSuccess: forget,
    // A 401 means the session was already gone: the visitor is signed out either way.
    onError: (error) => {
      if (error instanceof Unauthorized) forget();
    },
  });
}

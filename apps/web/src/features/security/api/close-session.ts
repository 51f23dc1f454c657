import { authCalls } from '@arenabet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { SESSIONS_KEY } from './get-sessions.ts';

/** Signs one of the player's other devices out (closesession {session_id}). */
export function useCloseSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      callApi(authCalls.closeSession, {
        body: { data: { attributes: { session_id: sessionId } } },
      }),
    // Also after a failure: a 404 means it was closed already, and the list should show that.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

import { authCalls } from '@arenabet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { SESSIONS_KEY } from './get-sessions.ts';

/** Signs every device but this one out (disconnecteverywhere); answers how many were closed. */
export function useCloseOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi(authCalls.closeOthers)).data.attributes.closed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

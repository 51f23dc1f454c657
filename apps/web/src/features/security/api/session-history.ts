import { authCalls } from '@arenabet/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { SESSIONS_KEY } from './get-sessions.ts';

export type SessionHistoryEntry = Awaited<ReturnType<typeof fetchHistory>>[number];

async function fetchHistory(signal: AbortSignal) {
  return (await callApi(authCalls.sessionHistory, {}, { signal })).data.attributes.sessions;
}

/** Closed and expired sessions too, newest first; refreshed with the open ones. */
export function useSessionHistory() {
  return useQuery({
    queryKey: [...SESSIONS_KEY, 'history'],
    queryFn: ({ signal }) => fetchHistory(signal),
    staleTime: 0,
  });
}

import { authCalls } from '@arenabet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { PLAYER_SCOPE } from '../../../shared/api/player-scope.ts';

export const SESSIONS_KEY = [...PLAYER_SCOPE, 'sessions'] as const;

export type SessionEntry = Awaited<ReturnType<typeof fetchSessions>>[number];

async function fetchSessions(signal: AbortSignal) {
  const answer = await callApi(authCalls.sessions, {}, { signal });
  return answer.data.attributes.sessions;
}

/** The current session first, then the most recently active: what a player checks first. */
function ordered(sessions: SessionEntry[]): SessionEntry[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
}

export const sessionsQuery = queryOptions({
  queryKey: SESSIONS_KEY,
  queryFn: async ({ signal }) => ordered(await fetchSessions(signal)),
  // Another device may sign in at any moment; the list is read fresh each visit.
  staleTime: 0,
});

export function useSessions() {
  return useQuery(sessionsQuery);
}

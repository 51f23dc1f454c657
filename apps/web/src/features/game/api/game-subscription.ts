import {
  type GameSubscription,
  gameSubscriptionCalls,
  type SubscriptionEventKind,
} from '@arenabet/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { PLAYER_SCOPE } from '../../../shared/api/player-scope.ts';
import { errorFromAnswer } from '../../../shared/api/read-failure.ts';
import { env } from '../../../shared/config/env.ts';

/** A player's subscription is their data: signing out drops it with the rest. */
const subscriptionKey = (gameId: number) => [...PLAYER_SCOPE, 'game-subscription', gameId] as const;

/** The events a game offers (its sport's: no red cards in tennis); public. */
export function useGameEventTypes(gameId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['game-event-types', gameId],
    queryFn: async ({ signal }) =>
      (await callApi(gameSubscriptionCalls.eventTypes, { query: { gameId } }, { signal })).events,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * GetGameSubscription takes a plain JSON body ({ gameId }), as the sportsbook services do, while
 * the site's client sends JSON:API; so this one read posts by itself.
 */
async function readSubscription(gameId: number, signal: AbortSignal): Promise<GameSubscription> {
  const contract = gameSubscriptionCalls.subscription;
  const response = await fetch(`${env.apiOrigin}${contract.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ gameId }),
    credentials: 'same-origin',
    signal,
  });
  const body = readJson(await response.text());
  if (!response.ok) throw errorFromAnswer(response.status, body);
  return contract.response.parse(body);
}

/** A proxy's error page is not JSON: the failure then gets the generic text. */
function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function subscriptionQuery(gameId: number) {
  return queryOptions({
    queryKey: subscriptionKey(gameId),
    queryFn: ({ signal }) => readSubscription(gameId, signal),
  });
}

/** The signed-in player's events of a game; only asked for a player. */
export function useGameSubscription(gameId: number, enabled: boolean) {
  return useQuery({ ...subscriptionQuery(gameId), enabled });
}

/** Saves the chosen events; an empty list ends the subscription. */
export function useSaveGameSubscription(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (events: SubscriptionEventKind[]) =>
      (
        await callApi(gameSubscriptionCalls.save, {
          body: { data: { attributes: { gameId, events } } },
        })
      ).data.attributes,
    onSuccess: (saved) => queryClient.setQueryData(subscriptionKey(gameId), saved),
  });
}

import {
  type LIMIT_PROMPTS,
  type LimitsView,
  limitCalls,
  type PGSI_ANSWERS,
  type PlaySessionView,
  type REALITY_CHECK_ANSWERS,
} from '@arenabet/contracts/limits';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { PLAYER_SCOPE } from '../../../shared/api/player-scope.ts';
import { stopPlayerCalls } from '../../../shared/api/signed-out.ts';

export const LIMITS_KEY = [...PLAYER_SCOPE, 'limits'] as const;

const limitsQuery = queryOptions({
  queryKey: LIMITS_KEY,
  queryFn: async ({ signal }) => (await callApi(limitCalls.limits, {}, { signal })).data.attributes,
  staleTime: 0,
});

/** The player's limits with what is used and left, the break that holds, the last assessment. */
export function useLimits() {
  return useQuery(limitsQuery);
}

/** What the jurisdiction offers: kinds, periods, breaks and how long an increase waits. */
export function useAvailableLimits() {
  return useQuery({
    queryKey: [...PLAYER_SCOPE, 'available-limits'],
    queryFn: async ({ signal }) =>
      (await callApi(limitCalls.availableLimits, {}, { signal })).data.attributes,
    staleTime: 5 * 60_000,
  });
}

export function useSelfExcludeReasons() {
  return useQuery({
    queryKey: [...PLAYER_SCOPE, 'self-exclude-reasons'],
    queryFn: async ({ signal }) =>
      (await callApi(limitCalls.selfExcludeReasons, {}, { signal })).data.attributes.reasons,
    staleTime: 5 * 60_000,
  });
}

/** Every change answers the limits as they are after it: the answer goes into the cache. */
function useLimitsChange<Input>(
  send: (input: Input) => Promise<{ data: { attributes: LimitsView } }>,
  after?: (input: Input) => unknown,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await send(input)).data.attributes,
    onSuccess: (limits, input) => {
      queryClient.setQueryData(LIMITS_KEY, limits);
      return after?.(input);
    },
  });
}

export interface LimitChoice {
  kind: 'deposit' | 'loss' | 'wager' | 'session_time';
  period: 'day' | 'week' | 'month';
}

export function useSetLimit() {
  return useLimitsChange((input: LimitChoice & { value: string }) =>
    callApi(limitCalls.setLimit, { body: { data: { attributes: input } } }),
  );
}

export function useLimitAction() {
  return useLimitsChange((input: LimitChoice & { action: 'confirm' | 'cancel' }) =>
    callApi(limitCalls.limitAction, { body: { data: { attributes: input } } }),
  );
}

export function useRemoveLimit() {
  return useLimitsChange((input: LimitChoice) =>
    callApi(limitCalls.removeLimit, { body: { data: { attributes: input } } }),
  );
}

export type BreakChoice =
  | { kind: 'time_out'; duration: 'day' | 'week' | 'month' | 'six_weeks' }
  | {
      kind: 'self_exclusion';
      duration: 'six_months' | 'one_year' | 'five_years' | 'permanent';
      reasonId: number;
    };

export function useTakeBreak() {
  const queryClient = useQueryClient();
  return useLimitsChange(
    (input: BreakChoice) =>
      callApi(limitCalls.blockUser, { body: { data: { attributes: input } } }),
    // A time-out ended every session on the server: the page reads as signed out at once, not
    // from the refusals of its next calls. A self-exclusion lets the player stay.
    (input) => (input.kind === 'time_out' ? stopPlayerCalls(queryClient) : undefined),
  );
}

export function useSelfAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: Record<string, (typeof PGSI_ANSWERS)[number]>) =>
      (await callApi(limitCalls.testAnswers, { body: { data: { attributes: { answers } } } })).data
        .attributes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIMITS_KEY }),
  });
}

export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useLimitsChange(
    (minutes: number | null) =>
      callApi(limitCalls.setRealityCheck, { body: { data: { attributes: { minutes } } } }),
    // A new interval moves the next check: the watch reads the session again.
    () => queryClient.invalidateQueries({ queryKey: PLAY_SESSION_KEY }),
  );
}

export const PLAY_SESSION_KEY = [...PLAYER_SCOPE, 'play-session'] as const;

/** The session's time, net position and next reality check, with the browser's reading time. */
export interface PlaySession extends PlaySessionView {
  /** Date.now() when the answer came: the server's times are counted on from it. */
  readAt: number;
}

const withReadAt = (view: PlaySessionView): PlaySession => ({ ...view, readAt: Date.now() });

export function usePlaySession(refetchInterval: number | false = false) {
  return useQuery({
    queryKey: PLAY_SESSION_KEY,
    queryFn: async ({ signal }) =>
      withReadAt((await callApi(limitCalls.playSession, {}, { signal })).data.attributes),
    staleTime: 0,
    refetchInterval,
  });
}

export function useAnswerRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: (typeof REALITY_CHECK_ANSWERS)[number]) =>
      withReadAt(
        (
          await callApi(limitCalls.answerRealityCheck, {
            body: { data: { attributes: { action } } },
          })
        ).data.attributes,
      ),
    onSuccess: (session) => queryClient.setQueryData(PLAY_SESSION_KEY, session),
  });
}

export function useAnswerPrompt() {
  return useLimitsChange((prompt: (typeof LIMIT_PROMPTS)[number]) =>
    callApi(limitCalls.answerPrompt, { body: { data: { attributes: { prompt } } } }),
  );
}

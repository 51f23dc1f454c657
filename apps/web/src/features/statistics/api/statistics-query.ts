import { type StatisticsCallName, statisticsCalls } from '@arenabet/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callApi } from '../../../shared/api/call-api.ts';

/*
 * Every statistics call answers the feed's envelope; the pages want its `Value`. One typed
 * query for all of them: the call's name picks its parameters and its answer.
 */
type Call<N extends StatisticsCallName> = (typeof statisticsCalls)[N];
export type StatisticsQuery<N extends StatisticsCallName> = z.input<NonNullable<Call<N>['query']>>;
export type StatisticsValue<N extends StatisticsCallName> = NonNullable<
  z.output<Call<N>['response']>['Value']
>;

/** A live game's score and a fresh price move every few seconds; history changes slowly. */
const LIVE_CALLS: ReadonlySet<StatisticsCallName> = new Set(['status', 'oddsGraph', 'horsesRace']);
const LIVE_REFRESH_MS = 15_000;
const HISTORY_STALE_MS = 60_000;

export function statisticsQuery<N extends StatisticsCallName>(name: N, query: StatisticsQuery<N>) {
  const live = LIVE_CALLS.has(name);
  return queryOptions({
    queryKey: ['statistics', name, query] as const,
    queryFn: async ({ signal }): Promise<StatisticsValue<N>> => {
      // TypeScript cannot tie a name's query to its contract through the map; the name does.
      const call: Call<StatisticsCallName> = statisticsCalls[name];
      const envelope = await callApi(call, { query } as never, { signal });
      // A refusal arrives as a 4xx and throws in the client; a success always has its value.
      return envelope.Value as StatisticsValue<N>;
    },
    staleTime: live ? LIVE_REFRESH_MS : HISTORY_STALE_MS,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}

import type { FeedCall, FeedGame } from '@arenabet/contracts';
import { useMemo } from 'react';
import { type FeedParams, useFeedGames } from '../../../shared/feed/index.ts';
import { mergeFeeds } from '../lib/merge-feeds.ts';

export interface BothFeeds {
  games: FeedGame[];
  liveIds: number[];
  /** Neither feed has answered yet: nothing to show. */
  loading: boolean;
  /** Both have answered: what is missing from `games` is not in the feeds. */
  settled: boolean;
  isError: boolean;
  refetch(): void;
}

/**
 * One call on both feeds: a favourite may be in play or still ahead, and each feed answers only
 * its own games. Not asked at all while there is nothing to ask for.
 */
export function useBothFeeds(call: FeedCall, params: FeedParams, enabled: boolean): BothFeeds {
  const live = useFeedGames('live', call, params, { enabled });
  const line = useFeedGames('line', call, params, { enabled });
  return useMemo(
    () => ({
      games: mergeFeeds(live.data ?? [], line.data ?? []),
      liveIds: (live.data ?? []).map((game) => game.id),
      loading: enabled && live.isPending && line.isPending,
      settled: enabled && live.isSuccess && line.isSuccess,
      isError: live.isError || line.isError,
      refetch: () => {
        void live.refetch();
        void line.refetch();
      },
    }),
    [
      enabled,
      live.data,
      line.data,
      live.isPending,
      line.isPending,
      live.isSuccess,
      line.isSuccess,
      live.isError,
      line.isError,
      live.refetch,
      line.refetch,
    ],
  );
}

import type { FeedGame } from '@arenabet/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import type { IconName } from '../../ui/icon-paths.tsx';
import { FeedEmpty, FeedError, FeedSkeleton } from './feed-states.tsx';
import { GameList } from './game-list.tsx';

interface FeedGamesProps {
  /** One of the feed hooks (useLiveGames, useLineGames, useSearch, ...). */
  query: UseQueryResult<readonly FeedGame[]>;
  /** What the visitor reads when there are no games. */
  empty: { title: string; text?: string; icon?: IconName; action?: ReactNode };
  withSports?: boolean;
  /** At most this many games (a dashboard block shows the spec's 20). */
  limit?: number;
  skeletonRows?: number;
}

/** Games from a feed hook with every state a page needs: loading, failure, none, the list. */
export function FeedGames({ query, empty, withSports, limit, skeletonRows = 5 }: FeedGamesProps) {
  // The first answer is drawn in the background, in slices the browser can interleave with input
  // and paint: twenty rows drawn at once held a phone's main thread for a quarter of a second.
  // The skeleton stays until the slices are done, so nothing on the page moves twice. Later
  // answers (the live push) are drawn as they come.
  const drawn = useDeferredValue(query.data !== undefined);
  if ((query.isPending && query.fetchStatus !== 'idle') || (query.data !== undefined && !drawn)) {
    return <FeedSkeleton rows={skeletonRows} />;
  }
  if (query.isError && !query.data) return <FeedError onRetry={() => void query.refetch()} />;
  const games = query.data ?? [];
  const shown = limit === undefined ? games : games.slice(0, limit);
  if (shown.length === 0) return <FeedEmpty {...empty} />;
  return <GameList games={shown} withSports={withSports} />;
}

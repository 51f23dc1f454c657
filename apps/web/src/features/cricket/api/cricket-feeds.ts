import type { FeedCall, FeedGame } from '@arenabet/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { type FeedParams, useFeedGames } from '../../../shared/feed/index.ts';
import { CRICKET_SPORT_ID, isCricket } from '../lib/cricket.ts';

export interface CricketFeeds {
  live: UseQueryResult<FeedGame[]>;
  line: UseQueryResult<FeedGame[]>;
}

function onlyCricket(query: UseQueryResult<FeedGame[]>): UseQueryResult<FeedGame[]> {
  if (!query.data || query.data.every(isCricket)) return query;
  return { ...query, data: query.data.filter(isCricket) } as UseQueryResult<FeedGame[]>;
}

/**
 * One feed call on both feeds, for cricket: games in play and games ahead. Calls that do not
 * narrow by sport (favourites, a team's games) are narrowed here.
 */
export function useCricketFeeds(
  call: FeedCall,
  params: FeedParams = {},
  enabled = true,
): CricketFeeds {
  const asked = { ...params, sports: [CRICKET_SPORT_ID] };
  return {
    live: onlyCricket(useFeedGames('live', call, asked, { enabled })),
    line: onlyCricket(useFeedGames('line', call, asked, { enabled })),
  };
}

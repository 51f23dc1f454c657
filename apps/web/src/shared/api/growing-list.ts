import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';

/** An answer of a list that grows the spec's way: page n holds the first 50 x n items. */
export interface GrowingPage {
  pageNumber: number;
  hasMore: boolean;
}

/**
 * Each answer holds the whole list so far, so only the newest is kept (maxPages 1). "Show more"
 * asks for the next page while the current list stays on screen; a refetch (focus, a push)
 * asks again for the page the player has reached, so an item changes in place without the list
 * shrinking.
 */
export function useGrowingList<Page extends GrowingPage>(
  queryKey: QueryKey,
  fetchPage: (pageNumber: number, signal: AbortSignal) => Promise<Page>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNumber + 1 : undefined),
    // maxPages needs both directions; there is nothing before the list's first item.
    getPreviousPageParam: () => undefined,
    maxPages: 1,
    staleTime: 0,
    select: (data) => data.pages.at(-1),
  });
}

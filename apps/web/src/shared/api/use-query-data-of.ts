import { hashKey, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The data a query of the app last had, watched without a query observer: it never fetches and
 * re-renders only on that query's own events. For many small readers of one query (every star
 * of a list, every price) where the query is kept by one owner elsewhere.
 */
export function useQueryDataOf<T>(key: QueryKey): T | undefined {
  const queryClient = useQueryClient();
  const hash = hashKey(key);
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) onChange();
      }),
    [queryClient, hash],
  );
  const read = () => queryClient.getQueryData<T>(key);
  return useSyncExternalStore(subscribe, read, read);
}

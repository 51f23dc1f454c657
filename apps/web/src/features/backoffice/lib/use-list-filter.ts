import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListFilter,
  readListFilter,
  type StatusChoice,
  writeListFilter,
} from './list-filter.ts';

/**
 * A list's filter kept in the address, and its "show more" page, which starts again at 1
 * whenever the filter changes (page 3 of another filter means nothing).
 */
export function useListFilter(defaultStatus: StatusChoice) {
  const [params, setParams] = useSearchParams();
  const filter = readListFilter(params, defaultStatus);
  const filterKey = `${filter.status}:${filter.playerId ?? ''}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  return {
    filter,
    page,
    setFilter: (next: ListFilter) => setParams(writeListFilter(next, defaultStatus)),
    showMore: () => setPaging({ filterKey, page: page + 1 }),
  };
}

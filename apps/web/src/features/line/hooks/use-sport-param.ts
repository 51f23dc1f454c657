import { useSearchParams } from 'react-router';
import { sportOfSearch } from '../lib/overview.ts';

/** `?sport=<id>`: the sport a list page is narrowed to, with the link that sets it. */
export function useSportParam(): {
  sportId: number | undefined;
  searchFor(sportId: number | undefined): string;
} {
  const [searchParams] = useSearchParams();
  return {
    sportId: sportOfSearch(searchParams),
    searchFor: (sportId) => (sportId === undefined ? '' : `?sport=${sportId}`),
  };
}

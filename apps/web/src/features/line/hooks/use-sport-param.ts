import { useSearchParams } from 'react-router';
import { routeId } from '../lib/route-ids.ts';

/** `?sport=<id>`: the sport a list page is narrowed to, with the link that sets it. */
export function useSportParam(): {
  sportId: number | undefined;
  searchFor(sportId: number | undefined): string;
} {
  const [searchParams] = useSearchParams();
  return {
    sportId: routeId(searchParams.get('sport') ?? undefined),
    searchFor: (sportId) => (sportId === undefined ? '' : `?sport=${sportId}`),
  };
}

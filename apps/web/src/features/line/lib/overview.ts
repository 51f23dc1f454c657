import { routeId } from './route-ids.ts';

export { overviewParams } from '@arenabet/domain';

/** `?sport=<id>`: the sport a list page is narrowed to. */
export function sportOfSearch(search: URLSearchParams): number | undefined {
  return routeId(search.get('sport'));
}

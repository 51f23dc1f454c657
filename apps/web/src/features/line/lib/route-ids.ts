/*
 * Route parameters of the betting pages. `:sport`, `:champ`, `:game` and `:team` are the feed's
 * ids. The dashboard sections' `:section` (not described by the spec) is a sport id here, and
 * `all` (or anything that is not an id) means every sport of the dashboard.
 */

import { routeId } from '@arenabet/domain';

export { routeId };

/** The one sport a dashboard's section names, if it names one of the dashboard's sports. */
export function sectionSport(
  section: string | undefined,
  all: readonly number[],
): number | undefined {
  const id = routeId(section);
  return id !== undefined && (all.length === 0 || all.includes(id)) ? id : undefined;
}

/** The `:section` that stands for a whole dashboard. */
export const ALL_SECTION = 'all';

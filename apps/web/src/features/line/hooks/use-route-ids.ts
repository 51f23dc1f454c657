import { useParams } from 'react-router';
import { routeId } from '../lib/route-ids.ts';

/** The feed ids in the page's path; undefined for a missing or malformed one. */
export function useRouteIds(): {
  sportId: number | undefined;
  champId: number | undefined;
  section: string | undefined;
} {
  const params = useParams();
  return {
    sportId: routeId(params.sport),
    champId: routeId(params.champ),
    section: params.section,
  };
}

import { matchPath } from 'react-router';
import { ROUTES, type RouteName } from '../../../shared/routes/route-map.ts';

/** The pages that show prices, and with them the coupon beside them. */
const COUPON_ROUTES: readonly RouteName[] = [
  'bettingHome',
  'live',
  'bettingMainSection',
  'bettingMainSectionChamp',
  'bettingMainGame',
  'bettingSportFilter',
  'bettingMultiLive',
  'bettingCyber',
  'bettingCyberSection',
  'bettingBetsonyourSection',
  'bettingBetsonyourGame',
  'bettingMarbleSection',
  'bettingMarbleGame',
  'bestEuroSection',
  'bestEuroGame',
  'bettingRecommendation',
  'bettingRecommendationSection',
  'bettingRecommendationSectionChamp',
  'bettingTopgameSection',
  'bettingTopgameGame',
  'topSportsSection',
  'topEvents',
  'topEventsHome',
  'topEventsSection',
  'topEventsGame',
  'topEventsFavorites',
  'teamSection',
  'teamGame',
  'expressDay',
  'favorites',
  'searchEvents',
  'ufc',
  'politics',
  'virtualSports',
  'bettingDuels',
];

const PATTERNS = COUPON_ROUTES.map((name) => `/:lng${ROUTES[name].path}`);

/** Whether the page at `pathname` (with its language prefix) shows the coupon. */
export function showsCoupon(pathname: string): boolean {
  return PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

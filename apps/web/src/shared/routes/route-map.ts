import { INFORMATION_PAGE_SLUGS } from '@arenabet/contracts/information';
import { BACKOFFICE_ROUTES } from './backoffice-routes.ts';
import { BETTING_ROUTES } from './betting-routes.ts';
import { OFFICE_ROUTES } from './office-routes.ts';
import type { RouteDefinition } from './route-meta.ts';
import { SITE_ROUTES } from './site-routes.ts';

/** Every named route of the site: the spec's names, mapped to paths below `/:lng`. */
export const ROUTES = {
  ...SITE_ROUTES,
  ...BETTING_ROUTES,
  ...OFFICE_ROUTES,
  ...BACKOFFICE_ROUTES,
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;
export type RoutePath<N extends RouteName> = (typeof ROUTES)[N]['path'];

/** Route names that have a screen today; the others are planned names a link may not use yet. */
export const ROUTES_WITH_SCREENS = new Set<RouteName>([
  'home',
  'information',
  'informationPage',
  'office',
  'menu',
  'menuProfile',
  'menuSettings',
  'betsHistory',
  'managerBets',
  'powerbet',
  'registration',
  'promo',
  'security',
  'changePassword',
  'changeLogin',
  'phoneBinding',
  'phoneActivate',
  'phoneChange',
  'securityQuestion',
  'enableTwoFactor',
  'disableTwoFactor',
  'sessionHistory',
  'authByEmail',
  'emailChange',
  'activationEmail',
  'settingsWallets',
  'responsibleGambling',
  'verification',
  'identification',
  'accountVerification',
  'accountIdentification',
  'identificationWelcome',
  'settingsDisallowedSports',
  'favorites',
  'topEventsFavorites',
  'bettingHome',
  'live',
  'bettingMainSection',
  'bettingMainSectionChamp',
  'bettingSportFilter',
  'bettingCyber',
  'bettingCyberSection',
  'ufc',
  'virtualSports',
  'politics',
  'bettingMarbleSection',
  'topEvents',
  'topEventsHome',
  'topEventsSection',
  'bettingTopgameSection',
  'topSportsSection',
  'bestEuroSection',
  'bettingRecommendation',
  'bettingRecommendationSection',
  'bettingRecommendationSectionChamp',
  'expressDay',
  'bettingDuels',
  'bettingBetsonyourSection',
  'teamSection',
  'bettingMainGame',
  'topEventsGame',
  'bettingTopgameGame',
  'teamGame',
  'bettingBetsonyourGame',
  'bettingMarbleGame',
  'bestEuroGame',
  'searchEvents',
  'bettingChampResults',
  'bettingChampResultsChamp',
  'bettingMultiLive',
  'cricket',
  'cricketHome',
  'cricketAllChamps',
  'cricketAllEvents',
  'cricketFavorites',
  'cricketSearchEvents',
  'cricketBroadcasts',
  'cricketBroadcast',
  'cricketChamp',
  'cricketGame',
  'cricketPlayerInfo',
  'cricketTeam',
  'recharge',
  'rechargeForm',
  'deduce',
  'deduceForm',
  'paycheck',
  'paymentHistory',
  'paymentRequests',
  'paymentConsultantRequests',
  'paymentConsultantCreate',
  'paymentConsultantTransactions',
  'paymentConsultantFillOut',
  'backoffice',
  'backofficeDeposits',
  'backofficeWithdrawals',
  'backofficePlayerLedger',
  'backofficePaymentRequests',
  'statisticPopup',
  'casino',
  'casinoGame',
  'liveCasino',
  'casinoFairness',
  'officeCasino',
]);

export function isRouteName(value: string): value is RouteName {
  return Object.hasOwn(ROUTES, value);
}

export function hasScreen(name: string): boolean {
  return isRouteName(name) && (ROUTES_WITH_SCREENS.has(name) || isServedInformationPage(name));
}

/** The pages the server keeps; a slug it does not know would only lead to a 404. */
const INFORMATION_PATHS: ReadonlySet<string> = new Set(
  INFORMATION_PAGE_SLUGS.map((slug) => `/information/${slug}`),
);

/**
 * Named information pages are served by the generic information page route, but the spec
 * names more of them (points, ussd-instruction, ...) than the server has content for.
 */
function isServedInformationPage(name: RouteName): boolean {
  return INFORMATION_PATHS.has(ROUTES[name].path);
}

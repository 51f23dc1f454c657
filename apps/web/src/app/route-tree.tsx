import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { BACKOFFICE_SCREENS } from '../features/backoffice/components/screens.tsx';
import { BETS_HISTORY_SCREENS } from '../features/bets-history/components/screens.tsx';
import { cricketScreens } from '../features/cricket/components/screens.tsx';
import { CRICKET_SPORT_ID } from '../features/cricket/lib/cricket.ts';
import { DISALLOWED_SPORTS_SCREENS } from '../features/disallowed-sports/components/screens.tsx';
import { FAVORITES_SCREENS } from '../features/favorites/components/screens.tsx';
import { GamePage } from '../features/game/components/game-page.tsx';
import { GAME_SCREENS } from '../features/game/components/screens.tsx';
import { GameNotifications } from '../features/game-subscriptions/components/game-notifications.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { informationPageLoader } from '../features/information/api/get-information-page.ts';
import { informationPagesLoader } from '../features/information/api/get-information-pages.ts';
import { InformationIndexPage } from '../features/information/components/information-index-page.tsx';
import { InformationPage } from '../features/information/components/information-page.tsx';
import { LINE_SCREENS } from '../features/line/components/screens.tsx';
import { MULTI_LIVE_SCREENS } from '../features/multi-live/components/screens.tsx';
import { OfficePage } from '../features/office/components/office-page.tsx';
import { PAYMENT_HISTORY_SCREENS } from '../features/payment-history/components/screens.tsx';
import { PAYMENT_REQUESTS_SCREENS } from '../features/payment-requests/components/screens.tsx';
import { PAYMENTS_SCREENS } from '../features/payments/components/screens.tsx';
import { REGISTRATION_SCREENS } from '../features/registration/components/screens.tsx';
import { RESULTS_SCREENS } from '../features/results/components/screens.tsx';
import { SEARCH_SCREENS } from '../features/search/components/screens.tsx';
import { SearchPage } from '../features/search/components/search-page.tsx';
import { SECURITY_SCREENS } from '../features/security/components/screens.tsx';
import { SessionsPage } from '../features/security/components/sessions-page.tsx';
import { StatisticsPopup } from '../features/statistics/components/statistics-popup.tsx';
import { TWO_FACTOR_SCREENS } from '../features/two-factor/components/screens.tsx';
import { WALLETS_SCREENS } from '../features/wallets/components/screens.tsx';
import { FavoritesMigration } from '../shared/favorites/favorites-migration.tsx';
import { ROUTES, type RouteName } from '../shared/routes/route-map.ts';
import { AppSplash } from './errors/app-splash.tsx';
import { RouteError } from './errors/route-error.tsx';
import { languageLoader, rootLoader } from './language-loader.ts';
import { SiteLayout } from './layout/site-layout.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteGuard } from './routes/route-guard.tsx';

/** A named route's path relative to its `/:lng` parent. */
const childPath = (name: RouteName) => ROUTES[name].path.replace(/^\//, '');

const guarded = (name: RouteName, element: ReactNode): RouteObject => ({
  path: childPath(name),
  element: <RouteGuard route={name}>{element}</RouteGuard>,
});

/** Screens the features list for themselves, each behind its route's guard. */
export const FEATURE_SCREENS = [
  ...REGISTRATION_SCREENS,
  ...SECURITY_SCREENS,
  ...TWO_FACTOR_SCREENS,
  ...WALLETS_SCREENS,
  ...DISALLOWED_SPORTS_SCREENS,
  ...FAVORITES_SCREENS,
  ...LINE_SCREENS,
  ...GAME_SCREENS,
  ...SEARCH_SCREENS,
  ...RESULTS_SCREENS,
  ...MULTI_LIVE_SCREENS,
  ...cricketScreens({ game: <GamePage />, search: <SearchPage sportId={CRICKET_SPORT_ID} /> }),
  ...PAYMENTS_SCREENS,
  ...PAYMENT_HISTORY_SCREENS,
  ...BETS_HISTORY_SCREENS,
  ...PAYMENT_REQUESTS_SCREENS,
  ...BACKOFFICE_SCREENS,
];

export const routes: RouteObject[] = [
  { path: '/', loader: rootLoader },
  {
    // The statistics window lives outside the site's layout: a popup or a host page's iframe.
    path: '/:lng',
    loader: languageLoader,
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lng !== nextParams.lng,
    hydrateFallbackElement: <AppSplash />,
    errorElement: <RouteError fullPage />,
    children: [{ path: childPath('statisticPopup'), element: <StatisticsPopup /> }],
  },
  {
    path: '/:lng',
    id: 'language',
    loader: languageLoader,
    // The configuration and dictionary change only with the language.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lng !== nextParams.lng,
    hydrateFallbackElement: <AppSplash />,
    errorElement: <RouteError fullPage />,
    element: (
      <>
        <FavoritesMigration />
        <GameNotifications />
        <SiteLayout />
      </>
    ),
    children: [
      {
        // Errors of a page keep the header and footer around them.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: childPath('information'),
            loader: informationPagesLoader,
            element: <InformationIndexPage />,
          },
          {
            path: childPath('informationPage'),
            loader: informationPageLoader,
            element: <InformationPage />,
          },
          guarded('office', <OfficePage />),
          guarded('sessionHistory', <SessionsPage />),
          ...FEATURE_SCREENS.map((screen) => guarded(screen.route, screen.element)),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

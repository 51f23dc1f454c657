import { isLanguageId } from '@arenabet/reference/languages';
import type { ReactNode } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { useSignInDialog } from '../features/auth/hooks/sign-in-dialog-store.ts';
import { BACKOFFICE_SCREENS } from '../features/backoffice/components/screens.tsx';
import { BETS_HISTORY_SCREENS } from '../features/bets-history/components/screens.tsx';
import { casinoScreens } from '../features/casino/components/screens.tsx';
import { cricketScreens } from '../features/cricket/components/screens.tsx';
import { CRICKET_SPORT_ID } from '../features/cricket/lib/cricket.ts';
import { DISALLOWED_SPORTS_SCREENS } from '../features/disallowed-sports/components/screens.tsx';
import { DUELS_SCREENS } from '../features/duels/components/screens.tsx';
import { FAVORITES_SCREENS } from '../features/favorites/components/screens.tsx';
import { type GameHost, gameScreens, loadGamePage } from '../features/game/components/screens.tsx';
import { GameNotifications } from '../features/game-subscriptions/components/game-notifications.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';
import { informationPageLoader } from '../features/information/api/get-information-page.ts';
import { informationPagesLoader } from '../features/information/api/get-information-pages.ts';
import { LINE_SCREENS } from '../features/line/components/screens.tsx';
import { MULTI_LIVE_SCREENS } from '../features/multi-live/components/screens.tsx';
import { OFFICE_SCREENS } from '../features/office/components/screens.tsx';
import { PAYMENT_HISTORY_SCREENS } from '../features/payment-history/components/screens.tsx';
import { PAYMENT_REQUESTS_SCREENS } from '../features/payment-requests/components/screens.tsx';
import { PAYMENTS_SCREENS } from '../features/payments/components/screens.tsx';
import { REGISTRATION_SCREENS } from '../features/registration/components/screens.tsx';
import { RESPONSIBLE_GAMBLING_SCREENS } from '../features/responsible-gambling/components/screens.tsx';
import { RESULTS_SCREENS } from '../features/results/components/screens.tsx';
import { SEARCH_SCREENS } from '../features/search/components/screens.tsx';
import { SECURITY_SCREENS } from '../features/security/components/screens.tsx';
import { TWO_FACTOR_SCREENS } from '../features/two-factor/components/screens.tsx';
import { VERIFICATION_SCREENS } from '../features/verification/components/screens.tsx';
import { VIRTUAL_SPORTS_SCREENS } from '../features/virtual-sports/components/screens.tsx';
import { WALLETS_SCREENS } from '../features/wallets/components/screens.tsx';
import { FavoritesMigration } from '../shared/favorites/favorites-migration.tsx';
import { BACKOFFICE_ROUTES } from '../shared/routes/backoffice-routes.ts';
import { ROUTES, type RouteName } from '../shared/routes/route-map.ts';
import type { Screen } from '../shared/routes/screen.ts';
import { AppSplash } from './errors/app-splash.tsx';
import { RouteError } from './errors/route-error.tsx';
import { languageLoader, rootLoader } from './language-loader.ts';
import { BackofficeLayout } from './layout/backoffice-layout.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteGuard } from './routes/route-guard.tsx';

/** A named route's path relative to its `/:lng` parent. */
const childPath = (name: RouteName) => ROUTES[name].path.replace(/^\//, '');

/**
 * A screen behind its route's guard. Only the home page is in the entry chunk: every other
 * screen's code is fetched when its route is first opened, by the router, alongside the route's
 * data; the page on screen (or the splash, on a first visit) stays until both are there, with
 * the navigation bar running, so nothing goes blank meanwhile.
 */
const guarded = ({ route, load, prefetch }: Screen): RouteObject => ({
  path: childPath(route),
  lazy: async () => ({ element: <RouteGuard route={route}>{await load()}</RouteGuard> }),
  ...(prefetch ? { loader: prefetchingLoader(prefetch) } : {}),
});

/**
 * A loader that only starts the screen's first request: the router runs it beside the
 * language's loader and the screen's code, and waits for nothing.
 */
const prefetchingLoader =
  (prefetch: NonNullable<Screen['prefetch']>) =>
  ({ params, request }: LoaderFunctionArgs): null => {
    if (isLanguageId(params.lng)) {
      prefetch({ params, search: new URL(request.url).searchParams, language: params.lng });
    }
    return null;
  };

/** A screen open to everyone, fetched when first opened (see `guarded`). */
const lazyElement = (load: () => Promise<ReactNode>) => async () => ({ element: await load() });

/** The game page's bet builder asks a visitor to sign in with the auth feature's form. */
const GAME_HOST: GameHost = { onSignIn: () => useSignInDialog.getState().openSignIn() };

/** Screens the features list for themselves, each behind its route's guard. */
export const FEATURE_SCREENS = [
  ...OFFICE_SCREENS,
  ...REGISTRATION_SCREENS,
  ...SECURITY_SCREENS,
  ...TWO_FACTOR_SCREENS,
  ...WALLETS_SCREENS,
  ...RESPONSIBLE_GAMBLING_SCREENS,
  ...VERIFICATION_SCREENS,
  ...DISALLOWED_SPORTS_SCREENS,
  ...FAVORITES_SCREENS,
  ...LINE_SCREENS,
  ...gameScreens(GAME_HOST),
  ...SEARCH_SCREENS,
  ...RESULTS_SCREENS,
  ...MULTI_LIVE_SCREENS,
  ...VIRTUAL_SPORTS_SCREENS,
  ...DUELS_SCREENS,
  ...cricketScreens({
    game: () => loadGamePage(GAME_HOST),
    search: () =>
      import('../features/search/components/search-page.tsx').then((m) => (
        <m.SearchPage sportId={CRICKET_SPORT_ID} />
      )),
  }),
  ...PAYMENTS_SCREENS,
  ...PAYMENT_HISTORY_SCREENS,
  ...BETS_HISTORY_SCREENS,
  ...PAYMENT_REQUESTS_SCREENS,
  ...casinoScreens({ onSignIn: GAME_HOST.onSignIn }),
  ...BACKOFFICE_SCREENS,
];

/** The operator's screens live in the back office's own shell, not in the player's site. */
const inBackoffice = (screen: Screen) => Object.hasOwn(BACKOFFICE_ROUTES, screen.route);
const SITE_SCREENS = FEATURE_SCREENS.filter((screen) => !inBackoffice(screen));
const BACKOFFICE_SHELL_SCREENS = FEATURE_SCREENS.filter(inBackoffice);

export const routes: RouteObject[] = [
  // The splash while the redirect to the visitor's language runs: without an element and a
  // fallback to show, the router warns at every visit of the bare address.
  {
    path: '/',
    loader: rootLoader,
    element: <AppSplash />,
    hydrateFallbackElement: <AppSplash />,
  },
  {
    // The statistics window lives outside the site's layout: a popup or a host page's iframe.
    path: '/:lng',
    loader: languageLoader,
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lng !== nextParams.lng,
    hydrateFallbackElement: <AppSplash />,
    errorElement: <RouteError fullPage />,
    children: [
      {
        path: childPath('statisticPopup'),
        lazy: lazyElement(() =>
          import('../features/statistics/components/statistics-popup.tsx').then((m) => (
            <m.StatisticsPopup />
          )),
        ),
      },
    ],
  },
  {
    path: '/:lng',
    loader: languageLoader,
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lng !== nextParams.lng,
    hydrateFallbackElement: <AppSplash />,
    errorElement: <RouteError fullPage />,
    element: <BackofficeLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: BACKOFFICE_SHELL_SCREENS.map(guarded),
      },
    ],
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
            lazy: lazyElement(() =>
              import('../features/information/components/information-index-page.tsx').then((m) => (
                <m.InformationIndexPage />
              )),
            ),
          },
          {
            path: childPath('informationPage'),
            loader: informationPageLoader,
            lazy: lazyElement(() =>
              import('../features/information/components/information-page.tsx').then((m) => (
                <m.InformationPage />
              )),
            ),
          },
          guarded({
            route: 'office',
            load: () =>
              import('../features/office/components/office-page.tsx').then((m) => <m.OfficePage />),
          }),
          guarded({
            route: 'sessionHistory',
            load: () =>
              import('../features/security/components/sessions-page.tsx').then((m) => (
                <m.SessionsPage />
              )),
          }),
          ...SITE_SCREENS.map(guarded),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

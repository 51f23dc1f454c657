import type { FeedRoot } from '@arenabet/contracts';
import { loadWindowedList } from '../../../shared/feed/components/virtual-list.tsx';
import { prefetchFeedGames } from '../../../shared/feed/index.ts';
import type { Screen, ScreenAddress } from '../../../shared/routes/screen.ts';
import { overviewParams, sportOfSearch } from '../lib/overview.ts';

/** A page of long lists: the virtualiser's code comes with the page's, not after its data. */
const withLongList = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([page, loadWindowedList()]).then(([module]) => module);

const overview = () => withLongList(import('./feed-overview-page.tsx'));
const prefetchOverview =
  (root: FeedRoot) =>
  ({ search, language }: ScreenAddress) =>
    prefetchFeedGames(root, 'Get1x2_VZip', overviewParams(sportOfSearch(search)), language);
const dashboards = () => import('./sport-dashboards.tsx');
const topEvents = () => import('./top-events-page.tsx').then((m) => <m.TopEventsPage />);
const recommendations = () => import('./recommendation-pages.tsx');
const cyber = () => dashboards().then((m) => <m.CyberPage />);
const recommendation = () => recommendations().then((m) => <m.RecommendationPage />);

/** The line's screens, by route name; the app's router mounts them behind their guards. */
export const LINE_SCREENS: readonly Screen[] = [
  {
    route: 'bettingHome',
    load: () => overview().then((m) => <m.LinePage />),
    prefetch: prefetchOverview('line'),
  },
  {
    route: 'live',
    load: () => overview().then((m) => <m.LivePage />),
    prefetch: prefetchOverview('live'),
  },
  {
    route: 'bettingMainSection',
    load: () => withLongList(import('./sport-page.tsx')).then((m) => <m.SportPage />),
  },
  {
    route: 'bettingMainSectionChamp',
    load: () => withLongList(import('./champ-page.tsx')).then((m) => <m.ChampPage />),
  },
  {
    route: 'bettingSportFilter',
    load: () => import('./sport-filter-page.tsx').then((m) => <m.SportFilterPage />),
  },
  { route: 'bettingCyber', load: cyber },
  { route: 'bettingCyberSection', load: cyber },
  { route: 'ufc', load: () => dashboards().then((m) => <m.UfcPage />) },
  { route: 'politics', load: () => dashboards().then((m) => <m.PoliticsPage />) },
  { route: 'bettingMarbleSection', load: () => dashboards().then((m) => <m.MarblePage />) },
  { route: 'topEvents', load: topEvents },
  { route: 'topEventsHome', load: topEvents },
  { route: 'topEventsSection', load: topEvents },
  {
    route: 'bettingTopgameSection',
    load: () => import('./top-games-page.tsx').then((m) => <m.TopGamesPage />),
  },
  {
    route: 'topSportsSection',
    load: () => import('./top-sports-page.tsx').then((m) => <m.TopSportsPage />),
  },
  { route: 'bestEuroSection', load: () => import('./best-page.tsx').then((m) => <m.BestPage />) },
  { route: 'bettingRecommendation', load: recommendation },
  { route: 'bettingRecommendationSection', load: recommendation },
  {
    route: 'bettingRecommendationSectionChamp',
    load: () => recommendations().then((m) => <m.RecommendationChampPage />),
  },
  {
    route: 'expressDay',
    load: () => import('./express-day-page.tsx').then((m) => <m.ExpressDayPage />),
  },
  {
    route: 'bettingBetsonyourSection',
    load: () => import('./bets-on-yours-page.tsx').then((m) => <m.BetsOnYoursPage />),
  },
  { route: 'teamSection', load: () => import('./team-page.tsx').then((m) => <m.TeamPage />) },
];

import type { Screen } from '../../../shared/routes/screen.ts';
import { BestPage } from './best-page.tsx';
import { BetsOnYoursPage } from './bets-on-yours-page.tsx';
import { ChampPage } from './champ-page.tsx';
import { ExpressDayPage } from './express-day-page.tsx';
import { LinePage, LivePage } from './feed-overview-page.tsx';
import { RecommendationChampPage, RecommendationPage } from './recommendation-pages.tsx';
import { CyberPage, MarblePage, PoliticsPage, UfcPage } from './sport-dashboards.tsx';
import { SportFilterPage } from './sport-filter-page.tsx';
import { SportPage } from './sport-page.tsx';
import { TeamPage } from './team-page.tsx';
import { TopEventsPage } from './top-events-page.tsx';
import { TopGamesPage } from './top-games-page.tsx';
import { TopSportsPage } from './top-sports-page.tsx';

/** The line's screens, by route name; the app's router mounts them behind their guards. */
export const LINE_SCREENS: readonly Screen[] = [
  { route: 'bettingHome', element: <LinePage /> },
  { route: 'live', element: <LivePage /> },
  { route: 'bettingMainSection', element: <SportPage /> },
  { route: 'bettingMainSectionChamp', element: <ChampPage /> },
  { route: 'bettingSportFilter', element: <SportFilterPage /> },
  { route: 'bettingCyber', element: <CyberPage /> },
  { route: 'bettingCyberSection', element: <CyberPage /> },
  { route: 'ufc', element: <UfcPage /> },
  { route: 'politics', element: <PoliticsPage /> },
  { route: 'bettingMarbleSection', element: <MarblePage /> },
  { route: 'topEvents', element: <TopEventsPage /> },
  { route: 'topEventsHome', element: <TopEventsPage /> },
  { route: 'topEventsSection', element: <TopEventsPage /> },
  { route: 'bettingTopgameSection', element: <TopGamesPage /> },
  { route: 'topSportsSection', element: <TopSportsPage /> },
  { route: 'bestEuroSection', element: <BestPage /> },
  { route: 'bettingRecommendation', element: <RecommendationPage /> },
  { route: 'bettingRecommendationSection', element: <RecommendationPage /> },
  { route: 'bettingRecommendationSectionChamp', element: <RecommendationChampPage /> },
  { route: 'expressDay', element: <ExpressDayPage /> },
  { route: 'bettingBetsonyourSection', element: <BetsOnYoursPage /> },
  { route: 'teamSection', element: <TeamPage /> },
];

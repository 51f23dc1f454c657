import type { ReactNode } from 'react';
import type { Screen } from '../../../shared/routes/screen.ts';
import { CricketBroadcastsPage } from './cricket-broadcasts-page.tsx';
import { CricketChampPage } from './cricket-champ-page.tsx';
import { CricketChampsPage } from './cricket-champs-page.tsx';
import { CricketEventsPage } from './cricket-events-page.tsx';
import { CricketFavoritesPage } from './cricket-favorites-page.tsx';
import { CricketFrame } from './cricket-frame.tsx';
import { CricketHomePage } from './cricket-home-page.tsx';
import { CricketPlayerPage } from './cricket-player-page.tsx';
import { CricketTeamPage } from './cricket-team-page.tsx';

/** Pages of other features the cricket section shows inside its own frame. */
export interface CricketGuests {
  /** One game with all its markets (the game page). */
  game: ReactNode;
  /** The search, narrowed to cricket. */
  search: ReactNode;
}

/**
 * The cricket group's screens. The game and search pages belong to other features, so the app,
 * which may compose features, hands them in.
 */
export function cricketScreens(guests: CricketGuests): readonly Screen[] {
  // Lists have no heading of their own: the section's banner is theirs.
  const listed = (page: ReactNode) => <CricketFrame titled>{page}</CricketFrame>;
  const framed = (page: ReactNode) => <CricketFrame>{page}</CricketFrame>;
  return [
    { route: 'cricket', element: listed(<CricketHomePage />) },
    { route: 'cricketHome', element: listed(<CricketHomePage />) },
    { route: 'cricketAllChamps', element: listed(<CricketChampsPage />) },
    { route: 'cricketAllEvents', element: listed(<CricketEventsPage />) },
    { route: 'cricketFavorites', element: listed(<CricketFavoritesPage />) },
    { route: 'cricketSearchEvents', element: framed(guests.search) },
    { route: 'cricketBroadcasts', element: listed(<CricketBroadcastsPage />) },
    { route: 'cricketBroadcast', element: framed(guests.game) },
    { route: 'cricketChamp', element: framed(<CricketChampPage />) },
    { route: 'cricketGame', element: framed(guests.game) },
    { route: 'cricketPlayerInfo', element: framed(<CricketPlayerPage />) },
    { route: 'cricketTeam', element: framed(<CricketTeamPage />) },
  ];
}

import type { ReactNode } from 'react';
import type { Screen } from '../../../shared/routes/screen.ts';

/** Pages of other features the cricket section shows inside its own frame, loaded when opened. */
export interface CricketGuests {
  /** One game with all its markets (the game page). */
  game: () => Promise<ReactNode>;
  /** The search, narrowed to cricket. */
  search: () => Promise<ReactNode>;
}

/** A page inside the section's frame; lists have no heading of their own: the banner is theirs. */
async function framed(page: Promise<ReactNode>, titled = false): Promise<ReactNode> {
  const [{ CricketFrame }, element] = await Promise.all([import('./cricket-frame.tsx'), page]);
  return <CricketFrame titled={titled}>{element}</CricketFrame>;
}

const listed = (page: Promise<ReactNode>) => framed(page, true);
const home = () => listed(import('./cricket-home-page.tsx').then((m) => <m.CricketHomePage />));

/**
 * The cricket group's screens. The game and search pages belong to other features, so the app,
 * which may compose features, hands them in.
 */
export function cricketScreens(guests: CricketGuests): readonly Screen[] {
  return [
    { route: 'cricket', load: home },
    { route: 'cricketHome', load: home },
    {
      route: 'cricketAllChamps',
      load: () => listed(import('./cricket-champs-page.tsx').then((m) => <m.CricketChampsPage />)),
    },
    {
      route: 'cricketAllEvents',
      load: () => listed(import('./cricket-events-page.tsx').then((m) => <m.CricketEventsPage />)),
    },
    {
      route: 'cricketFavorites',
      load: () =>
        listed(import('./cricket-favorites-page.tsx').then((m) => <m.CricketFavoritesPage />)),
    },
    { route: 'cricketSearchEvents', load: () => framed(guests.search()) },
    {
      route: 'cricketBroadcasts',
      load: () =>
        listed(import('./cricket-broadcasts-page.tsx').then((m) => <m.CricketBroadcastsPage />)),
    },
    { route: 'cricketBroadcast', load: () => framed(guests.game()) },
    {
      route: 'cricketChamp',
      load: () => framed(import('./cricket-champ-page.tsx').then((m) => <m.CricketChampPage />)),
    },
    { route: 'cricketGame', load: () => framed(guests.game()) },
    {
      route: 'cricketPlayerInfo',
      load: () => framed(import('./cricket-player-page.tsx').then((m) => <m.CricketPlayerPage />)),
    },
    {
      route: 'cricketTeam',
      load: () => framed(import('./cricket-team-page.tsx').then((m) => <m.CricketTeamPage />)),
    },
  ];
}

import type { ReactNode } from 'react';
import type { Screen } from '../../../shared/routes/screen.ts';

/** The game page's code and element; the cricket section shows it in its own frame too. */
export const loadGamePage = (): Promise<ReactNode> =>
  import('./game-page.tsx').then((m) => <m.GamePage />);

/** Every route that shows one game of the line or live: the same page under each section. */
export const GAME_SCREENS: readonly Screen[] = [
  { route: 'bettingMainGame', load: loadGamePage },
  { route: 'topEventsGame', load: loadGamePage },
  { route: 'bettingTopgameGame', load: loadGamePage },
  { route: 'teamGame', load: loadGamePage },
  { route: 'bettingBetsonyourGame', load: loadGamePage },
  { route: 'bettingMarbleGame', load: loadGamePage },
  { route: 'bestEuroGame', load: loadGamePage },
];

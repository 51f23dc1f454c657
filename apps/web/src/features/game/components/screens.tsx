import type { Screen } from '../../../shared/routes/screen.ts';
import { GamePage } from './game-page.tsx';

/** Every route that shows one game of the line or live: the same page under each section. */
export const GAME_SCREENS: readonly Screen[] = [
  { route: 'bettingMainGame', element: <GamePage /> },
  { route: 'topEventsGame', element: <GamePage /> },
  { route: 'bettingTopgameGame', element: <GamePage /> },
  { route: 'teamGame', element: <GamePage /> },
  { route: 'bettingBetsonyourGame', element: <GamePage /> },
  { route: 'bettingMarbleGame', element: <GamePage /> },
  { route: 'bestEuroGame', element: <GamePage /> },
];

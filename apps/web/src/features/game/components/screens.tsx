import type { ReactNode } from 'react';
import { prefetchGame } from '../../../shared/feed/index.ts';
import type { Screen, ScreenAddress } from '../../../shared/routes/screen.ts';
import { gameIdOf } from '../lib/game-id.ts';

/** What the game page needs of other features, which the app hands in. */
export interface GameHost {
  /** Opens the sign-in form: a visitor's bet builder asks for it, as the coupon does. */
  onSignIn(): void;
}

/** The game page's code and element; the cricket section shows it in its own frame too. */
export const loadGamePage = (host: GameHost): Promise<ReactNode> =>
  import('./game-page.tsx').then((m) => <m.GamePage onSignIn={host.onSignIn} />);

/** The game from both feeds, with its sub-games, as the page asks (useGameOfEitherFeed). */
export function prefetchGamePage({ params, language }: ScreenAddress): void {
  const gameId = gameIdOf(params.game);
  if (gameId === 0) return;
  prefetchGame('live', gameId, language, true);
  prefetchGame('line', gameId, language, true);
}

const GAME_ROUTES: readonly Screen['route'][] = [
  'bettingMainGame',
  'topEventsGame',
  'bettingTopgameGame',
  'teamGame',
  'bettingBetsonyourGame',
  'bettingMarbleGame',
  'bestEuroGame',
];

/** Every route that shows one game of the line or live: the same page under each section. */
export function gameScreens(host: GameHost): readonly Screen[] {
  return GAME_ROUTES.map((route) => ({
    route,
    load: () => loadGamePage(host),
    prefetch: prefetchGamePage,
  }));
}

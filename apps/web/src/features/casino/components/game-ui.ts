import type { ComponentType } from 'react';
import type { CasinoTable } from '../hooks/use-casino-table.ts';
import type { AnyTableGame } from '../lib/demo-table.ts';
import type { SeededGameSlug } from '../lib/table-games.ts';

/** What each game brings to the page around it: its rules, its table and its paytable. */
export interface GameUi {
  game: AnyTableGame;
  Table: ComponentType<{ table: CasinoTable }>;
  Paytable: ComponentType<{ table: CasinoTable }>;
}

/**
 * Each game's code is a chunk of its own, fetched when its page opens: a roulette player never
 * downloads the keno board, and only the baccarat page loads baccarat's rules (they enumerate
 * every deal when they load).
 */
const LOADERS: Readonly<Record<SeededGameSlug, () => Promise<GameUi>>> = {
  roulette: () => import('./roulette-ui.tsx').then((m) => m.ROULETTE_UI),
  dice: () => import('./dice-ui.tsx').then((m) => m.DICE_UI),
  keno: () => import('./keno-ui.tsx').then((m) => m.KENO_UI),
  baccarat: () => import('./baccarat-ui.tsx').then((m) => m.BACCARAT_UI),
  'gem-mine': () => import('./slot-ui.tsx').then((m) => m.GEM_MINE_UI),
  blackjack: () => import('./blackjack-ui.tsx').then((m) => m.BLACKJACK_UI),
};

const loading = new Map<SeededGameSlug, Promise<GameUi>>();

/** The same promise for a game every time: React's `use` waits on it once. */
export function loadGameUi(slug: SeededGameSlug): Promise<GameUi> {
  let promise = loading.get(slug);
  if (!promise) {
    promise = LOADERS[slug]();
    // A failed download may succeed on the next visit of the page.
    promise.catch(() => loading.delete(slug));
    loading.set(slug, promise);
  }
  return promise;
}

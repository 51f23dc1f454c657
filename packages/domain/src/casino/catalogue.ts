import { CASINO_CATEGORY, type CasinoCategoryId } from '@arenabet/reference/casino';

/*
 * The lobby's in-house games. The returns are the games' exact figures written out (a test
 * holds each to its game's computation), so the lobby and the catalogue calls need none of the
 * games' code: baccarat alone enumerates 4.8 million deals to know its return.
 */

export const IN_HOUSE_PROVIDER_SLUG = 'arenabet';

export interface CatalogueGame {
  /** The catalogue's id (GetGamesPreviewByGameIds takes these). */
  id: number;
  /** The game's slug: its URL and its rounds' `game`. */
  slug: string;
  categories: readonly CasinoCategoryId[];
  /** The lowest return of any bet the game takes, as the paytable publishes it. */
  returnToPlayer: number;
  /** The highest, where bets differ (dice targets, baccarat spots, keno pick counts). */
  bestReturn: number;
  /** The progressive jackpot's share of the return on top of the game's own (jackpot.ts). */
  jackpotReturn?: number;
  /** The day it joined the lobby: the "new" order. */
  addedOn: string;
  /** The house's order of popularity, 1 first. */
  popularity: number;
}

const {
  roulette,
  keno,
  baccarat,
  blackjack,
  slots,
  'table-games': tableGames,
  popular,
  lottery,
  crash,
  jackpot,
  'live-casino': liveCasino,
  new: fresh,
} = CASINO_CATEGORY;

export const IN_HOUSE_GAMES: readonly CatalogueGame[] = [
  {
    id: 1001,
    slug: 'roulette',
    categories: [roulette, tableGames, popular],
    returnToPlayer: 36 / 37,
    bestReturn: 36 / 37,
    addedOn: '2026-11-28',
    popularity: 2,
  },
  {
    id: 1002,
    slug: 'dice',
    categories: [tableGames, popular, fresh],
    returnToPlayer: 0.989_903_2,
    bestReturn: 0.99,
    addedOn: '2026-11-28',
    popularity: 3,
  },
  {
    id: 1003,
    slug: 'keno',
    categories: [keno, lottery, fresh],
    returnToPlayer: 0.945_850_2,
    bestReturn: 0.956_199_8,
    addedOn: '2026-11-28',
    popularity: 4,
  },
  {
    id: 1004,
    slug: 'baccarat',
    categories: [baccarat, tableGames],
    returnToPlayer: 0.858_830_13,
    bestReturn: 0.989_360_01,
    addedOn: '2026-11-28',
    popularity: 5,
  },
  {
    id: 1005,
    slug: 'gem-mine',
    categories: [slots, jackpot, popular, fresh],
    returnToPlayer: 0.959_045_518_651_442,
    bestReturn: 0.959_045_518_651_442,
    // 1 % of stakes and the seed over the odds: 1.10 %, so 97.00 % with the reels.
    jackpotReturn: 0.011,
    addedOn: '2026-11-28',
    popularity: 1,
  },
  {
    id: 1006,
    slug: 'blackjack',
    categories: [blackjack, tableGames],
    // With basic strategy, the published figure of a blackjack game.
    returnToPlayer: 0.994_296_119_877_264,
    bestReturn: 0.994_296_119_877_264,
    addedOn: '2026-11-28',
    popularity: 6,
  },
  {
    id: 1007,
    slug: 'crash',
    categories: [crash, popular, fresh],
    // 99 % at any cash-out target (games/crash.ts).
    returnToPlayer: 0.99,
    bestReturn: 0.99,
    addedOn: '2026-12-02',
    popularity: 7,
  },
  {
    id: 1008,
    slug: 'live-roulette',
    categories: [liveCasino, roulette, fresh],
    returnToPlayer: 36 / 37,
    bestReturn: 36 / 37,
    addedOn: '2026-12-02',
    popularity: 8,
  },
];

export function catalogueGame(slug: string): CatalogueGame | undefined {
  return IN_HOUSE_GAMES.find((game) => game.slug === slug);
}

/** An outside studio's games, played on its own page through the seamless wallet. */
export interface StudioCatalogue {
  provider: string;
  games: readonly CatalogueGame[];
}

/**
 * Northlight, the outside studio of packages/studio. Its returns are the studio's published
 * figures; the studio's own tests prove them, and the site's test of the studio checks they
 * are the ones published here.
 */
export const NORTHLIGHT: StudioCatalogue = {
  provider: 'northlight',
  games: [
    {
      id: 2001,
      slug: 'aurora-wheel',
      categories: [lottery, fresh],
      returnToPlayer: 0.96,
      bestReturn: 0.96,
      addedOn: '2026-11-28',
      popularity: 9,
    },
  ],
};

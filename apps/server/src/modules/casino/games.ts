import { baccarat } from '@arenabet/domain/casino/games/baccarat';
import { dice } from '@arenabet/domain/casino/games/dice';
import { keno } from '@arenabet/domain/casino/games/keno';
import { roulette } from '@arenabet/domain/casino/games/roulette';
import type { AnyCasinoGame } from './service.ts';

/** The in-house games played for money, by slug. */
export const IN_HOUSE_GAMES: ReadonlyMap<string, AnyCasinoGame> = new Map(
  [roulette, dice, keno, baccarat].map((game) => [game.slug, game as AnyCasinoGame]),
);

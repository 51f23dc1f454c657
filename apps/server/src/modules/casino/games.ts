import { baccarat } from '@arenabet/domain/casino/games/baccarat';
import { blackjack } from '@arenabet/domain/casino/games/blackjack';
import { dice } from '@arenabet/domain/casino/games/dice';
import { keno } from '@arenabet/domain/casino/games/keno';
import { roulette } from '@arenabet/domain/casino/games/roulette';
import { gemMine } from '@arenabet/domain/casino/games/slot';
import type { AnyCasinoGame, AnyInteractiveGame, InHouseGame } from './round-writer.ts';

const instant = (game: AnyCasinoGame): [string, InHouseGame] => [
  game.slug,
  { kind: 'instant', game },
];
const interactive = (game: AnyInteractiveGame): [string, InHouseGame] => [
  game.slug,
  { kind: 'interactive', game },
];

/** The in-house games played for money, by slug. */
export const IN_HOUSE_GAMES: ReadonlyMap<string, InHouseGame> = new Map([
  instant(roulette as AnyCasinoGame),
  instant(dice as AnyCasinoGame),
  instant(keno as AnyCasinoGame),
  instant(baccarat as AnyCasinoGame),
  instant(gemMine as AnyCasinoGame),
  interactive(blackjack as AnyInteractiveGame),
]);

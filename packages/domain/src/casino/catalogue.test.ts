import { describe, expect, it } from 'vitest';
import { catalogueGame, IN_HOUSE_GAMES, NORTHLIGHT } from './catalogue.ts';
import { BACCARAT_RETURNS, baccarat } from './games/baccarat.ts';
import { blackjack } from './games/blackjack.ts';
import { crashReturnOf } from './games/crash.ts';
import {
  DICE_FEWEST_WINNING_ROLLS,
  DICE_MOST_WINNING_ROLLS,
  DICE_ROLLS,
  diceReturnOf,
} from './games/dice.ts';
import { KENO_RETURNS } from './games/keno.ts';
import { roulette } from './games/roulette.ts';
import { gemMine } from './games/slot.ts';
import { JACKPOT_EURO_TERMS, JACKPOT_GAMES, jackpotReturnOf } from './jackpot.ts';
import { CRASH_MAX_POINT, CRASH_MIN_TARGET, TABLE_RETURNS } from './shared-tables.ts';

function diceReturns(): number[] {
  const returns: number[] = [];
  for (let target = 0; target <= DICE_ROLLS; target++) {
    for (const direction of ['under', 'over'] as const) {
      const winning = direction === 'under' ? target : DICE_ROLLS - 1 - target;
      if (winning < DICE_FEWEST_WINNING_ROLLS || winning > DICE_MOST_WINNING_ROLLS) continue;
      returns.push(diceReturnOf({ target, direction }));
    }
  }
  return returns;
}

/** Each game's range of returns, computed from its rules. */
const computed: Record<string, [number, number]> = {
  roulette: [roulette.returnToPlayer, roulette.returnToPlayer],
  dice: [Math.min(...diceReturns()), Math.max(...diceReturns())],
  keno: [Math.min(...KENO_RETURNS), Math.max(...KENO_RETURNS)],
  baccarat: [baccarat.returnToPlayer, Math.max(...Object.values(BACCARAT_RETURNS))],
  'gem-mine': [gemMine.returnToPlayer, gemMine.returnToPlayer],
  blackjack: [blackjack.returnToPlayer, blackjack.returnToPlayer],
  crash: [crashReturnOf(CRASH_MIN_TARGET), crashReturnOf(CRASH_MAX_POINT)],
  'live-roulette': [TABLE_RETURNS['live-roulette'], roulette.returnToPlayer],
};

describe('the in-house catalogue', () => {
  it.each(IN_HOUSE_GAMES.map((game) => [game.slug, game] as const))(
    'publishes the return %s computes from its rules',
    (slug, game) => {
      const [lowest, highest] = computed[slug] ?? [Number.NaN, Number.NaN];
      expect(game.returnToPlayer).toBeCloseTo(lowest, 7);
      expect(game.bestReturn).toBeCloseTo(highest, 7);
    },
  );

  it('publishes the jackpot’s share of Gem Mine’s return as its terms make it', () => {
    expect(catalogueGame('gem-mine')?.jackpotReturn).toBeCloseTo(
      jackpotReturnOf(JACKPOT_EURO_TERMS),
      12,
    );
    const withJackpot = IN_HOUSE_GAMES.filter((game) => game.jackpotReturn !== undefined);
    expect(withJackpot.map((game) => game.slug)).toEqual([...JACKPOT_GAMES]);
  });

  it('gives each game its own id, slug and rank', () => {
    const lobby = [...IN_HOUSE_GAMES, ...NORTHLIGHT.games];
    for (const key of ['id', 'slug', 'popularity'] as const) {
      expect(new Set(lobby.map((game) => game[key])).size).toBe(lobby.length);
    }
    expect(catalogueGame('roulette')?.id).toBe(1001);
    expect(catalogueGame('toString')).toBeUndefined();
  });
});

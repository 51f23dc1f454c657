import { dealCoup, resultOf, totalOf } from '@arenabet/domain/casino/games/baccarat-tableau';
import { dice } from '@arenabet/domain/casino/games/dice';
import { keno } from '@arenabet/domain/casino/games/keno';
import { roulette } from '@arenabet/domain/casino/games/roulette';
import { FairWords, type RoundSeeds } from '@arenabet/domain/casino/provably-fair';
import type { OutcomeView } from './round-outcome.ts';
import type { TableGameSlug } from './table-games.ts';

/*
 * A round recomputed from its seeds, as the verification page shows it. What these four games
 * draw does not depend on the bet (the pocket, the roll, the ten numbers and the cards fall the
 * same whatever was staked), so each is played with any bet its rules take and only the draw is
 * kept. Baccarat is dealt with the tableau alone: its game module enumerates every deal when it
 * loads, which the page does not need.
 */

export interface Replayed {
  outcome: OutcomeView;
  /** How many HMAC blocks of 32 bytes the round read. */
  blocks: number;
}

export function replayRound(game: TableGameSlug, seeds: RoundSeeds): Replayed {
  const words = new FairWords(seeds);
  const outcome = drawOf(game, words);
  return { outcome, blocks: words.blocksRead };
}

function drawOf(game: TableGameSlug, words: FairWords): OutcomeView {
  switch (game) {
    case 'roulette': {
      const { pocket } = roulette.play(words, { bets: [{ kind: 'red', stake: 1 }] }).outcome;
      return { game, pocket };
    }
    case 'dice': {
      const bet = { stake: 1, target: 5_000, direction: 'under' as const };
      return { game, roll: dice.play(words, bet).outcome.roll };
    }
    case 'keno': {
      const { drawn } = keno.play(words, { stake: 1, picks: [1] }).outcome;
      return { game, drawn, hits: [] };
    }
    case 'baccarat': {
      const { player, banker } = dealCoup(words);
      const [playerTotal, bankerTotal] = [totalOf(player), totalOf(banker)];
      return {
        game,
        player,
        banker,
        playerTotal,
        bankerTotal,
        result: resultOf(playerTotal, bankerTotal),
      };
    }
  }
}

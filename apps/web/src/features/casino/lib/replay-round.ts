import { dealCoup, resultOf, totalOf } from '@arenabet/domain/casino/games/baccarat-tableau';
import { dealingOrder } from '@arenabet/domain/casino/games/blackjack-cards';
import { dice } from '@arenabet/domain/casino/games/dice';
import { keno } from '@arenabet/domain/casino/games/keno';
import { roulette } from '@arenabet/domain/casino/games/roulette';
import { gemMine } from '@arenabet/domain/casino/games/slot';
import { jackpotWordOf } from '@arenabet/domain/casino/jackpot';
import { FairWords, type RoundSeeds } from '@arenabet/domain/casino/provably-fair';
import { blackjackCard, type Card, type OutcomeView } from './round-outcome.ts';
import type { SeededGameSlug } from './table-games.ts';

/*
 * A round recomputed from its seeds, as the verification page shows it. What these games draw
 * does not depend on the bet (the pocket, the roll, the ten numbers, the cards and the reels'
 * stops fall the same whatever was staked), so each is played with any bet its rules take and
 * only the draw is kept: the slot's wins are shown per line stake of one. Baccarat is dealt
 * with the tableau alone: its game module enumerates every deal when it loads, which the page
 * does not need. Blackjack's cards do depend on the player's actions (a hit takes one more), so
 * its replay lists the cards off the words in dealing order: any round's cards are these.
 */

/** The blackjack cards a replay lists: enough for two split hands drawing and the dealer. */
export const BLACKJACK_CARDS_LISTED = 16;

export type ReplayView =
  | Exclude<OutcomeView, { game: 'blackjack' }>
  | { game: 'blackjack'; deck: Card[] };

export interface Replayed {
  outcome: ReplayView;
  /** How many HMAC blocks of 32 bytes the round read. */
  blocks: number;
}

export function replayRound(game: SeededGameSlug, seeds: RoundSeeds): Replayed {
  const words = new FairWords(seeds);
  const outcome = drawOf(game, words);
  const blocks = words.blocksRead;
  // The jackpot's draw has an HMAC of its own, apart from the reels' words.
  if (outcome.game === 'gem-mine')
    return { outcome: { ...outcome, jackpotWord: jackpotWordOf(seeds) }, blocks };
  return { outcome, blocks };
}

function drawOf(game: SeededGameSlug, words: FairWords): ReplayView {
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
    case 'gem-mine':
      return { game, spins: gemMine.play(words, { lineStake: 1 }).outcome.spins };
    case 'blackjack':
      return { game, deck: dealingOrder(words, BLACKJACK_CARDS_LISTED).map(blackjackCard) };
  }
}

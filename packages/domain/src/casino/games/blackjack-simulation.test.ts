import { describe, expect, it } from 'vitest';
import { SeededWords, type WordSource } from '../chance.ts';
import { FairWords } from '../provably-fair.ts';
import { chiSquare, chiSquare99, meanBound99 } from '../testing/statistics.ts';
import { type BlackjackAction, type BlackjackState, blackjackState } from './blackjack.ts';
import { DECK_SIZE } from './blackjack-cards.ts';
import { BLACKJACK_RETURN, basicStrategyAction } from './blackjack-strategy.ts';

/*
 * Basic strategy played through the replay, as the server plays a round: each decision replays
 * the round from its first word with one more action.
 */

/** A round's words from a seeded stream, kept so that every replay reads them from the start. */
function roundWords(stream: SeededWords): () => WordSource {
  const words: number[] = [];
  return () => {
    let next = 0;
    return {
      nextUint32: () => {
        if (next === words.length) words.push(stream.nextUint32());
        return words[next++] as number;
      },
    };
  };
}

function playBasicStrategy(replayFrom: () => WordSource, stake: number): BlackjackState {
  const actions: BlackjackAction[] = [];
  for (;;) {
    const replay = blackjackState(replayFrom(), { stake }, actions);
    if (!replay.ok) throw new Error(`${replay.problem} at ${replay.actionIndex}`);
    const action = basicStrategyAction(replay.state);
    if (action === undefined) return replay.state;
    actions.push(action);
  }
}

describe('blackjack played by basic strategy', () => {
  it('returns the exact figure within the 99 % bound of a sample variance', () => {
    const stream = new SeededWords(2_024);
    const rounds = 250_000;
    const stake = 2;
    let sum = 0;
    let square = 0;
    for (let i = 0; i < rounds; i++) {
      const { win, staked } = playBasicStrategy(roundWords(stream), stake);
      // The net result per initial stake: doubles and splits put more at risk than the bet.
      const result = ((win ?? 0) - staked) / stake;
      sum += result;
      square += result * result;
    }
    const mean = sum / rounds;
    // The exact variance would need the whole distribution of results; the run's own is close.
    const variance = square / rounds - mean * mean;
    expect(Math.abs(1 + mean - BLACKJACK_RETURN)).toBeLessThan(meanBound99(variance, rounds));
  });

  it('draws every card of the deck alike from the fair stream (chi-square at 99 %)', () => {
    const counts = new Array<number>(DECK_SIZE).fill(0);
    for (let nonce = 0; nonce < 5_000; nonce++) {
      const seeds = { serverSeed: 'blackjack chi-square', clientSeed: 'bj', nonce };
      const { hands, dealerCards } = playBasicStrategy(() => new FairWords(seeds), 1);
      for (const card of [...hands.flatMap((hand) => hand.cards), ...dealerCards]) {
        counts[card] = (counts[card] as number) + 1;
      }
    }
    const drawn = counts.reduce((sum, n) => sum + n, 0);
    const expected = counts.map(() => drawn / DECK_SIZE);
    expect(chiSquare(counts, expected)).toBeLessThan(chiSquare99(DECK_SIZE - 1));
  });
});

import type { WordSource } from '../chance.ts';
import { SeededWords } from '../chance.ts';
import type { CasinoGame } from '../game.ts';

/*
 * What the games' tests share: a source that plays back chosen words, and a seeded run of many
 * rounds. A word below 2^32 − (2^32 mod n) maps to word mod n, so a small word is the outcome
 * itself: 17 is pocket 17, card 17, roll 0.17.
 */

export function scripted(...words: number[]): WordSource {
  const queue = [...words];
  return {
    nextUint32: () => {
      const word = queue.shift();
      if (word === undefined) throw new Error('script ran out');
      return word;
    },
  };
}

/**
 * Plays `rounds` rounds from a fixed seed, handing each outcome and win to `observe`; returns
 * the mean of win / stake per round.
 */
export function simulate<Bet, Outcome>(
  game: CasinoGame<Bet, Outcome>,
  bet: Bet,
  { rounds, seed }: { rounds: number; seed: number },
  observe: (outcome: Outcome, win: number) => void = () => {},
): number {
  const source = new SeededWords(seed);
  const stake = game.stakeOf(bet);
  let paid = 0;
  for (let i = 0; i < rounds; i++) {
    const { outcome, win } = game.play(source, bet);
    paid += win;
    observe(outcome, win);
  }
  return paid / stake / rounds;
}

/** Adds one to a tally of outcomes. */
export function tally(counts: number[], index: number): void {
  counts[index] = (counts[index] ?? 0) + 1;
}

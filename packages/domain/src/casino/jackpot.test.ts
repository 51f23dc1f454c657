import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SeededWords } from './chance.ts';
import { gemMine } from './games/slot.ts';
import {
  contributionOf,
  JACKPOT_EURO_TERMS,
  jackpotReturnOf,
  jackpotTermsIn,
  jackpotWordOf,
  winsJackpot,
} from './jackpot.ts';
import { meanBound99 } from './testing/statistics.ts';

const TERMS = JACKPOT_EURO_TERMS;

describe('the Gem Mine jackpot', () => {
  it('puts exactly 1 % of every counted stake in the pot, carrying what is under a cent', () => {
    let carry = 0;
    let whole = 0;
    for (let spin = 0; spin < 1_000; spin++) {
      const part = contributionOf(20, carry, TERMS);
      whole += part.whole;
      carry = part.carry;
    }
    expect(whole * 100 + carry).toBe(20 * 1_000);
    expect(contributionOf(TERMS.stakeCap * 3, 0, TERMS)).toEqual({ whole: 1_000, carry: 0 });
  });

  it('draws its word from the round’s seeds apart from the reels, as node:crypto computes it', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 7 };
    const hex = createHmac('sha256', seeds.serverSeed).update('player:7:jackpot').digest('hex');
    expect(jackpotWordOf(seeds)).toBe(Number.parseInt(hex.slice(0, 13), 16));
  });

  it('wins with a chance of the counted stake over the odds, the stake counted up to its cap', () => {
    const last = 2 ** 52 - 1;
    // A word below stake / odds of the range wins; one just above does not.
    const edge = Math.floor((2 ** 52 * 2_000) / TERMS.odds);
    expect(winsJackpot(edge, 2_000, TERMS)).toBe(true);
    expect(winsJackpot(edge + 1, 2_000, TERMS)).toBe(false);
    expect(winsJackpot(0, 1, TERMS)).toBe(true);
    expect(winsJackpot(last, TERMS.stakeCap * 10, TERMS)).toBe(false);
    const words = new SeededWords(25);
    const rounds = 400_000;
    let wins = 0;
    const easy = { ...TERMS, odds: 10_000 };
    for (let i = 0; i < rounds; i++) {
      const word = (words.nextUint32() >>> 12) * 2 ** 32 + words.nextUint32();
      if (winsJackpot(word, 20, easy)) wins += 1;
    }
    const p = 20 / easy.odds;
    expect(Math.abs(wins / rounds - p)).toBeLessThan(meanBound99(p * (1 - p), rounds));
  });

  it('returns 1 % plus the seed over the odds, so Gem Mine returns 97.00 % with it', () => {
    expect(jackpotReturnOf(TERMS)).toBeCloseTo(0.011, 12);
    expect(gemMine.returnToPlayer + jackpotReturnOf(TERMS)).toBeCloseTo(0.970_045_5, 6);
    // Reached at least once in 100 million spins at the smallest stake, as the labs ask.
    expect(20 / TERMS.odds).toBeGreaterThanOrEqual(1e-8);
  });

  it('keeps a currency’s terms at the euro’s worth', () => {
    expect(jackpotTermsIn(1, 2)).toEqual(TERMS);
    expect(jackpotTermsIn(1.1, 2)).toEqual({ odds: 110_000_000, seed: 110_000, stakeCap: 110_000 });
    expect(jackpotTermsIn(25_000, 0)).toEqual({
      odds: 25_000_000_000,
      seed: 25_000_000,
      stakeCap: 25_000_000,
    });
  });
});

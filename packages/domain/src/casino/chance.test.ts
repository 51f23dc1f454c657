import { describe, expect, it } from 'vitest';
import { drawDistinct, SeededWords, uniformInt } from './chance.ts';
import { scripted } from './games/test-support.ts';
import { FairWords } from './provably-fair.ts';
import { chiSquare, chiSquare99 } from './testing/statistics.ts';

describe('uniformInt', () => {
  it('throws away words of the incomplete last run, so no number is favoured', () => {
    // 2^32 = 37 × 116 080 197 + 7: the last 7 words would make 0..6 a shade likelier.
    const limit = 2 ** 32 - 7;
    expect(uniformInt(scripted(limit, 2 ** 32 - 1, 40), 37)).toBe(3);
    expect(uniformInt(scripted(limit - 1), 37)).toBe((limit - 1) % 37);
  });

  it('takes every word for a power of two', () => {
    expect(uniformInt(scripted(2 ** 32 - 1), 16)).toBe(15);
  });

  it('refuses a range that is not whole and positive', () => {
    expect(() => uniformInt(new SeededWords(1), 0)).toThrow(RangeError);
    expect(() => uniformInt(new SeededWords(1), 2.5)).toThrow(RangeError);
  });

  it('is uniform over a roulette wheel from the fair stream (chi-square at 99 %)', () => {
    const counts = new Array<number>(37).fill(0);
    const rounds = 37_000;
    for (let nonce = 0; nonce < rounds; nonce++) {
      const words = new FairWords({ serverSeed: 'chi-square seed', clientSeed: 'player', nonce });
      const pocket = uniformInt(words, 37);
      counts[pocket] = (counts[pocket] ?? 0) + 1;
    }
    const expected = new Array<number>(37).fill(rounds / 37);
    expect(chiSquare(counts, expected)).toBeLessThan(chiSquare99(36));
  });
});

describe('drawDistinct', () => {
  it('draws distinct numbers of the population', () => {
    const drawn = drawDistinct(new SeededWords(7), 40, 10);
    expect(new Set(drawn).size).toBe(10);
    expect(drawn.every((n) => n >= 0 && n < 40)).toBe(true);
  });

  it('gives every number the same chance of being drawn (chi-square at 99 %)', () => {
    const source = new SeededWords(11);
    const counts = new Array<number>(40).fill(0);
    const draws = 20_000;
    for (let i = 0; i < draws; i++) {
      for (const n of drawDistinct(source, 40, 10)) counts[n] = (counts[n] ?? 0) + 1;
    }
    const expected = new Array<number>(40).fill((draws * 10) / 40);
    expect(chiSquare(counts, expected)).toBeLessThan(chiSquare99(39));
  });
});

describe('SeededWords', () => {
  it('repeats a seed and differs between seeds', () => {
    const words = (seed: number) => {
      const source = new SeededWords(seed);
      return [1, 2, 3].map(() => source.nextUint32());
    };
    expect(words(5)).toEqual(words(5));
    expect(words(5)).not.toEqual(words(6));
  });
});

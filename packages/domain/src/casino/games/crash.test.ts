import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SeededWords } from '../chance.ts';
import { isOnChain, previousHash } from '../hash-chain.ts';
import { chiSquare, chiSquare99, meanBound99 } from '../testing/statistics.ts';
import {
  CRASH_HOUSE_EDGE,
  crashPointFromUniform,
  crashPointOf,
  crashReturnOf,
  flightMsOf,
  multiplierAt,
  survivalChance,
  uniform52,
} from './crash.ts';

const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';

/** The bustabit-style reference: node:crypto and the published formula, independently. */
function referencePoint(hash: string, salt: string): number {
  const hex = createHmac('sha256', hash).update(salt).digest('hex');
  const r = Number.parseInt(hex.slice(0, 13), 16);
  const x = 99 / (1 - r / 2 ** 52);
  return Math.max(100, Math.floor(x));
}

describe('crash points from the hash chain', () => {
  it('agrees with the published formula computed with node:crypto', () => {
    let hash = createHash('sha256').update('seed').digest('hex');
    for (let i = 0; i < 200; i++) {
      expect(crashPointOf(hash, SALT), `hash ${hash}`).toBe(referencePoint(hash, SALT));
      hash = previousHash(hash);
    }
  });

  it('links each round to the next by SHA-256 and to the published commitment', () => {
    const chain = ['a'.repeat(64)];
    for (let i = 0; i < 10; i++) chain.push(previousHash(chain.at(-1) as string));
    const commitment = chain.at(-1) as string;
    expect(previousHash(chain[3] as string)).toBe(chain[4]);
    expect(isOnChain(chain[3] as string, commitment, 7)).toBe(true);
    expect(isOnChain('b'.repeat(64), commitment, 7)).toBe(false);
  });

  it('reads 52 bits without bias and never crashes below 1.00', () => {
    expect(uniform52(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]))).toBe(2 ** 52 - 1);
    expect(crashPointFromUniform(0)).toBe(100);
    expect(crashPointFromUniform(2 ** 51)).toBe(198);
    expect(crashPointFromUniform(2 ** 52 - 1)).toBeGreaterThan(1e15);
  });

  it('returns 99 % at every cash-out target above 1.00, exactly from the rule', () => {
    // Within the 2^-52 steps of r, times the target.
    for (const target of [101, 150, 200, 1_000, 100_000, 10_000_000]) {
      expect(crashReturnOf(target)).toBeCloseTo(1 - CRASH_HOUSE_EDGE, 9);
    }
    expect(survivalChance(100)).toBe(1);
  });

  it('reaches a target as often as the rule says in a seeded simulation (99 % bound)', () => {
    const words = new SeededWords(15);
    const rounds = 200_000;
    const target = 200;
    let survived = 0;
    for (let i = 0; i < rounds; i++) {
      const r = (words.nextUint32() >>> 12) * 2 ** 32 + words.nextUint32();
      if (crashPointFromUniform(r) >= target) survived += 1;
    }
    const p = survivalChance(target);
    expect(Math.abs(survived / rounds - p)).toBeLessThan(meanBound99(p * (1 - p), rounds));
  });

  it('spreads game hashes’ crash points as the rule says (chi-square at 99 %)', () => {
    const edges = [101, 120, 150, 200, 300, 500, 1_000, 2_000];
    const counts = new Array<number>(edges.length + 1).fill(0);
    let hash = createHash('sha256').update('chi').digest('hex');
    const rounds = 20_000;
    for (let i = 0; i < rounds; i++) {
      const point = crashPointOf(hash, SALT);
      const bucket = edges.findIndex((edge) => point < edge);
      const at = bucket === -1 ? edges.length : bucket;
      counts[at] = (counts[at] ?? 0) + 1;
      hash = previousHash(hash);
    }
    const below = (edge: number) => 1 - survivalChance(edge);
    const expected = [...edges, Number.POSITIVE_INFINITY].map((edge, i) => {
      const upper = Number.isFinite(edge) ? below(edge) : 1;
      const lower = i === 0 ? 0 : below(edges[i - 1] as number);
      return (upper - lower) * rounds;
    });
    expect(chiSquare(counts, expected)).toBeLessThan(chiSquare99(edges.length));
  });

  it('grows the multiplier as e^(0.00006 t) and finds the moment it reaches a point', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(flightMsOf(200))).toBeGreaterThanOrEqual(200);
    expect(multiplierAt(flightMsOf(200) - 50)).toBeLessThan(200);
  });
});

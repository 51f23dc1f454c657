import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from './random.ts';
import {
  CS2_ROUNDS,
  mapFinals,
  mapOver,
  mapWinProbability,
  type RoundRules,
  VALORANT_ROUNDS,
} from './round-race.ts';

const over = (home: number, away: number, rules: RoundRules) => mapOver({ home, away }, rules);

/** Plays a map round by round. */
function playMap(rng: Rng, p: number, rules: RoundRules) {
  const score = { home: 0, away: 0 };
  while (!mapOver(score, rules)) {
    if (rng.chance(p)) score.home += 1;
    else score.away += 1;
  }
  return score;
}

describe('a CS2 map (MR12, MR3 overtimes)', () => {
  it('is won at 13 in regulation and at four of six rounds in each overtime', () => {
    expect(over(13, 11, CS2_ROUNDS)).toBe(true);
    expect(over(13, 0, CS2_ROUNDS)).toBe(true);
    expect(over(12, 12, CS2_ROUNDS)).toBe(false);
    expect(over(13, 12, CS2_ROUNDS)).toBe(false);
    expect(over(16, 14, CS2_ROUNDS)).toBe(true);
    expect(over(16, 12, CS2_ROUNDS)).toBe(true);
    expect(over(15, 15, CS2_ROUNDS)).toBe(false);
    expect(over(16, 15, CS2_ROUNDS)).toBe(false);
    expect(over(19, 17, CS2_ROUNDS)).toBe(true);
    expect(over(18, 18, CS2_ROUNDS)).toBe(false);
  });

  it('ends only on scores a real map ends on', () => {
    const rng = new Rng(11);
    for (let i = 0; i < 400; i += 1) {
      const { home, away } = playMap(rng, 0.5, CS2_ROUNDS);
      const [won, lost] = [Math.max(home, away), Math.min(home, away)];
      if (won === 13) expect(lost).toBeLessThanOrEqual(11);
      else expect((won - 16) % 3 === 0 && lost >= won - 4 && lost <= won - 2).toBe(true);
    }
  });
});

describe('a Valorant map', () => {
  it('is won at 13, or by two clear from 12:12', () => {
    expect(over(13, 11, VALORANT_ROUNDS)).toBe(true);
    expect(over(13, 12, VALORANT_ROUNDS)).toBe(false);
    expect(over(14, 12, VALORANT_ROUNDS)).toBe(true);
    expect(over(17, 16, VALORANT_ROUNDS)).toBe(false);
    expect(over(18, 16, VALORANT_ROUNDS)).toBe(true);
  });
});

describe('map final scores', () => {
  it('sum to one from any score of regulation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(CS2_ROUNDS, VALORANT_ROUNDS),
        fc.double({ min: 0.3, max: 0.7, noNaN: true }),
        fc.nat(12),
        fc.nat(12),
        (rules, p, home, away) => {
          const finals = mapFinals({ home, away }, p, rules);
          const total = finals.reduce((sum, f) => sum + f.probability, 0);
          expect(total).toBeCloseTo(1, 5);
          for (const f of finals) expect(mapOver(f, rules)).toBe(true);
        },
      ),
    );
  });

  it('give the chance the map is won with as it is played', () => {
    expect(mapWinProbability({ home: 12, away: 12 }, 0.5, CS2_ROUNDS)).toBeCloseTo(0.5, 9);
    expect(mapWinProbability({ home: 10, away: 5 }, 0.5, CS2_ROUNDS)).toBeGreaterThan(0.85);
    for (const rules of [CS2_ROUNDS, VALORANT_ROUNDS]) {
      const rng = new Rng(5);
      const maps = 3000;
      let won = 0;
      for (let i = 0; i < maps; i += 1) {
        const score = playMap(rng, 0.54, rules);
        if (score.home > score.away) won += 1;
      }
      expect(won / maps).toBeCloseTo(mapWinProbability({ home: 0, away: 0 }, 0.54, rules), 1);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { SeededWords, type WordSource } from '../chance.ts';
import { meanBound99 } from '../testing/statistics.ts';
import { GEM_MINE_PAYLINES, GEM_MINE_RULES } from './slot.ts';
import { SlotMachine } from './slot-machine.ts';
import { slotReturn } from './slot-return.ts';
import { lineAward, SLOT_ROWS, type SlotRules } from './slot-rules.ts';

/*
 * The exact return against full enumeration. A small machine (strips of 4-6, so 2 400 stop
 * combinations) is enumerated stop by stop, read through lineAward cell by cell, and played through
 * playRound; the published machine (282 million combinations) is enumerated symbol by symbol, each
 * five-symbol line weighted by how many stop combinations show it.
 */

const A = 0;
const B = 1;
const C = 2;
const W = 3;
const S = 4;

/** Two scatters on reel 3 can show together; 2 scatters pay; C×4 ties W×3 (the symbol's line). */
const SMALL: SlotRules = {
  symbolCount: 5,
  wild: W,
  scatter: S,
  reels: [
    [A, W, B, S, C],
    [B, W, A, C],
    [C, S, A, S, W, B],
    [A, B, W, C],
    [B, A, S, C, W],
  ],
  paylines: GEM_MINE_PAYLINES,
  linePays: [
    [0, 0, 0, 2, 5, 20],
    [0, 0, 0, 3, 8, 30],
    [0, 0, 0, 5, 10, 50],
    [0, 0, 0, 10, 40, 200],
    [0, 0, 0, 0, 0, 0],
  ],
  scatterPays: [0, 0, 1, 3, 10],
  freeSpins: { scatters: 3, spins: 2, multiplier: 2 },
};

function* everyStops(rules: SlotRules): Generator<number[]> {
  const lengths = rules.reels.map((strip) => strip.length);
  const stops = lengths.map(() => 0);
  for (;;) {
    yield [...stops];
    let reel = stops.length - 1;
    while (reel >= 0 && stops[reel] === (lengths[reel] as number) - 1) stops[reel--] = 0;
    if (reel < 0) return;
    stops[reel] = (stops[reel] as number) + 1;
  }
}

const keyOf = (symbol: number, count: number) => `${symbol}:${count}`;

function enumerate(rules: SlotRules) {
  const perLine = rules.paylines.map(() => new Map<string, number>());
  const scatterCombinations: number[] = [];
  let spinPaySum = 0;
  for (const stops of everyStops(rules)) {
    const grid = rules.reels.map((strip, reel) =>
      Array.from({ length: SLOT_ROWS }, (_, row) => {
        return strip[((stops[reel] as number) + row) % strip.length] as number;
      }),
    );
    rules.paylines.forEach((rows, line) => {
      const award = lineAward(
        rules,
        rows.map((row, reel) => grid[reel]?.[row] as number),
      );
      if (award === undefined) return;
      const awards = perLine[line] as Map<string, number>;
      const key = keyOf(award.symbol, award.count);
      awards.set(key, (awards.get(key) ?? 0) + 1);
      spinPaySum += award.pay;
    });
    const scatters = grid.flat().filter((symbol) => symbol === rules.scatter).length;
    scatterCombinations[scatters] = (scatterCombinations[scatters] ?? 0) + 1;
    const pays = rules.scatterPays;
    spinPaySum += (pays[Math.min(scatters, pays.length - 1)] as number) * rules.paylines.length;
  }
  return {
    perLine,
    scatterCombinations: Array.from(scatterCombinations, (n) => n ?? 0),
    spinPaySum,
  };
}

const awardMap = (rules: SlotRules) =>
  new Map(slotReturn(rules).lineAwards.map((a) => [keyOf(a.symbol, a.count), a.combinations]));

/** The stops as words (a word below the rejection limit is its own remainder), then a seed's. */
function stopsThenSeeded(stops: readonly number[], seed: number): WordSource {
  const queue = [...stops];
  const rest = new SeededWords(seed);
  return { nextUint32: () => queue.shift() ?? rest.nextUint32() };
}

describe('the slot return, against full enumeration of a small machine', () => {
  const exact = slotReturn(SMALL);
  const brute = enumerate(SMALL);

  it('counts every award of every payline as the stop-by-stop enumeration does', () => {
    const expected = awardMap(SMALL);
    for (const awards of brute.perLine) expect(awards).toEqual(expected);
    const paying = [...expected.values()].reduce((sum, n) => sum + n, 0);
    expect(paying + exact.lineMisses).toBe(exact.combinations);
    // W W W C x ties C×4 with W×3 and pays the C line: W×3 is only ever met with no C fourth.
    expect(lineAward(SMALL, [W, W, W, C, A])).toEqual({ symbol: C, count: 4, pay: 10 });
  });

  it('counts the scatters, the spin pay and the triggers exactly', () => {
    expect(exact.scatterCombinations.slice(0, brute.scatterCombinations.length)).toEqual(
      brute.scatterCombinations,
    );
    const beyond = exact.scatterCombinations.slice(brute.scatterCombinations.length);
    expect(beyond.every((n) => n === 0)).toBe(true);
    expect(brute.scatterCombinations[2]).toBeGreaterThan(0);
    expect(exact.spinPaySum).toBe(brute.spinPaySum);
  });

  it('is what playRound pays over every stop combination', () => {
    const machine = new SlotMachine(SMALL);
    let basePay = 0;
    let triggers = 0;
    let seed = 0;
    for (const stops of everyStops(SMALL)) {
      const { spins } = machine.playRound(stopsThenSeeded(stops, seed++), 1);
      const [base] = spins;
      expect(base?.stops).toEqual(stops);
      expect(machine.spinPay(stops)).toBe(base?.win);
      basePay += base?.win ?? 0;
      if ((base?.freeSpinsWon ?? 0) > 0) triggers += 1;
    }
    expect(basePay).toBe(exact.spinPaySum);
    expect(triggers).toBe(exact.triggerCombinations);
  });

  it('prices the free spins as the session, followed spin by spin, adds up', () => {
    const { spins, multiplier } = SMALL.freeSpins;
    const trigger = exact.triggerCombinations / exact.combinations;
    const meanPay = exact.spinPaySum / exact.combinations;
    // The chance of each count of spins left, spin after spin, until none is left to speak of.
    let left = new Map([[spins, 1]]);
    let played = 0;
    while ([...left.values()].reduce((sum, p) => sum + p, 0) > 1e-15) {
      const next = new Map<number, number>();
      for (const [count, chance] of left) {
        played += chance;
        const move = (to: number, p: number) => {
          if (to > 0) next.set(to, (next.get(to) ?? 0) + chance * p);
        };
        move(count - 1 + spins, trigger);
        move(count - 1, 1 - trigger);
      }
      left = next;
    }
    expect(played).toBeCloseTo(exact.freeSpinsPerTrigger, 9);
    const stake = SMALL.paylines.length;
    const perRound = meanPay + trigger * played * multiplier * meanPay;
    expect(perRound / stake).toBeCloseTo(exact.returnToPlayer, 9);
  });

  it('is what playRound returns over seeded rounds, free spins and all (99 % bound)', () => {
    const machine = new SlotMachine(SMALL);
    const source = new SeededWords(20_240_601);
    const rounds = 20_000;
    const stake = SMALL.paylines.length;
    let sum = 0;
    let square = 0;
    for (let i = 0; i < rounds; i++) {
      const paid = machine.playRound(source, 1).win / stake;
      sum += paid;
      square += paid * paid;
    }
    const mean = sum / rounds;
    // The sample variance: the exact one would need the whole session's distribution.
    const variance = square / rounds - mean * mean;
    expect(Math.abs(mean - exact.returnToPlayer)).toBeLessThan(meanBound99(variance, rounds));
  });
});

describe('the published machine', () => {
  const exact = slotReturn(GEM_MINE_RULES);

  it('counts every line award as the symbol-by-symbol enumeration does', () => {
    const rules = GEM_MINE_RULES;
    const tallies = rules.reels.map((strip) => {
      const counts = new Array<number>(rules.symbolCount).fill(0);
      for (const symbol of strip) counts[symbol] = (counts[symbol] as number) + 1;
      return counts;
    });
    const awards = new Map<string, number>();
    let misses = 0;
    const line = [0, 0, 0, 0, 0];
    const visit = (reel: number, weight: number) => {
      if (reel === line.length) {
        const award = lineAward(rules, line);
        if (award === undefined) misses += weight;
        else {
          const key = keyOf(award.symbol, award.count);
          awards.set(key, (awards.get(key) ?? 0) + weight);
        }
        return;
      }
      tallies[reel]?.forEach((count, symbol) => {
        line[reel] = symbol;
        if (count > 0) visit(reel + 1, weight * count);
      });
    };
    visit(0, 1);
    expect(awards).toEqual(awardMap(rules));
    expect(misses).toBe(exact.lineMisses);
  });

  it('returns 95-96.5 %', () => {
    expect(exact.returnToPlayer).toBeGreaterThan(0.95);
    expect(exact.returnToPlayer).toBeLessThan(0.965);
    expect(exact.returnToPlayer).toBeCloseTo(0.959045518651442, 12);
  });

  it('pays every award at least once in 100 million rounds on average', () => {
    const { combinations, scatterCombinations, triggerCombinations } = exact;
    // Each award has at least its one line's chance per round.
    const lineSymbols = GEM_MINE_RULES.symbolCount - 1;
    expect(exact.lineAwards).toHaveLength(lineSymbols * 3);
    for (const { combinations: n } of exact.lineAwards) {
      expect(n / combinations).toBeGreaterThanOrEqual(1e-8);
    }
    for (const scatters of [3, 4, 5]) {
      expect((scatterCombinations[scatters] ?? 0) / combinations).toBeGreaterThanOrEqual(1e-8);
    }
    expect(triggerCombinations / combinations).toBeGreaterThanOrEqual(1e-8);
  });
});

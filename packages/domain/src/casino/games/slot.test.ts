import { describe, expect, it } from 'vitest';
import { SeededWords } from '../chance.ts';
import { FairWords } from '../provably-fair.ts';
import { chiSquare, chiSquare99 } from '../testing/statistics.ts';
import {
  evaluateBaseSpin,
  GEM_MINE_LINES,
  GEM_MINE_PAYTABLE,
  GEM_MINE_REELS,
  GEM_MINE_RETURN,
  GEM_MINE_RULES,
  gemMine,
} from './slot.ts';
import { SlotMachine } from './slot-machine.ts';
import { lineAward, SLOT_REELS } from './slot-rules.ts';
import { scripted } from './test-support.ts';

const [J, , K, , , , , R, D, C] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
const machine = new SlotMachine(GEM_MINE_RULES);

/** A stop of the reel showing `symbol` on `row`. */
function stopShowing(reel: number, symbol: number, row = 0): number {
  const strip = GEM_MINE_REELS[reel] as readonly number[];
  const stop = strip.findIndex((_, s) => strip[(s + row) % strip.length] === symbol);
  if (stop < 0) throw new Error(`reel ${reel} has no ${symbol}`);
  return stop;
}

/** The first seeded spin that pays nothing and shows no cart. */
const DEAD_SPIN = (() => {
  const source = new SeededWords(3);
  for (;;) {
    const stops = machine.drawStops(source);
    if (evaluateBaseSpin(stops) === 0 && machine.scattersOn(stops) === 0) return stops;
  }
})();

/** Carts on reels 1-3, and reels 4 and 5 as the dead spin has them (no cart): three scatters. */
const TRIGGER_SPIN = [
  stopShowing(0, C),
  stopShowing(1, C),
  stopShowing(2, C),
  ...DEAD_SPIN.slice(3),
];

describe('Gem Mine lines', () => {
  const pay = (symbols: number[]) => lineAward(GEM_MINE_RULES, symbols);

  it('pays 3, 4 and 5 alike from the leftmost reel, and nothing for two', () => {
    expect(pay([K, K, K, J, J])).toEqual({ symbol: K, count: 3, pay: 10 });
    expect(pay([R, R, R, R, R])).toEqual({ symbol: R, count: 5, pay: 750 });
    expect(pay([K, K, J, K, K])).toBeUndefined();
    expect(pay([J, K, K, K, K])).toBeUndefined();
  });

  it('lets the diamond stand in for a gem or card, and pays it on its own', () => {
    expect(pay([J, D, J, J, K])).toEqual({ symbol: J, count: 4, pay: 15 });
    expect(pay([D, D, D, D, D])).toEqual({ symbol: D, count: 5, pay: 2_000 });
  });

  it('pays the better of the leading diamonds and the line they make', () => {
    expect(pay([D, D, D, J, K])).toEqual({ symbol: D, count: 3, pay: 50 });
    expect(pay([D, D, D, R, R])).toEqual({ symbol: R, count: 5, pay: 750 });
  });

  it('never lets the diamond stand in for the cart, which breaks a line', () => {
    expect(pay([J, J, C, J, J])).toBeUndefined();
    expect(pay([C, C, C, D, D])).toBeUndefined();
    expect(pay([D, D, D, C, J])).toEqual({ symbol: D, count: 3, pay: 50 });
  });
});

describe('Gem Mine rounds', () => {
  const lineStake = 7;
  const totalStake = lineStake * GEM_MINE_LINES;

  it('stakes 20 line stakes and refuses a line stake that is not whole and positive', () => {
    expect(gemMine.stakeOf({ lineStake })).toBe(140);
    expect(gemMine.betProblem({ lineStake })).toBeUndefined();
    for (const bad of [0, -5, 1.5, Number.NaN, 2 ** 40]) {
      expect(gemMine.betProblem({ lineStake: bad })).toBe('slot_line_stake_invalid');
    }
  });

  it('stops each reel at the word drawn for it, and pays lines and scatters in money', () => {
    const stops = [stopShowing(0, D, 1), 5, 17, 30, 44];
    const { outcome, win } = gemMine.play(scripted(...stops), { lineStake });
    const [spin] = outcome.spins;
    expect(spin?.stops).toEqual(stops);
    expect(spin?.grid[0]?.[1]).toBe(D);
    for (const { line, win: lineWin } of spin?.lineWins ?? []) {
      const rows = GEM_MINE_RULES.paylines[line] ?? [];
      const symbols = rows.map((row, reel) => spin?.grid[reel]?.[row] as number);
      expect(lineWin).toBe((lineAward(GEM_MINE_RULES, symbols)?.pay ?? 0) * lineStake);
    }
    expect(win).toBe(evaluateBaseSpin(stops) * lineStake);
  });

  it('plays 10 free spins at ×3 after three carts, in the same round', () => {
    const deadSpins = Array.from({ length: 10 }, () => DEAD_SPIN).flat();
    const { outcome, win } = gemMine.play(scripted(...TRIGGER_SPIN, ...deadSpins), { lineStake });
    const [base, ...free] = outcome.spins;
    expect(base?.scatters).toBe(3);
    expect(base?.scatterWin).toBe(2 * totalStake);
    expect(base?.freeSpinsWon).toBe(10);
    expect(free).toHaveLength(10);
    expect(free.every((spin) => spin.multiplier === 3 && spin.win === 0)).toBe(true);
    expect(win).toBe(base?.win);
  });

  it('adds 10 more free spins when a free spin shows three carts, its pays tripled', () => {
    const deadSpins = Array.from({ length: 19 }, () => DEAD_SPIN).flat();
    const words = [...TRIGGER_SPIN, ...TRIGGER_SPIN, ...deadSpins];
    const { outcome, win } = gemMine.play(scripted(...words), { lineStake });
    expect(outcome.spins).toHaveLength(21);
    const [base, retrigger] = outcome.spins;
    expect(retrigger?.scatterWin).toBe(3 * (base?.scatterWin ?? 0));
    expect(retrigger?.win).toBe(3 * (base?.win ?? 0));
    expect(win).toBe(4 * (base?.win ?? 0));
  });

  it('pays in the fast evaluation what the full spin pays, on seeded stops', () => {
    const source = new SeededWords(99);
    for (let i = 0; i < 20_000; i++) {
      const stops = machine.drawStops(source);
      const spin = machine.spin(stops, 1, 1);
      expect(evaluateBaseSpin(Int32Array.from(stops))).toBe(spin.win);
    }
  });

  it('replays a fair round to the same outcome, whole and JSON-safe', () => {
    const seeds = { serverSeed: 'gem mine seed', clientSeed: 'player', nonce: 12 };
    const first = gemMine.play(new FairWords(seeds), { lineStake });
    const again = gemMine.play(new FairWords(seeds), { lineStake });
    expect(again).toEqual(first);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
    expect(Number.isSafeInteger(first.win)).toBe(true);
  });

  it('stops every reel uniformly over its strip, from the fair stream (chi-square at 99 %)', () => {
    const counts = GEM_MINE_REELS.map((strip) => new Array<number>(strip.length).fill(0));
    for (let nonce = 0; nonce < 4_000; nonce++) {
      const words = new FairWords({ serverSeed: 'reel chi-square', clientSeed: 'gems', nonce });
      for (const { stops } of gemMine.play(words, { lineStake: 1 }).outcome.spins) {
        stops.forEach((stop, reel) => {
          const reelCounts = counts[reel] as number[];
          reelCounts[stop] = (reelCounts[stop] as number) + 1;
        });
      }
    }
    const spins = (counts[0] as number[]).reduce((sum, n) => sum + n, 0);
    const observed = counts.flat();
    const expected = counts.flatMap((reel) => reel.map(() => spins / reel.length));
    const df = observed.length - SLOT_REELS;
    expect(chiSquare(observed, expected)).toBeLessThan(chiSquare99(df));
  });
});

describe('Gem Mine paytable', () => {
  it('publishes every line pay, the scatter pays and the exact return', () => {
    expect(GEM_MINE_PAYTABLE.linePays).toHaveLength(9);
    expect(GEM_MINE_PAYTABLE.linePays.at(-1)).toEqual({
      symbol: 'diamond',
      three: 50,
      four: 250,
      five: 2_000,
    });
    expect(GEM_MINE_PAYTABLE.scatter).toMatchObject({ symbol: 'cart', three: 2, five: 100 });
    expect(gemMine.returnToPlayer).toBe(GEM_MINE_RETURN.returnToPlayer);
  });
});

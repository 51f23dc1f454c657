import { describe, expect, it } from 'vitest';
import {
  colourOf,
  INSIDE_BETS,
  INSIDE_PLACEMENTS,
  isPlacement,
  OUTSIDE_BET_NUMBERS,
  OUTSIDE_BETS,
  POCKETS,
  RED_NUMBERS,
  ROULETTE_PAYOUTS,
  WHEEL_ORDER,
} from './roulette-layout.ts';

/** Where a number sits on the table: row 0-11 from the zero's end, column 0-2. */
const cellOf = (n: number) => ({ row: Math.floor((n - 1) / 3), column: (n - 1) % 3 });

describe('the wheel', () => {
  it('has the 18 red numbers of the European wheel, alternating with black from the zero', () => {
    expect(RED_NUMBERS).toHaveLength(18);
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(
      Array.from({ length: POCKETS }, (_, n) => n),
    );
    const colours = WHEEL_ORDER.slice(1).map(colourOf);
    expect(colours.every((colour, i) => colour === (i % 2 === 0 ? 'red' : 'black'))).toBe(true);
    expect(colourOf(0)).toBe('green');
  });
});

describe('the table', () => {
  it('offers the standard number of places for each inside bet', () => {
    const counts = Object.fromEntries(INSIDE_BETS.map((k) => [k, INSIDE_PLACEMENTS[k].length]));
    expect(counts).toEqual({ straight: 37, split: 60, street: 14, corner: 23, six_line: 11 });
  });

  it('splits only neighbours on the layout, and the zero with 1, 2 and 3', () => {
    for (const [a, b] of INSIDE_PLACEMENTS.split) {
      if (a === 0) continue;
      const [first, second] = [cellOf(a as number), cellOf(b as number)];
      const across = first.row === second.row && second.column - first.column === 1;
      const along = first.column === second.column && second.row - first.row === 1;
      expect(across || along, `${a}-${b}`).toBe(true);
    }
    expect(isPlacement('split', [1, 0])).toBe(true);
    expect(isPlacement('split', [0, 3])).toBe(true);
    expect(isPlacement('split', [0, 4])).toBe(false);
    expect(isPlacement('split', [3, 4])).toBe(false);
    expect(isPlacement('split', [1, 5])).toBe(false);
    expect(isPlacement('split', [33, 36])).toBe(true);
  });

  it('knows the zero trios, the first four, corners and six lines', () => {
    expect(isPlacement('street', [0, 1, 2])).toBe(true);
    expect(isPlacement('street', [3, 2, 0])).toBe(true);
    expect(isPlacement('street', [0, 1, 3])).toBe(false);
    expect(isPlacement('street', [34, 35, 36])).toBe(true);
    expect(isPlacement('street', [2, 3, 4])).toBe(false);
    expect(isPlacement('corner', [0, 1, 2, 3])).toBe(true);
    expect(isPlacement('corner', [2, 3, 5, 6])).toBe(true);
    expect(isPlacement('corner', [3, 4, 6, 7])).toBe(false);
    expect(isPlacement('corner', [32, 33, 35, 36])).toBe(true);
    expect(isPlacement('six_line', [31, 32, 33, 34, 35, 36])).toBe(true);
    expect(isPlacement('six_line', [0, 1, 2, 3, 4, 5])).toBe(false);
    expect(isPlacement('straight', [37])).toBe(false);
    expect(isPlacement('straight', [1.5])).toBe(false);
    expect(isPlacement('split', [1, 1])).toBe(false);
  });

  it('covers 1-36 without the zero in each pair of even-money bets and each set of three', () => {
    const union = (...names: (typeof OUTSIDE_BETS)[number][]) =>
      names.flatMap((name) => OUTSIDE_BET_NUMBERS[name]).sort((a, b) => a - b);
    const oneTo36 = Array.from({ length: 36 }, (_, i) => i + 1);
    expect(union('red', 'black')).toEqual(oneTo36);
    expect(union('odd', 'even')).toEqual(oneTo36);
    expect(union('low', 'high')).toEqual(oneTo36);
    expect(union('first_dozen', 'second_dozen', 'third_dozen')).toEqual(oneTo36);
    expect(union('first_column', 'second_column', 'third_column')).toEqual(oneTo36);
    expect(OUTSIDE_BET_NUMBERS.first_column.slice(0, 3)).toEqual([1, 4, 7]);
    expect(OUTSIDE_BET_NUMBERS.third_dozen).toContain(36);
  });

  it('pays 36 units for each number covered, so each place is worth 36 of 37 pockets', () => {
    for (const kind of INSIDE_BETS) {
      for (const numbers of INSIDE_PLACEMENTS[kind]) {
        expect(numbers.length * (ROULETTE_PAYOUTS[kind] + 1)).toBe(36);
      }
    }
    for (const name of OUTSIDE_BETS) {
      expect(OUTSIDE_BET_NUMBERS[name].length * (ROULETTE_PAYOUTS[name] + 1)).toBe(36);
    }
  });
});

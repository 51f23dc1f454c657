/*
 * The European single-zero table, as the page draws it and the rules settle it. The numbers
 * 1-36 sit in twelve rows of three (1-2-3, 4-5-6, ...), the zero across the head of the three
 * columns; the first column is 1, 4, ..., 34. A bet's numbers are where its chip may lie: on a
 * number, a line between two, the end of a row, a corner of four, the end of the line between
 * two rows. The zero's own placements (0-1, 0-2, 0-3, the trios 0-1-2 and 0-2-3, the first four
 * 0-1-2-3) are the ones the standard layout offers along its edge.
 */

export const POCKETS = 37;

/** The European wheel clockwise from the zero, for drawing it; not used to settle. */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

const RED = new Set(RED_NUMBERS);

export type PocketColour = 'green' | 'red' | 'black';

export function colourOf(pocket: number): PocketColour {
  if (pocket === 0) return 'green';
  return RED.has(pocket) ? 'red' : 'black';
}

export const INSIDE_BETS = ['straight', 'split', 'street', 'corner', 'six_line'] as const;
export type InsideBetKind = (typeof INSIDE_BETS)[number];

export const OUTSIDE_BETS = [
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'first_dozen',
  'second_dozen',
  'third_dozen',
  'first_column',
  'second_column',
  'third_column',
] as const;
export type OutsideBetName = (typeof OUTSIDE_BETS)[number];

export type RouletteBetKind = InsideBetKind | OutsideBetName;

/** What each bet pays, to one: a winning chip also keeps its stake. */
export const ROULETTE_PAYOUTS: Readonly<Record<RouletteBetKind, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  six_line: 5,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
  first_dozen: 2,
  second_dozen: 2,
  third_dozen: 2,
  first_column: 2,
  second_column: 2,
  third_column: 2,
};

const ONE_TO_36 = Array.from({ length: 36 }, (_, i) => i + 1);
const ROWS = 12;
/** The first number of each row: 1, 4, ..., 34. */
const ROW_STARTS = Array.from({ length: ROWS }, (_, row) => 3 * row + 1);
const range = (first: number, count: number) => Array.from({ length: count }, (_, i) => first + i);

/** The numbers each outside bet covers; none covers the zero, which is how the house wins. */
export const OUTSIDE_BET_NUMBERS: Readonly<Record<OutsideBetName, readonly number[]>> = {
  red: RED_NUMBERS,
  black: ONE_TO_36.filter((n) => !RED.has(n)),
  odd: ONE_TO_36.filter((n) => n % 2 === 1),
  even: ONE_TO_36.filter((n) => n % 2 === 0),
  low: range(1, 18),
  high: range(19, 18),
  first_dozen: range(1, 12),
  second_dozen: range(13, 12),
  third_dozen: range(25, 12),
  first_column: ROW_STARTS,
  second_column: ROW_STARTS.map((n) => n + 1),
  third_column: ROW_STARTS.map((n) => n + 2),
};

/** A number with a neighbour to its right in the same row (the rows end at 3, 6, ..., 36). */
const hasRightNeighbour = (n: number) => n % 3 !== 0;

/** Every place a chip of each inside bet may lie, as its numbers in ascending order. */
export const INSIDE_PLACEMENTS: Readonly<Record<InsideBetKind, readonly (readonly number[])[]>> = {
  straight: range(0, POCKETS).map((n) => [n]),
  split: [
    [0, 1],
    [0, 2],
    [0, 3],
    ...ONE_TO_36.filter(hasRightNeighbour).map((n) => [n, n + 1]),
    ...range(1, 33).map((n) => [n, n + 3]),
  ],
  street: [[0, 1, 2], [0, 2, 3], ...ROW_STARTS.map((n) => [n, n + 1, n + 2])],
  corner: [
    [0, 1, 2, 3],
    ...range(1, 32)
      .filter(hasRightNeighbour)
      .map((n) => [n, n + 1, n + 3, n + 4]),
  ],
  six_line: ROW_STARTS.slice(0, ROWS - 1).map((n) => range(n, 6)),
};

const keyOf = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

const PLACEMENT_KEYS = new Map(
  INSIDE_BETS.map((kind) => [kind, new Set(INSIDE_PLACEMENTS[kind].map(keyOf))]),
);

/** Whether the numbers, in any order, are a place the bet's chip may lie. */
export function isPlacement(kind: InsideBetKind, numbers: readonly number[]): boolean {
  return PLACEMENT_KEYS.get(kind)?.has(keyOf(numbers)) ?? false;
}

export function isInsideBet(kind: RouletteBetKind): kind is InsideBetKind {
  return (INSIDE_BETS as readonly string[]).includes(kind);
}

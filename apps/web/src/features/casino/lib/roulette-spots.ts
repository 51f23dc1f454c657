import type { RouletteBet, RouletteBets } from '@arenabet/domain/casino/games/roulette';
import {
  type InsideBetKind,
  isInsideBet,
  OUTSIDE_BETS,
  type OutsideBetName,
  type RouletteBetKind,
} from '@arenabet/domain/casino/games/roulette-layout';
import type { Stakes } from './table-chips.ts';

/*
 * Where a chip can lie on the drawn table. A number's cell holds its straight bet; the other
 * inside bets lie on the cell's edges and corners, named by where they point from the cell:
 * `next` to the next row of three (n + 3), `up` along the row (n + 1), `out` to the outside bets
 * and `zero` to the zero. The page draws the table across a wide screen and down a phone's, and
 * each spot finds its place in either from those directions alone.
 */

export type Toward = 'next' | 'up' | 'out' | 'zero';

export interface InsideSpot {
  kind: Exclude<InsideBetKind, 'straight'>;
  numbers: readonly number[];
  /** The number whose cell the spot is drawn on. */
  cell: number;
  /** One direction: an edge's middle; two: a corner. */
  toward: readonly Toward[];
}

const spot = (
  kind: InsideSpot['kind'],
  numbers: number[],
  cell: number,
  ...toward: Toward[]
): InsideSpot => ({ kind, numbers, cell, toward });

function spotsOf(n: number): InsideSpot[] {
  const spots: InsideSpot[] = [];
  const topOfRow = n % 3 === 0;
  const firstOfRow = n % 3 === 1;
  if (n <= 33) spots.push(spot('split', [n, n + 3], n, 'next'));
  if (!topOfRow) spots.push(spot('split', [n, n + 1], n, 'up'));
  if (!topOfRow && n <= 32) spots.push(spot('corner', [n, n + 1, n + 3, n + 4], n, 'next', 'up'));
  if (firstOfRow) spots.push(spot('street', [n, n + 1, n + 2], n, 'out'));
  if (firstOfRow && n <= 31) {
    spots.push(spot('six_line', [n, n + 1, n + 2, n + 3, n + 4, n + 5], n, 'next', 'out'));
  }
  if (n <= 3) spots.push(spot('split', [0, n], n, 'zero'));
  if (n === 1) {
    spots.push(spot('street', [0, 1, 2], 1, 'zero', 'up'));
    spots.push(spot('corner', [0, 1, 2, 3], 1, 'zero', 'out'));
  }
  if (n === 2) spots.push(spot('street', [0, 2, 3], 2, 'zero', 'up'));
  return spots;
}

/** The numbers 1-36 in the order of the table's rows of three: 1, 2, 3, 4, ... */
export const TABLE_NUMBERS = Array.from({ length: 36 }, (_, i) => i + 1);

/** Every inside spot but the straights, cell by cell. */
export const INSIDE_SPOTS: readonly InsideSpot[] = TABLE_NUMBERS.flatMap(spotsOf);

export type Orientation = 'across' | 'down';

/** Unit steps on the screen (x to the right, y down) of each direction, in each orientation. */
const STEPS: Readonly<Record<Orientation, Readonly<Record<Toward, readonly [number, number]>>>> = {
  across: { next: [1, 0], up: [0, -1], out: [0, 1], zero: [-1, 0] },
  down: { next: [0, 1], up: [1, 0], out: [-1, 0], zero: [0, -1] },
};

/** Where on its cell a spot lies, in percent of the cell from its top left corner. */
export function spotPlace(spotOnCell: InsideSpot, orientation: Orientation): [number, number] {
  let [x, y] = [50, 50];
  for (const toward of spotOnCell.toward) {
    const [dx, dy] = STEPS[orientation][toward];
    x += dx * 50;
    y += dy * 50;
  }
  return [x, y];
}

/** The row (street) and place in it of a number's cell: 1 is street 0, place 0. */
export function cellOf(n: number): { street: number; place: number } {
  return { street: Math.floor((n - 1) / 3), place: (n - 1) % 3 };
}

/** A bet's place on the table as one key: `straight:17`, `split:1-4`, `red`. */
export function spotKey(kind: RouletteBetKind, numbers?: readonly number[]): string {
  if (!isInsideBet(kind) || !numbers) return kind;
  return `${kind}:${[...numbers].sort((a, b) => a - b).join('-')}`;
}

/** The bet a key names with a stake, as the game and the server take it. */
export function betOfKey(key: string, stake: number): RouletteBet {
  const [kind = '', numbers] = key.split(':');
  if (numbers !== undefined && isInsideBet(kind as RouletteBetKind)) {
    return { kind: kind as InsideBetKind, numbers: numbers.split('-').map(Number), stake };
  }
  return { kind: kind as OutsideBetName, stake };
}

export const isOutsideBet = (kind: string): kind is OutsideBetName =>
  (OUTSIDE_BETS as readonly string[]).includes(kind);

/** The spin's bets as the game takes them, in a stable order (the outcome's wins follow it). */
export function spinOf(stakes: Stakes): RouletteBets {
  const keys = Object.keys(stakes)
    .filter((key) => (stakes[key] ?? 0) > 0)
    .sort();
  return { bets: keys.map((key) => betOfKey(key, stakes[key] ?? 0)) };
}

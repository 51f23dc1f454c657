import { roulette } from '@arenabet/domain/casino/games/roulette';
import {
  INSIDE_BETS,
  INSIDE_PLACEMENTS,
  isPlacement,
  OUTSIDE_BETS,
} from '@arenabet/domain/casino/games/roulette-layout';
import { describe, expect, it } from 'vitest';
import {
  betOfKey,
  INSIDE_SPOTS,
  spinOf,
  spotKey,
  spotPlace,
  TABLE_NUMBERS,
} from './roulette-spots.ts';
import {
  clearChips,
  doubleChips,
  EMPTY_TABLE,
  placeChip,
  totalStake,
  undoChip,
} from './table-chips.ts';

describe('the roulette table’s spots', () => {
  it('are each a place the rules take', () => {
    for (const spot of INSIDE_SPOTS)
      expect(isPlacement(spot.kind, spot.numbers), spot.kind).toBe(true);
  });

  it('offer every inside bet of the European layout exactly once', () => {
    const offered = [
      ...[0, ...TABLE_NUMBERS].map((n) => spotKey('straight', [n])),
      ...INSIDE_SPOTS.map((spot) => spotKey(spot.kind, spot.numbers)),
    ];
    const rules = INSIDE_BETS.flatMap((kind) =>
      INSIDE_PLACEMENTS[kind].map((numbers) => spotKey(kind, numbers)),
    );
    expect(new Set(offered).size).toBe(offered.length);
    expect([...offered].sort()).toEqual([...rules].sort());
  });

  it('lie on an edge or a corner of their cell, turned with the table', () => {
    const corner = INSIDE_SPOTS.find(
      (spot) => spotKey(spot.kind, spot.numbers) === 'corner:1-2-4-5',
    );
    if (!corner) throw new Error('no corner 1-2-4-5');
    expect(spotPlace(corner, 'across')).toEqual([100, 0]);
    expect(spotPlace(corner, 'down')).toEqual([100, 100]);
  });

  it('turn keys into the bets the game takes', () => {
    expect(betOfKey(spotKey('split', [4, 1]), 200)).toEqual({
      kind: 'split',
      numbers: [1, 4],
      stake: 200,
    });
    expect(betOfKey(spotKey('red'), 100)).toEqual({ kind: 'red', stake: 100 });
    for (const kind of OUTSIDE_BETS)
      expect(roulette.betProblem(spinOf({ [kind]: 1 }))).toBeUndefined();
  });
});

describe('the chips on the table', () => {
  it('add up on a spot, and undo one step at a time', () => {
    let table = placeChip(EMPTY_TABLE, 'red', 100);
    table = placeChip(table, 'red', 500);
    table = placeChip(table, 'straight:17', 100);
    expect(table.stakes).toEqual({ red: 600, 'straight:17': 100 });
    table = undoChip(table);
    expect(table.stakes).toEqual({ red: 600 });
    table = doubleChips(table);
    expect(totalStake(table.stakes)).toBe(1_200);
    table = clearChips(table);
    expect(table.stakes).toEqual({});
    expect(undoChip(table).stakes).toEqual({ red: 1_200 });
    expect(undoChip(EMPTY_TABLE)).toBe(EMPTY_TABLE);
  });

  it('make a spin the rules take', () => {
    const spin = spinOf({ red: 100, 'corner:1-2-4-5': 200, 'split:0-1': 0 });
    expect(spin.bets).toEqual([
      { kind: 'corner', numbers: [1, 2, 4, 5], stake: 200 },
      { kind: 'red', stake: 100 },
    ]);
    expect(roulette.betProblem(spin)).toBeUndefined();
  });
});

import { decodeGame, type OutcomeWire } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { bestPriced, resultMargin } from './best-odds.ts';

function game(id: number, outcomes: OutcomeWire[]) {
  return decodeGame({
    I: id,
    LI: 1,
    L: 'L',
    SI: 1,
    SN: 'S',
    O1: 'A',
    S: 0,
    EC: 3,
    U: 1,
    E: outcomes,
  });
}

const fair = game(1, [
  { G: 1, T: 1, C: 2.9 },
  { G: 1, T: 2, C: 3.3 },
  { G: 1, T: 3, C: 2.7 },
]);
const greedy = game(2, [
  { G: 1, T: 1, C: 2.5 },
  { G: 1, T: 2, C: 3.0 },
  { G: 1, T: 3, C: 2.5 },
]);
const twoWay = game(3, [
  { G: 1, T: 1, C: 1.95 },
  { G: 1, T: 3, C: 1.95 },
]);
const locked = game(4, [
  { G: 1, T: 1, C: 1.95, B: true },
  { G: 1, T: 3, C: 1.95 },
]);

describe('best prices', () => {
  it('measures the margin of the result market', () => {
    expect(resultMargin(greedy)).toBeCloseTo(1 / 2.5 + 1 / 3 + 1 / 2.5 - 1, 9);
    expect(resultMargin(twoWay)).toBeCloseTo(2 / 1.95 - 1, 9);
    expect(resultMargin(locked)).toBeUndefined();
  });

  it('orders games from the smallest margin and leaves out those without one', () => {
    expect(bestPriced([greedy, locked, fair, twoWay], 10).map((g) => g.id)).toEqual([1, 3, 2]);
    expect(bestPriced([greedy, fair, twoWay], 1).map((g) => g.id)).toEqual([1]);
  });
});

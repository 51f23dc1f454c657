import { decodeGame, type OutcomeWire } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { outcome, wireGame } from '../../../shared/feed/feed-test-kit.ts';
import { bestPriced, resultMargin } from './best-odds.ts';

function game(id: number, outcomes: OutcomeWire[]) {
  return decodeGame(wireGame(id, { E: outcomes }));
}

const fair = game(1, [outcome(1, 1, 2.9), outcome(1, 2, 3.3), outcome(1, 3, 2.7)]);
const greedy = game(2, [outcome(1, 1, 2.5), outcome(1, 2, 3.0), outcome(1, 3, 2.5)]);
// A match without a draw: group 1 with types 1 and 3 only.
const twoWay = game(3, [outcome(1, 1, 1.95), outcome(1, 3, 1.95)]);
const locked = game(4, [{ ...outcome(1, 1, 1.95), B: true }, outcome(1, 3, 1.95)]);

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

import { decodeGame } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { outcome, wireGame } from './feed-test-kit.ts';
import {
  mainResultSuspended,
  mainTotal,
  outcomeLabel,
  resultKindOf,
  resultLabels,
  resultOutcomes,
} from './main-markets.ts';

const football = decodeGame(wireGame(1));
// A match without a draw: group 1 with types 1 and 3, no 2.
const tennis = decodeGame(wireGame(2, { SI: 4, E: [outcome(1, 1, 1.4), outcome(1, 3, 2.9)] }));

describe('the markets of a list row', () => {
  it('shows 1X2 where a draw exists and the winner where it does not', () => {
    expect(resultKindOf([football])).toBe('threeWay');
    expect(resultKindOf([tennis])).toBe('twoWay');
    expect(resultKindOf([])).toBe('none');
    expect(resultOutcomes(tennis, 'twoWay').map((cell) => cell.outcome?.odds)).toEqual([1.4, 2.9]);
    expect(resultOutcomes(tennis, 'threeWay').map((cell) => cell.outcome?.odds)).toEqual([
      1.4,
      undefined,
      2.9,
    ]);
    expect(resultKindOf([tennis, football])).toBe('threeWay');
    expect(resultLabels('threeWay', 'ru')).toEqual(['П1', 'Х', 'П2']);
  });

  it('takes a game with prices but none of its main result as suspended there', () => {
    const handicapOnly = decodeGame(wireGame(3, { E: [outcome(2, 7, 1.9, 1.5)] }));
    const nothing = decodeGame(wireGame(4, { E: [] }));
    expect(mainResultSuspended(handicapOnly, 'threeWay')).toBe(true);
    expect(mainResultSuspended(football, 'threeWay')).toBe(false);
    expect(mainResultSuspended(nothing, 'threeWay')).toBe(false);
  });

  it('picks the total line priced closest to even as the main one', () => {
    expect(mainTotal(football)).toMatchObject({ line: 2.5, over: { odds: 1.95 } });
    expect(mainTotal(tennis)).toBeUndefined();
  });

  it('names outcomes with their line, signed for handicaps', () => {
    expect(outcomeLabel({ type: 9, line: 2.5 }, 'ru')).toBe('ТБ 2.5');
    expect(outcomeLabel({ type: 7, line: 1.5 }, 'en')).toBe('H1 (+1.5)');
    expect(outcomeLabel({ type: 8, line: -1.5 }, 'en')).toBe('H2 (-1.5)');
    expect(outcomeLabel({ type: 731, line: 2.001 }, 'en')).toBe('2:1');
  });
});

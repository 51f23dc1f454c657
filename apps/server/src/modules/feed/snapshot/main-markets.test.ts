import { MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { footballOutcomes, outcome } from '../feed-test-kit.ts';
import { mainOutcomes } from './main-markets.ts';

const G = MARKET_GROUP;
const T = OUTCOME_TYPE;
const codes = (outcomes: ReturnType<typeof mainOutcomes>) =>
  outcomes.map((o) => [o.group, o.type, o.line]);

describe('main markets of a list', () => {
  it('keep 1X2, double chance and the most balanced handicap and total lines only', () => {
    expect(codes(mainOutcomes(footballOutcomes()))).toEqual([
      [G.result1x2, T.home, undefined],
      [G.result1x2, T.draw, undefined],
      [G.result1x2, T.away, undefined],
      [G.doubleChance, T.homeOrDraw, undefined],
      [G.doubleChance, T.homeOrAway, undefined],
      [G.doubleChance, T.drawOrAway, undefined],
      // -1 / +1 (2.0 against 1.8) is closer than 0 / 0 (1.5 against 2.6).
      [G.handicap, T.handicapHome, -1],
      [G.handicap, T.handicapAway, 1],
      // 2.5 (1.95 against 1.85) is the main total.
      [G.total, T.over, 2.5],
      [G.total, T.under, 2.5],
    ]);
  });

  it('show the result of a game without a draw: group 1, types 1 and 3', () => {
    const outcomes = [outcome(G.result1x2, T.home, 1.5), outcome(G.result1x2, T.away, 2.5)];
    expect(codes(mainOutcomes(outcomes))).toEqual([
      [G.result1x2, T.home, undefined],
      [G.result1x2, T.away, undefined],
    ]);
  });

  it('show the race winner when a game has none of the main markets', () => {
    const outcomes = [outcome(G.raceWinner, 2001, 3), outcome(G.racePlace, 2001, 1.4)];
    expect(codes(mainOutcomes(outcomes))).toEqual([[G.raceWinner, 2001, undefined]]);
  });

  it('leave out a total line whose other side is missing', () => {
    expect(mainOutcomes([outcome(G.total, T.over, 1.9, { line: 2.5 })])).toEqual([]);
  });
});

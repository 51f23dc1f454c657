import { describe, expect, it } from 'vitest';
import {
  MARKET_GROUP,
  MARKET_GROUPS,
  marketGroupEntry,
  OUTCOME_NAMES,
  OUTCOME_TYPE,
} from './feed-markets.ts';

describe('the market dictionary', () => {
  it('names each group once, with names for every outcome type it lists', () => {
    const groups = MARKET_GROUPS.map((entry) => entry.group);
    expect(new Set(groups).size).toBe(groups.length);
    expect(new Set(groups)).toEqual(new Set(Object.values(MARKET_GROUP)));
    for (const entry of MARKET_GROUPS) {
      for (const type of entry.outcomeTypes) {
        expect(OUTCOME_NAMES[type], `group ${entry.group} type ${type}`).toBeDefined();
      }
    }
  });

  it('prices a winner in group 1 (types 1 and 3, 2 only with a draw); group 101 is gone', () => {
    expect(MARKET_GROUP.result1x2).toBe(1);
    expect(marketGroupEntry(1)?.outcomeTypes).toEqual([
      OUTCOME_TYPE.home,
      OUTCOME_TYPE.draw,
      OUTCOME_TYPE.away,
    ]);
    expect(marketGroupEntry(101)).toBeUndefined();
  });

  it('keeps the five groups the format fixes under their numbers', () => {
    expect(MARKET_GROUP).toMatchObject({
      result1x2: 1,
      handicap: 2,
      doubleChance: 8,
      total: 17,
      bothTeamsToScore: 19,
    });
  });
});

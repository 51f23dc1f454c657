import { type FeedOutcome, MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { builderOutcomesNow } from './builder-outcomes.ts';

const outcome = (type: number, odds: number, locked = false): FeedOutcome => ({
  group: MARKET_GROUP.result1x2,
  type,
  odds,
  oddsText: String(odds),
  locked,
});

describe('builderOutcomesNow', () => {
  it("takes the game's price and lock now, in the builder's order", () => {
    const builder = [outcome(OUTCOME_TYPE.home, 1.9), outcome(OUTCOME_TYPE.away, 4)];
    const game = [outcome(OUTCOME_TYPE.away, 4.2, true), outcome(OUTCOME_TYPE.home, 1.85)];
    expect(builderOutcomesNow(builder, game).map((o) => [o.type, o.odds, o.locked])).toEqual([
      [OUTCOME_TYPE.home, 1.85, false],
      [OUTCOME_TYPE.away, 4.2, true],
    ]);
  });

  it('locks an outcome the game no longer offers', () => {
    const [shown] = builderOutcomesNow([outcome(OUTCOME_TYPE.draw, 3.3)], []);
    expect(shown).toMatchObject({ type: OUTCOME_TYPE.draw, odds: 3.3, locked: true });
  });
});

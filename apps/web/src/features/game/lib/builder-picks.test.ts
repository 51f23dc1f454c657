import {
  correctScoreLine,
  type FeedOutcome,
  MARKET_GROUP,
  OUTCOME_TYPE,
} from '@arenabet/contracts';
import { BUILDER_REFUSALS } from '@arenabet/domain/betting/bet-builder';
import ar from '@arenabet/reference/dictionaries/ar.json';
import en from '@arenabet/reference/dictionaries/en.json';
import ru from '@arenabet/reference/dictionaries/ru.json';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BuilderPick,
  builderMarketOf,
  builderPickKey,
  legsToGo,
  toggleBuilderPick,
} from './builder-picks.ts';

const G = MARKET_GROUP;
const T = OUTCOME_TYPE;

function outcome(group: number, type: number, odds: number, line?: number): FeedOutcome {
  return {
    group,
    type,
    odds,
    oddsText: odds.toFixed(2),
    locked: false,
    ...(line === undefined ? {} : { line }),
  };
}

const home = outcome(G.result1x2, T.home, 1.9);
const draw = outcome(G.result1x2, T.draw, 3.4);
const over25 = outcome(G.total, T.over, 1.8, 2.5);
const under25 = outcome(G.total, T.under, 2.0, 2.5);
const over35 = outcome(G.total, T.over, 2.9, 3.5);
const bothYes = outcome(G.bothTeamsToScore, T.bothScoreYes, 1.7);

/** The picks after pressing each outcome in turn. */
function press(outcomes: readonly FeedOutcome[], maxLegs = 6): BuilderPick[] {
  return outcomes.reduce<BuilderPick[]>(
    (picks, each) => toggleBuilderPick(picks, each, maxLegs).picks,
    [],
  );
}

const keys = (picks: readonly BuilderPick[]) => picks.map(builderPickKey);

describe('toggleBuilderPick', () => {
  it('adds outcomes of different markets, with the odds they had', () => {
    const result = toggleBuilderPick(press([home]), over25, 6);
    expect(result.change).toBe('added');
    expect(result.picks).toEqual([
      { group: G.result1x2, type: T.home, coef: 1.9 },
      { group: G.total, type: T.over, line: 2.5, coef: 1.8 },
    ]);
  });

  it('takes a picked outcome out on a second press', () => {
    const result = toggleBuilderPick(press([home, over25]), home, 6);
    expect(result.change).toBe('removed');
    expect(keys(result.picks)).toEqual([builderPickKey(over25)]);
  });

  it('puts another outcome of a market in the place of its pick', () => {
    const result = toggleBuilderPick(press([home, over25]), draw, 6);
    expect(result.change).toBe('replaced');
    expect(keys(result.picks)).toEqual([builderPickKey(draw), builderPickKey(over25)]);
    expect(keys(press([home, over25, under25]))).toEqual([
      builderPickKey(home),
      builderPickKey(under25),
    ]);
  });

  it('takes the lines of a total as markets of their own, and a handicap pair as one', () => {
    expect(keys(press([over25, over35]))).toEqual([builderPickKey(over25), builderPickKey(over35)]);
    const homeMinus = outcome(G.handicap, T.handicapHome, 2.1, -1.5);
    const awayPlus = outcome(G.handicap, T.handicapAway, 1.7, 1.5);
    expect(keys(press([homeMinus, awayPlus]))).toEqual([builderPickKey(awayPlus)]);
  });

  it('takes one correct score of the whole grid', () => {
    const oneNil = outcome(G.correctScore, T.correctScore, 7, correctScoreLine(1, 0));
    const twoOne = outcome(G.correctScore, T.correctScore, 9, correctScoreLine(2, 1));
    expect(keys(press([oneNil, bothYes, twoOne]))).toEqual([
      builderPickKey(twoOne),
      builderPickKey(bothYes),
    ]);
  });

  it('refuses a new market past the most legs, and still lets a pick be changed there', () => {
    const two = press([home, over25], 2);
    const refused = toggleBuilderPick(two, bothYes, 2);
    expect(refused).toEqual({ change: 'refused', reason: 'builder_too_many', picks: two });
    expect(toggleBuilderPick(two, draw, 2).change).toBe('replaced');
  });

  it('never holds two picks of one market nor more than the most legs', () => {
    const pool = [home, draw, over25, under25, over35, bothYes];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pool), { maxLength: 30 }),
        fc.integer({ min: 1, max: 6 }),
        (pressed, maxLegs) => {
          const picks = press(pressed, maxLegs);
          const markets = picks.map(builderMarketOf);
          expect(new Set(markets).size).toBe(markets.length);
          expect(picks.length).toBeLessThanOrEqual(maxLegs);
        },
      ),
    );
  });
});

describe('legsToGo', () => {
  it('counts the legs still wanted before a price', () => {
    expect([[], [home], [home, over25]].map((outcomes) => legsToGo(press(outcomes)))).toEqual([
      2, 1, 0,
    ]);
  });
});

describe("the builder's problems", () => {
  it('read in words in every language', () => {
    const problems = [...BUILDER_REFUSALS, 'builder_unavailable', 'cash_out_refused_builder'];
    for (const dictionary of [ru, en, ar] as Record<string, string>[]) {
      expect(problems.filter((key) => !dictionary[key]?.trim())).toEqual([]);
    }
  });
});

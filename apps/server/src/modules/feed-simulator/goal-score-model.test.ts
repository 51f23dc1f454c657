import { builderPredicate } from '@arenabet/domain/betting/bet-builder';
import { DUEL_REGULATION_PERIODS } from '@arenabet/domain/betting/duel';
import { chanceOfAll } from '@arenabet/domain/betting/goal-model';
import { describe, expect, it } from 'vitest';
import { gameOf, liveViews, playOut } from './model-test-kit.ts';
import { BOOK_MARGIN, fairToOdds } from './pricing.ts';
import { modelEntry } from './sport-models.ts';

/*
 * The score model a goal game's match markets carry (what the bet builder prices from) is the
 * one those markets were priced from: each outcome's odds come back from it exactly.
 */

const FOOTBALL = 1;
const model = modelEntry('football').model;
const pricing = { margin: BOOK_MARGIN, locked: false };

describe("a goal game's score model", () => {
  it('prices every match outcome a builder takes at the odds the market shows, before and in play', () => {
    const game = gameOf(FOOTBALL);
    const timeline = playOut(model, game, 7);
    let checked = 0;
    for (const view of [undefined, ...liveViews(timeline, 600)]) {
      const priced = model.price(game, view, pricing);
      const scoreModel = priced.scoreModel;
      if (!scoreModel) throw new Error(`no model at ${view?.elapsed}`);
      expect(scoreModel.score).toEqual(view?.step.score ?? { home: 0, away: 0 });
      for (const outcome of priced.outcomes) {
        const holds = builderPredicate({
          group: outcome.group,
          type: outcome.type,
          param: outcome.line,
        });
        if (!holds) continue;
        expect(fairToOdds(chanceOfAll(scoreModel, [holds]), BOOK_MARGIN)).toBe(outcome.odds);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('is gone once regulation time is over in a game that must have a winner', () => {
    const knockout = gameOf(FOOTBALL, { mustWin: true });
    for (let seed = 1; seed < 500; seed += 1) {
      const timeline = playOut(model, knockout, seed);
      if (timeline.periods.length <= 2) continue;
      const extraStart = timeline.periods[2]?.start ?? timeline.duration;
      const extraTime = liveViews(timeline).find((view) => view.elapsed > extraStart);
      expect(model.price(knockout, extraTime, pricing).scoreModel).toBeUndefined();
      return;
    }
    throw new Error('no game went to extra time');
  });
});

describe('the regulation the duels count', () => {
  it("is each duel sport's model's own: two halves, three periods, two halves", () => {
    const periods = (key: 'football' | 'hockey' | 'cyberFootball') =>
      modelEntry(key).model.regulationPeriods;
    expect(DUEL_REGULATION_PERIODS).toEqual({
      1: periods('football'),
      2: periods('hockey'),
      85: periods('cyberFootball'),
    });
  });
});

import { MARKET_GROUP } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import type { Timeline } from './model.ts';
import { gameOf, liveViews, marginErrors, playOut, shareOf } from './model-test-kit.ts';
import { BOOK_MARGIN } from './pricing.ts';
import { modelEntry } from './sport-models.ts';

const BASKETBALL = 3;
const model = modelEntry('basketball').model;
const overtimes = (t: Timeline) => t.periods.length - 4;

function firstGame(predicate: (t: Timeline) => boolean): Timeline {
  for (let seed = 1; seed < 3000; seed += 1) {
    const timeline = playOut(model, gameOf(BASKETBALL, {}, [0, 0]), seed);
    if (predicate(timeline)) return timeline;
  }
  throw new Error('no such game');
}

describe('basketball overtime', () => {
  it('plays five-minute overtimes until one side leads, on a clock from 48:00', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const t = playOut(model, gameOf(BASKETBALL, {}, [0, 0]), seed);
      const score = t.steps.at(-1)?.score;
      expect(score?.home).not.toBe(score?.away);
    }
    const t = firstGame((x) => overtimes(x) >= 2);
    expect(t.periods[4]?.timer).toMatchObject({ from: 2880, to: 3180 });
    expect(t.periods[5]?.timer).toMatchObject({ from: 3180, to: 3480 });
    const views = liveViews(t);
    const texts = [4, 5].map((index) => {
      const span = t.periods[index];
      const view = views.find((v) => span && v.elapsed > span.start && v.elapsed < span.end);
      if (!view) throw new Error('no overtime moment');
      return model.clock(t, view.elapsed, view.step).text.en;
    });
    expect(texts).toEqual(['Overtime', '2nd overtime']);
  });

  it('prices the winner including overtime, and keeps the margin in overtime', () => {
    const game = gameOf(BASKETBALL, {}, [0.15, 0]);
    const priced = model.mainOdds(game, undefined, 0);
    expect(shareOf(model, game, 2000, (t) => t.winner === 1)).toBeCloseTo(
      1 / (priced?.[1] ?? 1),
      1,
    );
    const t = firstGame((x) => overtimes(x) >= 1);
    expect(marginErrors(model, gameOf(BASKETBALL, {}, [0, 0]), t)).toEqual([]);
    const line = model.price(gameOf(BASKETBALL), undefined, { margin: BOOK_MARGIN, locked: false });
    expect(line.outcomes.some((o) => o.group === MARKET_GROUP.result1x2)).toBe(true);
  });
});

import { MARKET_GROUP } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { gameOf, liveViews, marginErrors, playOut } from './model-test-kit.ts';
import { BOOK_MARGIN } from './pricing.ts';
import { modelEntry } from './sport-models.ts';

const TENNIS = 4;
const TABLE_TENNIS = 10;
const tennis = modelEntry('tennis').model;
const pricing = { margin: BOOK_MARGIN, locked: false };

describe('tennis', () => {
  it('plays best of three sets, or five when the event says (a men’s Grand Slam)', () => {
    for (const [format, need] of [
      [{}, 2],
      [{ bestOf: 5 }, 3],
      [{ bestOf: 7 }, 2],
    ] as const) {
      for (let seed = 1; seed <= 20; seed += 1) {
        const score = playOut(tennis, gameOf(TENNIS, format), seed).steps.at(-1)?.score;
        expect(Math.max(score?.home ?? 0, score?.away ?? 0)).toBe(need);
      }
    }
    const five = tennis.price(gameOf(TENNIS, { bestOf: 5 }), undefined, pricing);
    const totals = five.outcomes.filter((o) => o.group === MARKET_GROUP.total).map((o) => o.line);
    expect(new Set(totals)).toEqual(new Set([3.5, 4.5]));
    expect(five.outcomes.filter((o) => o.group === MARKET_GROUP.correctScore)).toHaveLength(6);
    const game = gameOf(TENNIS, { bestOf: 5 }, [0.3, 0]);
    expect(marginErrors(tennis, game, playOut(tennis, game, 3))).toEqual([]);
  });

  it('names sets, and table tennis games («партии»)', () => {
    const t = playOut(modelEntry('tableTennis').model, gameOf(TABLE_TENNIS), 1);
    const view = liveViews(t).find((v) => v.step.period === 2 && v.step.inner);
    if (!view) throw new Error('no second game');
    const text = modelEntry('tableTennis').model.clock(t, view.elapsed, view.step).text;
    expect(text).toEqual({ en: '2nd game', ru: '2-я партия', ar: 'الشوط الثاني' });
  });
});

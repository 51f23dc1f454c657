import { FIGHT_ROUND_TYPE_BASE, MARKET_GROUP } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import type { Timeline } from './model.ts';
import { gameOf, liveViews, marginErrors, playOut, shareOf } from './model-test-kit.ts';
import { BOOK_MARGIN } from './pricing.ts';
import { modelEntry } from './sport-models.ts';

const MMA = 37;
const model = modelEntry('mma').model;
const method = (t: Timeline) => t.steps.at(-1)?.info?.find((i) => i.key === 'method')?.value;

describe('MMA fights', () => {
  it('last three rounds, or five for a main event, and end early about half the time', () => {
    for (const [format, rounds] of [
      [{}, 3],
      [{ rounds: 5 }, 5],
    ] as const) {
      for (let seed = 1; seed <= 50; seed += 1) {
        const t = playOut(model, gameOf(MMA, format), seed);
        expect(t.periods.length).toBeLessThanOrEqual(rounds);
        if (method(t) === 'decision') expect(t.periods.length).toBe(rounds);
        expect(t.winner).not.toBe(0);
      }
    }
    const early = shareOf(model, gameOf(MMA), 1000, (t) => method(t) !== 'decision');
    expect(early).toBeGreaterThan(0.45);
    expect(early).toBeLessThan(0.55);
    expect(
      shareOf(model, gameOf(MMA, { rounds: 5 }), 1000, (t) => method(t) !== 'decision'),
    ).toBeGreaterThan(0.6);
  });

  it('shows the round and its own clock', () => {
    const t = playOut(model, gameOf(MMA), 1);
    const view = liveViews(t, 30).find((v) => v.elapsed > 400);
    if (!view) throw new Error('no moment in round 2');
    expect(model.clock(t, view.elapsed, view.step)).toEqual({
      period: 2,
      text: { en: 'Round 2', ru: '2-й раунд', ar: 'الجولة الثانية' },
      timer: view.elapsed - 360,
    });
  });

  it('offers the winner, the method, the distance, the round it ends in and total rounds', () => {
    const pricing = { margin: BOOK_MARGIN, locked: false };
    const five = model.price(gameOf(MMA, { rounds: 5 }), undefined, pricing);
    expect(new Set(five.outcomes.map((o) => o.group))).toEqual(
      new Set([
        MARKET_GROUP.result1x2,
        MARKET_GROUP.methodOfVictory,
        MARKET_GROUP.fightDistance,
        MARKET_GROUP.fightEndRound,
        MARKET_GROUP.total,
      ]),
    );
    const lines = five.outcomes.filter((o) => o.group === MARKET_GROUP.total).map((o) => o.line);
    expect(new Set(lines)).toEqual(new Set([1.5, 2.5, 3.5, 4.5]));
    const three = model.price(gameOf(MMA), undefined, pricing);
    const roundTypes = three.outcomes.filter((o) => o.group === MARKET_GROUP.fightEndRound);
    expect(roundTypes.map((o) => o.type)).toEqual([1201, 1202, 1203, 1103]);
    for (const rounds of [3, 5]) {
      const game = gameOf(MMA, { rounds }, [0.3, 0]);
      for (let seed = 1; seed <= 5; seed += 1)
        expect(marginErrors(model, game, playOut(model, game, seed))).toEqual([]);
    }
  });

  it('prices the round a fight ends in at the chance it does', () => {
    const game = gameOf(MMA);
    const fair = model.price(game, undefined, { margin: 0, locked: false }).outcomes;
    const priced = (type: number) =>
      1 / (fair.find((o) => o.group === MARKET_GROUP.fightEndRound && o.type === type)?.odds ?? 1);
    for (const round of [1, 2, 3]) {
      const share = shareOf(
        model,
        game,
        1500,
        (t) => method(t) !== 'decision' && t.periods.length === round,
      );
      expect(share).toBeCloseTo(priced(FIGHT_ROUND_TYPE_BASE + round), 1);
    }
  });
});

import { MARKET_GROUP } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import type { MatchFormat, Timeline } from './model.ts';
import { gameOf, liveViews, marginErrors, playOut, shareOf } from './model-test-kit.ts';
import { periodPosition } from './periods.ts';
import { BOOK_MARGIN } from './pricing.ts';
import { modelEntry } from './sport-models.ts';

const FOOTBALL = 1;
const model = modelEntry('football').model;
const pricing = { margin: BOOK_MARGIN, locked: false };
const KNOCKOUT: MatchFormat = { mustWin: true };

const final = (t: Timeline) => t.steps.at(-1);
const penalties = (t: Timeline) => final(t)?.info?.find((i) => i.key === 'penalties')?.value;

function firstGame(format: MatchFormat, predicate: (t: Timeline) => boolean): Timeline {
  for (let seed = 1; seed < 3000; seed += 1) {
    const timeline = playOut(model, gameOf(FOOTBALL, format), seed);
    if (predicate(timeline)) return timeline;
  }
  throw new Error('no such game');
}

describe('a football league game', () => {
  it('may end level after 90 minutes and goes no further', () => {
    const t = firstGame({}, (x) => final(x)?.score.home === final(x)?.score.away);
    expect(t.periods).toHaveLength(2);
    expect(t.winner).toBe(0);
    expect(
      model
        .price(gameOf(FOOTBALL), undefined, pricing)
        .outcomes.some((o) => o.group === MARKET_GROUP.overallWinner),
    ).toBe(false);
  });
});

describe('a football knockout game', () => {
  it('goes to extra time when level after 90 minutes, then to penalties kept out of the score', () => {
    const t = firstGame(KNOCKOUT, (x) => penalties(x) !== undefined);
    expect(t.periods).toHaveLength(4);
    const last = final(t);
    expect(last?.score.home).toBe(last?.score.away);
    const [home, away] = (penalties(t) ?? '').split(':').map(Number);
    expect(home).not.toBe(away);
    expect(t.winner).toBe((home ?? 0) > (away ?? 0) ? 1 : 2);
    expect(t.periods[2]?.timer).toMatchObject({ from: 5400, to: 6300 });
    expect(t.periods[3]?.timer).toMatchObject({ from: 6300, to: 7200 });
    const kicks = t.events.filter((e) => e.event.kind.startsWith('penalty_'));
    expect(kicks.length).toBeGreaterThanOrEqual(6);
    const views = liveViews(t);
    const extra = views.find(
      (v) => periodPosition(t, v.elapsed).index === 2 && periodPosition(t, v.elapsed).inPlay,
    );
    const shootout = views.find((v) => v.step.info?.some((i) => i.key === 'penalties'));
    if (!extra || !shootout) throw new Error('no extra time or shoot-out moment');
    expect(model.clock(t, extra.elapsed, extra.step).text.en).toBe('Extra time, 1st half');
    expect(model.clock(t, shootout.elapsed, shootout.step)).toMatchObject({
      text: { en: 'Penalties', ru: 'Серия пенальти', ar: 'ركلات الترجيح' },
    });
  });

  it('decides a second leg on aggregate: extra time only when level over both legs', () => {
    // The home side lost the first leg 0:1.
    const format: MatchFormat = { mustWin: true, carry: { home: 0, away: 1 } };
    const wonByOne = firstGame(format, (x) => {
      const s = final(x)?.score;
      return s !== undefined && s.home - s.away === 1 && x.periods.length === 4;
    });
    expect(wonByOne.periods).toHaveLength(4);
    const levelOnTheNight = firstGame(format, (x) => {
      const s = final(x)?.score;
      return s !== undefined && s.home === s.away && x.periods.length === 2;
    });
    expect(levelOnTheNight.winner).toBe(2);
  });

  it('keeps the 90-minute markets and adds who goes through, with the margin throughout', () => {
    const line = model.price(gameOf(FOOTBALL, KNOCKOUT), undefined, pricing);
    const groups = new Set(line.outcomes.map((o) => o.group));
    expect(groups.has(MARKET_GROUP.result1x2)).toBe(true);
    expect(groups.has(MARKET_GROUP.overallWinner)).toBe(true);
    const t = firstGame(KNOCKOUT, (x) => penalties(x) !== undefined);
    expect(marginErrors(model, gameOf(FOOTBALL, KNOCKOUT), t)).toEqual([]);
    const inExtraTime = liveViews(t).find((v) => periodPosition(t, v.elapsed).index === 3);
    if (!inExtraTime) throw new Error('no moment of extra time');
    const live = model.price(gameOf(FOOTBALL, KNOCKOUT), inExtraTime, pricing);
    expect(new Set(live.outcomes.map((o) => o.group))).toEqual(
      new Set([MARKET_GROUP.overallWinner]),
    );
  });

  it('prices who goes through at the chance it happens as played', () => {
    for (const format of [KNOCKOUT, { mustWin: true, carry: { home: 1, away: 2 } }]) {
      const game = gameOf(FOOTBALL, format, [0.2, -0.1]);
      const priced = model.price(game, undefined, { margin: 0, locked: false });
      const home = priced.outcomes.find(
        (o) => o.group === MARKET_GROUP.overallWinner && o.type === 1,
      );
      expect(shareOf(model, game, 1500, (t) => t.winner === 1)).toBeCloseTo(
        1 / (home?.odds ?? 1),
        1,
      );
    }
  });
});

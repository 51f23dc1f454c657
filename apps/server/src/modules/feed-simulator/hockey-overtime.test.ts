import { MARKET_GROUP } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import type { Timeline } from './model.ts';
import { gameOf, liveViews, marginErrors, playOut, shareOf } from './model-test-kit.ts';
import { periodPosition } from './periods.ts';
import { BOOK_MARGIN } from './pricing.ts';
import { modelEntry } from './sport-models.ts';

const HOCKEY = 2;
const model = modelEntry('hockey').model;
const pricing = { margin: BOOK_MARGIN, locked: false };

const final = (t: Timeline) => t.steps.at(-1);
const regulation = (t: Timeline) =>
  (final(t)?.periodScores ?? [])
    .filter((p) => p.period <= 3)
    .reduce((s, p) => ({ home: s.home + p.score.home, away: s.away + p.score.away }), {
      home: 0,
      away: 0,
    });
const level = (t: Timeline) => regulation(t).home === regulation(t).away;

function firstSeed(format: object, predicate: (t: Timeline) => boolean): Timeline {
  for (let seed = 1; seed < 2000; seed += 1) {
    const timeline = playOut(model, gameOf(HOCKEY, format), seed);
    if (predicate(timeline)) return timeline;
  }
  throw new Error('no such game');
}

describe('ice hockey in the regular season', () => {
  it('never ends level: a tie goes to a five-minute overtime, then a shoot-out', () => {
    for (let seed = 1; seed <= 150; seed += 1) {
      const t = playOut(model, gameOf(HOCKEY), seed);
      const score = final(t)?.score;
      expect(score?.home).not.toBe(score?.away);
      expect(t.winner).toBe((score?.home ?? 0) > (score?.away ?? 0) ? 1 : 2);
      expect(t.periods.length).toBe(level(t) ? (hasShootout(t) ? 5 : 4) : 3);
    }
    const overtime = shareOf(model, gameOf(HOCKEY), 400, level);
    expect(overtime).toBeGreaterThan(0.12);
    expect(overtime).toBeLessThan(0.35);
  });

  it('credits the shoot-out winner with one goal in a period of its own', () => {
    const t = firstSeed({}, hasShootout);
    const last = final(t);
    const so = last?.periodScores.find((p) => p.period === 5)?.score;
    expect((so?.home ?? 0) + (so?.away ?? 0)).toBe(1);
    expect(last?.periodScores.find((p) => p.period === 4)?.score).toEqual({ home: 0, away: 0 });
    expect(last?.info?.[0]?.key).toBe('shootout');
    expect(t.events.some((e) => e.event.kind === 'penalty_scored')).toBe(true);
    // The overtime's clock runs from 60:00 to 65:00, and stands through the shoot-out.
    const overtime = t.periods[3];
    if (!overtime) throw new Error('no overtime');
    const mid = overtime.start + 200;
    const step = t.steps.filter((s) => s.at <= mid).at(-1);
    if (!step) throw new Error('no step');
    const clock = model.clock(t, mid, step);
    expect(clock.text).toEqual({ en: 'Overtime', ru: 'Овертайм', ar: 'الوقت الإضافي' });
    expect(clock.timer).toBeGreaterThan(3600);
    expect(clock.timer).toBeLessThan(3900);
    const shootout = t.periods[4];
    if (!shootout) throw new Error('no shoot-out');
    const inShootout = liveViews(t).find((v) => v.elapsed > shootout.start + 60);
    if (!inShootout) throw new Error('no moment of the shoot-out');
    expect(model.clock(t, inShootout.elapsed, inShootout.step)).toMatchObject({
      text: { ru: 'Буллиты' },
      timer: 3900,
    });
  });
});

describe('ice hockey in the playoffs', () => {
  it('plays 20-minute sudden-death overtimes until a goal, never a shoot-out', () => {
    for (let seed = 1; seed <= 150; seed += 1) {
      const t = playOut(model, gameOf(HOCKEY, { mustWin: true }), seed);
      expect(hasShootout(t)).toBe(false);
      const score = final(t)?.score ?? { home: 0, away: 0 };
      if (level(t)) expect(Math.abs(score.home - score.away)).toBe(1);
      expect(score.home).not.toBe(score.away);
    }
    const t = firstSeed({ mustWin: true }, (x) => x.periods.length >= 5);
    const second = t.periods[4];
    expect(second?.timer).toEqual({ from: 4800, to: 6000, rate: 1200 / 1800 });
  });
});

describe('ice hockey markets', () => {
  it('are of regulation time, with the winner including overtime and the shoot-out beside them', () => {
    const line = model.price(gameOf(HOCKEY), undefined, pricing);
    const groups = new Set(line.outcomes.map((o) => o.group));
    expect(groups.has(MARKET_GROUP.result1x2)).toBe(true);
    expect(groups.has(MARKET_GROUP.overallWinner)).toBe(true);
    const t = firstSeed({}, level);
    const inOvertime = liveViews(t).find((v) => periodPosition(t, v.elapsed).index === 3);
    if (!inOvertime) throw new Error('no overtime moment');
    const live = model.price(gameOf(HOCKEY), inOvertime, pricing);
    expect(new Set(live.outcomes.map((o) => o.group))).toEqual(
      new Set([MARKET_GROUP.overallWinner]),
    );
    expect(live.subGames).toEqual([]);
  });

  it('keep the margin through overtime and the shoot-out', () => {
    for (const format of [{}, { mustWin: true }]) {
      const t = firstSeed(format, level);
      expect(marginErrors(model, gameOf(HOCKEY, format), t)).toEqual([]);
    }
    expect(marginErrors(model, gameOf(HOCKEY), firstSeed({}, hasShootout))).toEqual([]);
  });

  it('price the winner at the chance it wins as played', () => {
    for (const format of [{}, { mustWin: true }]) {
      const game = gameOf(HOCKEY, format, [0.3, -0.2]);
      const priced = model.price(game, undefined, { margin: 0, locked: false });
      const home = priced.outcomes.find(
        (o) => o.group === MARKET_GROUP.overallWinner && o.type === 1,
      );
      const won = shareOf(model, game, 1500, (t) => t.winner === 1);
      expect(won).toBeCloseTo(1 / (home?.odds ?? 1), 1);
    }
  });
});

function hasShootout(t: Timeline): boolean {
  return (final(t)?.info ?? []).some((i) => i.key === 'shootout');
}

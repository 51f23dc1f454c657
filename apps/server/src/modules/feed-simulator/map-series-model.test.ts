import { MARKET_GROUP } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { gameOf, liveViews, marginErrors, playOut, shareOf } from './model-test-kit.ts';
import { BOOK_MARGIN } from './pricing.ts';
import { mapOver } from './round-race.ts';
import { modelEntry } from './sport-models.ts';

const CS2 = 4001;
const VALORANT = 4004;
const model = modelEntry('cs2').model;
const pricing = { margin: BOOK_MARGIN, locked: false };

describe('CS2 and Valorant series', () => {
  it('play best of three maps unless the event says one or five', () => {
    for (const [format, need] of [
      [{}, 2],
      [{ bestOf: 1 }, 1],
      [{ bestOf: 5 }, 3],
      [{ bestOf: 4 }, 2],
    ] as const) {
      for (let seed = 1; seed <= 20; seed += 1) {
        const timeline = playOut(model, gameOf(CS2, format), seed);
        const final = timeline.steps.at(-1)?.score;
        expect(Math.max(final?.home ?? 0, final?.away ?? 0)).toBe(need);
        expect(timeline.winner).toBe((final?.home ?? 0) > (final?.away ?? 0) ? 1 : 2);
      }
    }
  });

  it('count maps in the score and the rounds of each map in its period score', () => {
    const timeline = playOut(model, gameOf(CS2, { bestOf: 3 }), 4);
    const last = timeline.steps.at(-1);
    const maps = last?.periodScores ?? [];
    expect(maps.length).toBe((last?.score.home ?? 0) + (last?.score.away ?? 0));
    for (const map of maps) {
      expect(Math.max(map.score.home, map.score.away)).toBeGreaterThanOrEqual(13);
      expect(mapOver(map.score, { target: 13, overtime: { kind: 'blocks', rounds: 6 } })).toBe(
        true,
      );
    }
    expect(last?.info).toEqual([{ key: 'bestOf', value: '3' }]);
  });

  it('shows the map in play and no match clock', () => {
    const timeline = playOut(model, gameOf(VALORANT), 2);
    const views = liveViews(timeline);
    const secondMap = views.find((v) => v.step.period === 2 && v.step.inner);
    expect(secondMap).toBeDefined();
    if (!secondMap) return;
    const clock = model.clock(timeline, secondMap.elapsed, secondMap.step);
    expect(clock.text).toEqual({ en: 'Map 2', ru: '2-я карта', ar: 'الخريطة الثانية' });
    expect(clock.timer).toBeUndefined();
  });

  it('offers the match winner, map handicap, total maps and correct score, and the map in play', () => {
    const line = model.price(gameOf(CS2), undefined, pricing);
    expect(new Set(line.outcomes.map((o) => o.group))).toEqual(
      new Set([
        MARKET_GROUP.result1x2,
        MARKET_GROUP.handicap,
        MARKET_GROUP.total,
        MARKET_GROUP.correctScore,
      ]),
    );
    expect(line.outcomes.filter((o) => o.group === MARKET_GROUP.correctScore)).toHaveLength(4);
    expect(line.subGames[0]?.periodName.en).toBe('Map 1');
    const mapTotals = line.subGames[0]?.outcomes.filter((o) => o.group === MARKET_GROUP.total);
    // A map goes to about 21 to 24 rounds.
    for (const o of mapTotals ?? []) expect(o.line).toBeGreaterThan(17);
    const single = model.price(gameOf(CS2, { bestOf: 1 }), undefined, pricing);
    expect(new Set(single.outcomes.map((o) => o.group))).toEqual(new Set([MARKET_GROUP.result1x2]));
  });

  it('keeps the margin on every market at every moment of play', () => {
    for (const sportId of [CS2, VALORANT]) {
      for (const bestOf of [1, 3, 5]) {
        const game = gameOf(sportId, { bestOf }, [0.6, -0.4], bestOf);
        expect(marginErrors(model, game, playOut(model, game, bestOf))).toEqual([]);
      }
    }
  });

  it('prices the series at the chance it is won in play', () => {
    const game = gameOf(CS2, { bestOf: 3 }, [0.5, -0.3]);
    const priced = model.mainOdds(game, undefined, 0);
    const won = shareOf(model, game, 600, (t) => t.winner === 1);
    expect(won).toBeCloseTo(1 / (priced?.[1] ?? 1), 1);
  });
});

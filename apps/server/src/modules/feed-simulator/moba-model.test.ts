import { MARKET_GROUP } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { mapChanceGivenKills } from './moba-model.ts';
import { gameOf, liveViews, marginErrors, playOut } from './model-test-kit.ts';
import { periodPosition } from './periods.ts';
import { BOOK_MARGIN } from './pricing.ts';
import { modelEntry } from './sport-models.ts';

const DOTA = 4002;
const LOL = 4003;
const model = modelEntry('moba').model;

describe('Dota 2 and League of Legends series', () => {
  it('play maps of 25 to 45 minutes with kills as the map score and the map’s own clock', () => {
    const timeline = playOut(model, gameOf(DOTA), 3);
    for (const map of timeline.periods) {
      expect(map.end - map.start).toBeGreaterThanOrEqual(25 * 60);
      expect(map.end - map.start).toBeLessThanOrEqual(45 * 60);
    }
    const kills = timeline.steps.at(-1)?.periodScores.map((p) => p.score.home + p.score.away);
    for (const count of kills ?? []) expect(count).toBeGreaterThan(15);
    const view = liveViews(timeline).find((v) => v.step.period === 2 && v.step.inner);
    if (!view) throw new Error('no second map');
    const clock = model.clock(timeline, view.elapsed, view.step);
    expect(clock.text.en).toBe('Map 2');
    expect(clock.timer).toBe(Math.round(periodPosition(timeline, view.elapsed).played));
  });

  it('reads the map’s chance from the kills: a lead makes the leader likelier to win it', () => {
    expect(mapChanceGivenKills(0.6, { home: 0, away: 0 })).toBeCloseTo(0.6, 12);
    const ahead = mapChanceGivenKills(0.5, { home: 14, away: 8 });
    expect(ahead).toBeGreaterThan(0.75);
    expect(mapChanceGivenKills(0.5, { home: 8, away: 14 })).toBeCloseTo(1 - ahead, 12);
    expect(mapChanceGivenKills(0.5, { home: 20, away: 14 })).toBeGreaterThan(ahead - 0.05);
  });

  it('is as likely to win a map from a kill lead as the book says (calibration)', () => {
    let said = 0;
    let won = 0;
    for (let seed = 1; seed <= 300; seed += 1) {
      const game = gameOf(LOL, { bestOf: 1 }, [0.1, 0], seed);
      const timeline = playOut(model, game, seed);
      const view = liveViews(timeline).find((v) => v.elapsed >= 15 * 60);
      if (!view) continue;
      const priced = model.mainOdds(game, view, 0);
      said += 1 / (priced?.[1] ?? 2);
      if (timeline.winner === 1) won += 1;
    }
    expect(won / 300).toBeCloseTo(said / 300, 1);
  });

  it('offers the map winner and its total kills, and keeps the margin throughout', () => {
    const line = model.price(gameOf(DOTA), undefined, { margin: BOOK_MARGIN, locked: false });
    const map = line.subGames[0]?.outcomes ?? [];
    expect(new Set(map.map((o) => o.group))).toEqual(
      new Set([MARKET_GROUP.result1x2, MARKET_GROUP.total]),
    );
    for (const o of map.filter((x) => x.group === MARKET_GROUP.total))
      expect(o.line).toBeGreaterThan(40);
    for (const sportId of [DOTA, LOL]) {
      const game = gameOf(sportId, { bestOf: 3 }, [0.4, -0.4]);
      expect(marginErrors(model, game, playOut(model, game, 9))).toEqual([]);
    }
  });
});

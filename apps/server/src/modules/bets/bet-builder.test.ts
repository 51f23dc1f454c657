import { correctScoreLine } from '@arenabet/contracts';
import { builderPredicate, priceBuilder } from '@arenabet/domain/betting/bet-builder';
import type { GoalScoreModel } from '@arenabet/domain/betting/goal-model';
import { GAME_STATUS } from '@arenabet/reference/games';
import { describe, expect, it } from 'vitest';
import { fixtureGame } from '../feed/feed-test-kit.ts';
import { type Bettor, betsKit, couponOf, G, newGuid, pick, placement, T } from './bets-test-kit.ts';
import { gradeLeg } from './grading.ts';

/*
 * The bet builder (UpdateCouponBuilder, MakeBetWebBuilder, betbuilder/v2/events): outcomes of
 * one game's match priced together from the game's score model, paid as one bet at the joint
 * odds, settled from the final score.
 */

const kit = betsKit();
const UPDATE_BUILDER = '/service-api/LiveBet/Open/UpdateCouponBuilder?lng=en';
const MAKE_BUILDER = '/service-api/LiveBet/Secure/MakeBetWebBuilder?lng=en';
const MODEL: GoalScoreModel = { score: { home: 0, away: 0 }, expected: { home: 1.7, away: 1.0 } };

const jointOdds = (
  model: GoalScoreModel,
  legs: { group: number; type: number; param?: number }[],
) => {
  const price = priceBuilder(model, legs, { margin: 0.08, maxLegs: 6 });
  if (!price.available) throw new Error(price.refusal);
  return price.odds / 1000;
};

async function builderGame(model: GoalScoreModel | null = MODEL) {
  const game = kit.newGame(model ? { scoreModel: model } : {});
  await kit.tick();
  const homeWin = pick(game, G.result1x2, T.home);
  const over = pick(game, G.total, T.over, 2.5);
  return { game, homeWin, over, couponEvents: [homeWin, over] };
}

function placeBuilder(who: Bettor, attributes: Record<string, unknown>) {
  return kit.post(MAKE_BUILDER, { betGuid: newGuid(), vid: 1, ...attributes }, who.token);
}

describe('the bet builder', () => {
  it('prices outcomes of one game from its model, not from the product of their odds', async () => {
    const { couponEvents } = await builderGame();
    const view = couponOf(await kit.post(UPDATE_BUILDER, { couponEvents, vid: 1, summ: '10' }));
    const coef = jointOdds(MODEL, [
      { group: G.result1x2, type: T.home },
      { group: G.total, type: T.over, param: 2.5 },
    ]);
    expect(view).toMatchObject({ builder: { coef }, totalCoef: coef, problems: [] });
    expect(view.possibleWin).toBe((Math.floor(coef * 1000) / 100).toFixed(2));
    // The same legs as a plain express are two outcomes of one game: refused.
    const express = couponOf(
      await kit.post('/service-api/LiveBet/Open/UpdateCoupon?lng=en', {
        couponEvents,
        vid: 1,
        builderCoupon: true,
      }),
    );
    expect(express.builder).toBeUndefined();
    expect(express.problems.length).toBeGreaterThan(0);
  });

  it('says why legs cannot be built', async () => {
    const { game, homeWin, over } = await builderGame();
    const problems = async (couponEvents: unknown[]) =>
      couponOf(await kit.post(UPDATE_BUILDER, { couponEvents, vid: 1 })).problems.map((p) => p.key);
    const other = await builderGame();
    const plain = await builderGame(null);
    expect(await problems([homeWin])).toEqual(['builder_too_few']);
    expect(await problems([homeWin, other.over])).toEqual(['builder_unavailable']);
    expect(await problems([plain.homeWin, plain.over])).toEqual(['builder_unavailable']);
    expect(await problems([homeWin, pick(game, G.result1x2, T.draw)])).toEqual([
      'builder_same_market',
    ]);
    expect(await problems([homeWin, pick(game, G.total, T.over, 2.25)])).toEqual([
      'builder_market',
    ]);
    const wrongVid = await kit.post(UPDATE_BUILDER, { couponEvents: [homeWin, over], vid: 0 });
    expect(wrongVid.statusCode).toBe(400);
  });

  it('places a builder bet, does not sell it, and pays the joint odds when every leg wins', async () => {
    const won = await builderGame();
    const lost = await builderGame();
    const who = await kit.bettor('20.00');
    const coef = jointOdds(MODEL, [
      { group: G.result1x2, type: T.home },
      { group: G.total, type: T.over, param: 2.5 },
    ]);
    const attributes = { vid: 1, summ: '10', builderCoef: coef };
    const placed = placement(
      await placeBuilder(who, { couponEvents: won.couponEvents, ...attributes }),
    );
    expect(placed.status).toBe('accepted');
    expect(placed.coupons[0]).toMatchObject({ builder: true, totalCoef: coef, stake: '10.00' });
    await placeBuilder(who, { couponEvents: lost.couponEvents, ...attributes });
    expect(await kit.balance(who)).toBe(0);
    const [open] = await kit.history(who);
    expect(open.cashOut).toEqual({ couponId: open.id, price: null, refusal: 'builder' });

    await kit.finish([
      [won.game.id, 3, 1],
      // A home win without three goals: one leg lost, the bet lost.
      [lost.game.id, 1, 0],
    ]);
    expect(await kit.balance(who)).toBe(Math.floor(coef * 1000) / 100);
    const states = (await kit.history(who)).map((coupon: { state: string }) => coupon.state);
    expect(states.sort()).toEqual(['lost', 'won']);
    await kit.consistent();
  });

  it('refunds when the game is cancelled', async () => {
    const { game, couponEvents } = await builderGame();
    const who = await kit.bettor('10.00');
    const coef = couponOf(await kit.post(UPDATE_BUILDER, { couponEvents, vid: 1 })).builder?.coef;
    await placeBuilder(who, { couponEvents, summ: '10', builderCoef: coef });
    kit.feed.cancel(game.id);
    await kit.tick();
    expect(await kit.balance(who)).toBe(10);
    expect((await kit.history(who))[0]).toMatchObject({ state: 'refunded', builder: true });
    await kit.consistent();
  });

  it('needs the odds shown, and refuses them once the model moved under "confirm every change"', async () => {
    const { game, couponEvents } = await builderGame();
    const who = await kit.bettor('10.00');
    const missing = await placeBuilder(who, { couponEvents, summ: '10' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().validation_errors).toEqual({ builderCoef: ['required'] });
    const coef = couponOf(await kit.post(UPDATE_BUILDER, { couponEvents, vid: 1 })).builder?.coef;
    kit.feed.update(game.id, (g) => ({
      ...g,
      scoreModel: { score: { home: 0, away: 0 }, expected: { home: 1.2, away: 1.3 } },
    }));
    await kit.tick();
    const moved = placement(
      await placeBuilder(who, { couponEvents, summ: '10', builderCoef: coef, checkCf: 0 }),
    );
    expect(moved).toMatchObject({ status: 'not_accepted', reason: 'coupon_odds_changed' });
    expect(await kit.balance(who)).toBe(10);
  });

  it('lists the outcomes a builder takes, per game with a model, in the phase asked', async () => {
    const { game } = await builderGame();
    const plain = await builderGame(null);
    const read = async (path: string) => {
      const response = await kit.t().app.inject({ method: 'GET', url: path });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().Value as { I: number; E: { G: number; T: number; P?: number }[] }[];
    };
    const line = await read(
      `/main-line-feed/betbuilder/v2/events?games=${game.id},${plain.game.id}`,
    );
    expect(line.map((g) => g.I)).toEqual([game.id]);
    const lines = line[0]?.E.filter((e) => e.G === G.total).map((e) => e.P);
    // Half lines only: 2.25 and the whole handicap lines can push, so no builder takes them.
    expect(lines?.sort()).toEqual([1.5, 1.5, 2.5, 2.5, 3.5, 3.5]);
    expect(line[0]?.E.some((e) => e.G === G.handicap)).toBe(false);
    expect(await read(`/main-live-feed/betbuilder/v2/eventsByGames?games=${game.id}`)).toEqual([]);
  });
});

describe('the builder reads a score as settlement does', () => {
  it('wins a leg on exactly the scores its grading says won', () => {
    const legs = [
      ...[T.home, T.draw, T.away].map((type) => ({ group: G.result1x2, type })),
      ...[T.homeOrDraw, T.homeOrAway, T.drawOrAway].map((type) => ({
        group: G.doubleChance,
        type,
      })),
      ...[0.5, 2.5].flatMap((param) => [
        { group: G.total, type: T.over, param },
        { group: G.total, type: T.under, param },
        { group: G.individualTotalHome, type: T.individualOverHome, param },
        { group: G.individualTotalAway, type: T.individualUnderAway, param },
        { group: G.handicap, type: T.handicapHome, param: -param },
        { group: G.handicap, type: T.handicapAway, param },
      ]),
      { group: G.bothTeamsToScore, type: T.bothScoreYes },
      { group: G.bothTeamsToScore, type: T.bothScoreNo },
      { group: G.correctScore, type: T.correctScore, param: correctScoreLine(2, 1) },
    ];
    for (let home = 0; home <= 5; home += 1) {
      for (let away = 0; away <= 5; away += 1) {
        const game = fixtureGame({
          status: GAME_STATUS.SETTLED,
          live: { score: { home, away }, periodScores: [], info: [] },
        });
        for (const leg of legs) {
          const graded = gradeLeg(game, { gameId: game.id, ...leg });
          expect(graded === 'won', `${JSON.stringify(leg)} at ${home}:${away}`).toBe(
            builderPredicate(leg)?.(home, away),
          );
        }
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { betsKit, couponOf, UPDATE_COUPON } from './bets-test-kit.ts';

/*
 * The express boost (isExpressBoost, the extra_odds switch, on in the default brand): offered
 * by the recount, taken by the bet, kept on the coupon as its terms, paid by settlement on the
 * legs that played, and never cashed out.
 */

const kit = betsKit();

const { bet, threeLegs, history } = kit;

describe('express boost', () => {
  it('is offered by the recount and, when taken, counted in the odds and the possible win', async () => {
    const { couponEvents } = await threeLegs();
    const offered = couponOf(await kit.post(UPDATE_COUPON, { couponEvents, vid: 1, summ: '10' }));
    // 10 × 8.5995 = 85.99; boosted by 3 %: 8.856 and 88.56.
    expect(offered.expressBoost).toEqual({
      percent: 3,
      totalCoef: 8.856,
      minLegCoef: 1.2,
      taken: false,
    });
    expect(offered).toMatchObject({ totalCoef: 8.599, possibleWin: '85.99' });
    const taken = couponOf(
      await kit.post(UPDATE_COUPON, { couponEvents, vid: 1, summ: '10', isExpressBoost: true }),
    );
    expect(taken).toMatchObject({ totalCoef: 8.856, possibleWin: '88.56', problems: [] });
    expect(taken.expressBoost?.taken).toBe(true);
  });

  it('is not offered below its first row, and asking for it then is refused', async () => {
    const { couponEvents } = await threeLegs();
    const two = couponEvents.slice(0, 2);
    const view = couponOf(await kit.post(UPDATE_COUPON, { couponEvents: two, vid: 1, summ: '5' }));
    expect(view.expressBoost).toBeUndefined();
    const who = await kit.bettor('10.00');
    const refused = await bet(who, { couponEvents: two, vid: 1, summ: '5', isExpressBoost: true });
    expect(refused).toMatchObject({ status: 'not_accepted', reason: 'coupon_boost_unavailable' });
    expect(await kit.balance(who)).toBe(10);
  });

  it('pays the boosted odds when every leg wins, and is not sold meanwhile', async () => {
    const { games, couponEvents } = await threeLegs();
    const who = await kit.bettor('10.00');
    const placed = await bet(who, { couponEvents, vid: 1, summ: '10', isExpressBoost: true });
    expect(placed.status).toBe('accepted');
    expect(placed.coupons[0]).toMatchObject({ totalCoef: 8.856, possibleWin: '88.56' });
    const [open] = await history(who);
    expect(open).toMatchObject({ boostPercent: 3, cashOut: { price: null, refusal: 'boosted' } });
    await kit.finish(games.map((game) => [game.id, 3, 1] as const));
    expect(await kit.balance(who)).toBe(88.56);
    expect((await history(who))[0]).toMatchObject({ state: 'won', payout: '88.56' });
    await kit.consistent();
  });

  it('falls to the legs that played when a game is cancelled: two legs earn no boost', async () => {
    const { games, couponEvents } = await threeLegs();
    const [a, b, c] = games;
    const who = await kit.bettor('10.00');
    await bet(who, { couponEvents, vid: 1, summ: '10', isExpressBoost: true });
    kit.feed.cancel(b.id);
    await kit.tick();
    await kit.finish([
      [a.id, 3, 1],
      [c.id, 3, 1],
    ]);
    // 10 × 2.10 × 1.95 = 40.95, the void leg at 1.00 and no boost for two legs.
    expect(await kit.balance(who)).toBe(40.95);
    await kit.consistent();
  });
});

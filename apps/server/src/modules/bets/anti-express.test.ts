import { describe, expect, it } from 'vitest';
import { betsKit, couponOf, UPDATE_COUPON } from './bets-test-kit.ts';

/*
 * The anti-express (antiExpressCoef): an express's legs bet on not every one winning, priced
 * from the book's fair chances of the legs (margin taken out per market) with the site's
 * anti-express margin (6 %), paid as a single at those odds once a leg loses.
 */

const kit = betsKit();

const { bet, threeLegs, history } = kit;

describe('anti-express', () => {
  it('is offered on an express from the fair chances of its legs, and priced when taken', async () => {
    const { couponEvents } = await threeLegs();
    // Fair chances 0.4543, 0.4543 and 0.4868: all three 0.1005, not all 0.8995, fair odds
    // 1.1118, less 6 %: 1.045.
    const offered = couponOf(await kit.post(UPDATE_COUPON, { couponEvents, vid: 1, summ: '10' }));
    expect(offered.antiExpress).toEqual({ coef: 1.045, taken: false });
    expect(offered.possibleWin).toBe('85.99');
    const taken = couponOf(
      await kit.post(UPDATE_COUPON, { couponEvents, vid: 1, summ: '10', antiExpressCoef: 1.045 }),
    );
    expect(taken).toMatchObject({
      totalCoef: 1.045,
      possibleWin: '10.45',
      antiExpress: { taken: true },
      problems: [],
    });
    const single = couponOf(
      await kit.post(UPDATE_COUPON, {
        couponEvents: couponEvents.slice(0, 1),
        vid: 0,
        summ: '10',
        antiExpressCoef: 1.5,
      }),
    );
    expect(single.problems).toEqual([{ key: 'anti_express_unavailable' }]);
  });

  it('is refused at odds that moved under "confirm every change"', async () => {
    const { couponEvents } = await threeLegs();
    const who = await kit.bettor('10.00');
    const refused = await bet(who, {
      couponEvents,
      vid: 1,
      summ: '10',
      antiExpressCoef: 1.1,
      checkCf: 0,
    });
    expect(refused).toMatchObject({ status: 'not_accepted', reason: 'coupon_odds_changed' });
    expect(await kit.balance(who)).toBe(10);
  });

  it('pays its odds when a leg loses, is not sold meanwhile, and loses when every leg wins', async () => {
    const first = await threeLegs();
    const second = await threeLegs();
    const who = await kit.bettor('20.00');
    const attributes = { vid: 1, summ: '10', antiExpressCoef: 1.045 };
    const placed = await bet(who, { couponEvents: first.couponEvents, ...attributes });
    expect(placed.coupons[0]).toMatchObject({ antiExpress: true, totalCoef: 1.045 });
    await bet(who, { couponEvents: second.couponEvents, ...attributes });
    expect(await kit.balance(who)).toBe(0);
    const [open] = await history(who);
    expect(open.cashOut).toEqual({ couponId: open.id, price: null, refusal: 'anti_express' });

    const [a, b, c] = first.games;
    // The first game's home side loses: not every leg won.
    await kit.finish([
      [a.id, 0, 1],
      [b.id, 2, 0],
      [c.id, 2, 1],
    ]);
    expect(await kit.balance(who)).toBe(10.45);
    const [x, y, z] = second.games;
    await kit.finish([
      [x.id, 1, 0],
      [y.id, 2, 0],
      [z.id, 2, 1],
    ]);
    expect(await kit.balance(who)).toBe(10.45);
    const states = (await history(who)).map((coupon: { state: string }) => coupon.state);
    expect(states.sort()).toEqual(['lost', 'won']);
    await kit.consistent();
  });

  it('gives the stake back when a leg is void and none lost', async () => {
    const { games, couponEvents } = await threeLegs();
    const who = await kit.bettor('10.00');
    await bet(who, { couponEvents, vid: 1, summ: '10', antiExpressCoef: 1.045 });
    const [a, b, c] = games;
    kit.feed.cancel(b.id);
    await kit.tick();
    await kit.finish([
      [a.id, 1, 0],
      [c.id, 2, 1],
    ]);
    expect(await kit.balance(who)).toBe(10);
    expect((await history(who))[0]).toMatchObject({ state: 'refunded', payout: '10.00' });
    await kit.consistent();
  });
});

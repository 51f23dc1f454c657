import { describe, expect, it } from 'vitest';
import type { SourceGame } from '../feed/source.ts';
import {
  betsKit,
  couponOf,
  G,
  MAKE_BET,
  newGuid,
  pick,
  placement,
  T,
  UPDATE_COUPON,
  UPDATE_COUPON_MULTI,
} from './bets-test-kit.ts';

const kit = betsKit();

describe('the coupon recount (UpdateCoupon)', () => {
  it('answers odds, the possible win and the limits for a visitor', async () => {
    const game = kit.newGame();
    await kit.tick();
    const coupon = couponOf(
      await kit.post(UPDATE_COUPON, {
        couponEvents: [pick(game, G.result1x2, T.home)],
        vid: 0,
        summ: '10',
      }),
    );
    expect(coupon.events[0]).toMatchObject({
      state: 'open',
      coef: 2.1,
      change: 'none',
      home: 'Arsenal',
    });
    expect(coupon.events[0]?.outcomeName).toBe('W1');
    expect(coupon).toMatchObject({ possibleWin: '21.00', stake: '10.00', problems: [] });
  });

  it('shows a changed price with its direction and a locked outcome', async () => {
    const game = kit.newGame();
    await kit.tick();
    const seen = pick(game, G.result1x2, T.home);
    kit.feed.setOdds(game.id, G.result1x2, T.home, 2.3);
    kit.feed.lock(game.id, G.result1x2, T.away);
    await kit.tick();
    const coupon = couponOf(
      await kit.post(UPDATE_COUPON_MULTI, {
        couponEvents: [seen, pick(game, G.result1x2, T.away)],
        vid: 3,
        groupsSumms: ['5', '5'],
      }),
    );
    expect(coupon.events.map((e) => [e.coef, e.change, e.state])).toEqual([
      [2.3, 'up', 'open'],
      [3.6, 'none', 'locked'],
    ]);
    expect(coupon.problems).toEqual(
      expect.arrayContaining([
        { key: 'coupon_odds_changed', index: 0 },
        { key: 'coupon_event_locked', index: 1 },
      ]),
    );
  });

  it('refuses two outcomes of one game in an express, with the reason', async () => {
    const game = kit.newGame();
    await kit.tick();
    const coupon = couponOf(
      await kit.post(UPDATE_COUPON, {
        couponEvents: [pick(game, G.result1x2, T.home), pick(game, G.total, T.over, 2.5)],
        vid: 1,
        summ: '1',
      }),
    );
    expect(coupon.problems).toContainEqual({ key: 'coupon_same_game_in_express', index: 1 });
  });

  it('counts a system: bets and the stake per bet', async () => {
    const games = [kit.newGame(), kit.newGame(), kit.newGame()];
    await kit.tick();
    const coupon = couponOf(
      await kit.post(UPDATE_COUPON, {
        couponEvents: games.map((g) => pick(g, G.result1x2, T.home)),
        vid: 2,
        expressNum: 2,
        summ: '30',
      }),
    );
    expect(coupon).toMatchObject({
      betCount: 3,
      stakePerBet: '10.00',
      stake: '30.00',
      problems: [],
    });
    // Each pair pays 10 x 2.1 x 2.1 = 44.10; three pairs.
    expect(coupon.possibleWin).toBe('132.30');
  });
});

describe('placing a bet (MakeBetWeb)', () => {
  it('takes the stake and answers the accepted coupon; the same GUID again places nothing', async () => {
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('50.00');
    const bet = {
      couponEvents: [pick(game, G.result1x2, T.home)],
      vid: 0,
      summ: '10',
      betGuid: newGuid(),
    };
    const first = placement(await kit.post(MAKE_BET, bet, who.token));
    expect(first.status).toBe('accepted');
    expect(first.coupons[0]).toMatchObject({ stake: '10.00', possibleWin: '21.00', state: 'open' });
    expect(await kit.balance(who)).toBe(40);
    const again = placement(await kit.post(MAKE_BET, bet, who.token));
    expect(again.coupons.map((c) => c.id)).toEqual(first.coupons.map((c) => c.id));
    expect(await kit.balance(who)).toBe(40);
    const reused = await kit.post(MAKE_BET, { ...bet, summ: '11' }, who.token);
    expect(reused.statusCode).toBe(409);
    await kit.consistent();
  });

  it('pays a won single when the game ends, and nothing twice', async () => {
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('20.00');
    const bet = {
      couponEvents: [pick(game, G.result1x2, T.home)],
      vid: 0,
      summ: '10',
      betGuid: newGuid(),
    };
    placement(await kit.post(MAKE_BET, bet, who.token));
    kit.feed.goLive(game.id);
    await kit.tick();
    kit.feed.finish(game.id, 2, 1);
    await kit.tick();
    expect(await kit.balance(who)).toBe(31);
    await kit.t().app.services.bets.settlement.sweep();
    await kit.t().app.services.bets.settlement.settleGame(game.id);
    expect(await kit.balance(who)).toBe(31);
    await kit.consistent();
  });
});

describe('a live bet waits the acceptance delay', () => {
  const liveGame = async () => {
    const game = kit.newGame();
    await kit.tick();
    kit.feed.goLive(game.id);
    await kit.tick();
    return kit.feed.game(game.id);
  };
  const status = (guid: string, token: string) =>
    kit.t().app.inject({
      method: 'GET',
      url: `/service-api/LiveBet/Secure/BetStatus/${guid}?lng=en`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('is pending for 5 s, then accepted at the odds it still has', async () => {
    const game = await liveGame();
    const who = await kit.bettor('20.00');
    const guid = newGuid();
    const bet = {
      couponEvents: [pick(game, G.result1x2, T.home)],
      vid: 0,
      summ: '5',
      betGuid: guid,
    };
    const first = placement(await kit.post(MAKE_BET, bet, who.token));
    expect(first).toMatchObject({ status: 'pending', retryAfterMs: 5250, coupons: [] });
    expect(await kit.balance(who)).toBe(20);
    kit.t().clock.advance(4_000);
    expect(placement(await status(guid, who.token)).status).toBe('pending');
    kit.t().clock.advance(1_000);
    const decided = placement(await status(guid, who.token));
    expect(decided.status).toBe('accepted');
    expect(decided.coupons[0]?.legs[0]).toMatchObject({ live: true, coef: 2.1 });
    expect(await kit.balance(who)).toBe(15);
    await kit.consistent();
  });

  it('is refused when the odds moved during the delay under "confirm every change"', async () => {
    const game = await liveGame();
    const who = await kit.bettor('20.00');
    const guid = newGuid();
    const bet = {
      couponEvents: [pick(game, G.result1x2, T.home)],
      vid: 0,
      summ: '5',
      betGuid: guid,
      checkCf: 0,
    };
    expect(placement(await kit.post(MAKE_BET, bet, who.token)).status).toBe('pending');
    kit.feed.setOdds(game.id, G.result1x2, T.home, 1.9);
    await kit.tick();
    kit.t().clock.advance(5_000);
    const decided = placement(await kit.post(MAKE_BET, bet, who.token));
    expect(decided).toMatchObject({ status: 'not_accepted', reason: 'coupon_odds_changed' });
    expect(await kit.balance(who)).toBe(20);
  });

  it('takes higher odds under "accept higher", and any under "accept any"', async () => {
    const game = await liveGame();
    const who = await kit.bettor('20.00');
    const seen = pick(game, G.result1x2, T.away);
    kit.feed.setOdds(game.id, G.result1x2, T.away, 3.9);
    await kit.tick();
    const higher = { couponEvents: [seen], vid: 0, summ: '1', betGuid: newGuid(), checkCf: 1 };
    expect(placement(await kit.post(MAKE_BET, higher, who.token)).status).toBe('pending');
    kit.feed.setOdds(game.id, G.result1x2, T.away, 3.0);
    await kit.tick();
    const lower = { couponEvents: [seen], vid: 0, summ: '1', betGuid: newGuid(), checkCf: 1 };
    expect(placement(await kit.post(MAKE_BET, lower, who.token))).toMatchObject({
      status: 'not_accepted',
      reason: 'coupon_odds_changed',
    });
    const any = { couponEvents: [seen], vid: 0, summ: '1', betGuid: newGuid(), checkCf: 2 };
    expect(placement(await kit.post(MAKE_BET, any, who.token)).status).toBe('pending');
    kit.t().clock.advance(5_000);
    // The first was sent at 3.60 and the odds fell to 3.00 during its delay: refused at its check.
    expect(placement(await kit.post(MAKE_BET, higher, who.token)).status).toBe('not_accepted');
    const accepted = placement(await kit.post(MAKE_BET, any, who.token));
    expect(accepted.status).toBe('accepted');
    expect(accepted.coupons[0]?.legs[0]?.coef).toBe(3);
  });
});

describe('refusals: a clear answer and no money moved', () => {
  const refused = async (bet: Record<string, unknown>, who: { token: string }) =>
    placement(
      await kit.post(MAKE_BET, { vid: 0, summ: '1', betGuid: newGuid(), ...bet }, who.token),
    );

  it('refuses an unknown outcome, a locked one, too small and too large stakes', async () => {
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('30000.00');
    kit.feed.lock(game.id, G.result1x2, T.draw);
    await kit.tick();
    const unknown = { ...pick(game, G.result1x2, T.home), type: 99 };
    expect(await refused({ couponEvents: [unknown] }, who)).toMatchObject({
      status: 'not_accepted',
      reason: 'coupon_event_unknown',
    });
    expect((await refused({ couponEvents: [pick(game, G.result1x2, T.draw)] }, who)).reason).toBe(
      'coupon_event_locked',
    );
    expect(
      (await refused({ couponEvents: [pick(game, G.result1x2, T.home)], summ: '0.10' }, who))
        .reason,
    ).toBe('coupon_stake_below_min');
    expect(
      (await refused({ couponEvents: [pick(game, G.result1x2, T.home)], summ: '20000' }, who))
        .reason,
    ).toBe('coupon_stake_above_max');
    expect(await kit.balance(who)).toBe(30_000);
  });

  it('refuses more outcomes than the coupon holds and a stake the balance does not cover', async () => {
    const games = Array.from({ length: 21 }, () => kit.newGame());
    await kit.tick();
    const who = await kit.bettor('5.00');
    const system = await refused(
      { couponEvents: games.map((g) => pick(g, G.result1x2, T.home)), vid: 2, expressNum: 2 },
      who,
    );
    expect(system.reason).toBe('coupon_too_many_events');
    const [first] = games as [SourceGame];
    const poor = await refused(
      { couponEvents: [pick(first, G.result1x2, T.home)], summ: '6' },
      who,
    );
    expect(poor.reason).toBe('account_insufficient_funds');
    expect(await kit.balance(who)).toBe(5);
    await kit.consistent();
  });

  it('answers 400 with the field for a malformed coupon or GUID, and 401 signed out', async () => {
    const game = kit.newGame();
    await kit.tick();
    const who = await kit.bettor('5.00');
    const badGuid = await kit.post(
      MAKE_BET,
      { couponEvents: [pick(game, G.result1x2, T.home)], vid: 0, summ: '1', betGuid: 'not-a-guid' },
      who.token,
    );
    expect(badGuid.statusCode).toBe(400);
    expect(badGuid.json().validation_errors).toEqual({ betGuid: ['bet_guid_invalid'] });
    const noEvents = await kit.post(
      MAKE_BET,
      { couponEvents: [], vid: 0, betGuid: newGuid() },
      who.token,
    );
    expect(noEvents.json().validation_errors).toEqual({ couponEvents: ['coupon_empty'] });
    const signedOut = await kit.post(MAKE_BET, {
      couponEvents: [pick(game, G.result1x2, T.home)],
      vid: 0,
      summ: '1',
      betGuid: newGuid(),
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it("does not tell one player another's bet, nor let them bet from another's account", async () => {
    const game = kit.newGame();
    await kit.tick();
    const [one, other] = [await kit.bettor('5.00'), await kit.bettor('5.00')];
    const guid = newGuid();
    const bet = {
      couponEvents: [pick(game, G.result1x2, T.home)],
      vid: 0,
      summ: '1',
      betGuid: guid,
    };
    placement(await kit.post(MAKE_BET, bet, one.token));
    const peek = await kit.t().app.inject({
      method: 'GET',
      url: `/service-api/LiveBet/Secure/BetStatus/${guid}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(peek.statusCode).toBe(404);
    expect((await kit.post(MAKE_BET, bet, other.token)).statusCode).toBe(409);
    const theirs = await kit.post(
      MAKE_BET,
      { ...bet, betGuid: newGuid(), accountId: one.accountId },
      other.token,
    );
    expect(theirs.json().validation_errors).toEqual({ accountId: ['account_not_found'] });
    expect(await kit.balance(one)).toBe(4);
    expect(await kit.balance(other)).toBe(5);
  });
});

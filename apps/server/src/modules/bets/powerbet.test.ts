import { describe, expect, it } from 'vitest';
import { type Bettor, betsKit, G, MAKE_BET, newGuid, pick, placement, T } from './bets-test-kit.ts';

/*
 * Powerbet (isPowerBet, saleBetId; the PowerBet switch, on in the default brand): more stake on
 * an open single of a game in play, as a single of its own at the odds of now, accepted after
 * the live delay like any live bet. The raised single is left as it was.
 */

const kit = betsKit();

async function liveGame() {
  const game = kit.newGame();
  await kit.tick();
  kit.feed.goLive(game.id);
  await kit.tick();
  return kit.feed.game(game.id);
}

/** Sends a bet and, past the live delay, sends it again for its answer. */
async function placeLive(who: Bettor, attributes: Record<string, unknown>) {
  const bet = { betGuid: newGuid(), vid: 0, checkCf: 2, ...attributes };
  const first = await kit.post(MAKE_BET, bet, who.token);
  if (first.statusCode !== 200) return first;
  kit.t().clock.advance(5_000);
  return kit.post(MAKE_BET, bet, who.token);
}

async function history(who: Bettor) {
  const response = await kit.post('/web-api/office/bets-history?lng=en', {}, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes.coupons;
}

describe('powerbet', () => {
  it('raises an open live single by a single of its own at the odds now', async () => {
    const game = await liveGame();
    const who = await kit.bettor('50.00');
    const first = placement(
      await placeLive(who, { couponEvents: [pick(game, G.result1x2, T.home)], summ: '10' }),
    );
    const raisedId = first.coupons[0]?.id;
    expect(first.status).toBe('accepted');
    expect((await history(who))[0]).toMatchObject({ id: raisedId, powerBet: true });

    kit.feed.setOdds(game.id, G.result1x2, T.home, 2.6);
    await kit.tick();
    const now = kit.feed.game(game.id);
    const raiseRequest = {
      betGuid: newGuid(),
      vid: 0,
      checkCf: 2,
      couponEvents: [pick(now, G.result1x2, T.home)],
      summ: '5',
      isPowerBet: true,
      saleBetId: raisedId,
    };
    const raise = placement(await placeLive(who, raiseRequest));
    expect(raise).toMatchObject({
      status: 'accepted',
      coupons: [{ powerOf: raisedId, totalCoef: 2.6 }],
    });
    expect(await kit.balance(who)).toBe(35);
    const [added, original] = await history(who);
    expect(added).toMatchObject({ powerOf: raisedId, stake: '5.00', possibleWin: '13.00' });
    expect(original).toMatchObject({ id: raisedId, stake: '10.00', totalCoef: 2.1 });
    // Sent again once its single is settled, the raise answers what it had.
    kit.feed.finish(game.id, 1, 0);
    await kit.tick();
    const again = placement(await kit.post(MAKE_BET, raiseRequest, who.token));
    expect(again).toMatchObject({ status: 'accepted', coupons: [{ powerOf: raisedId }] });
    await kit.consistent();
  });

  it('refuses another outcome, another player, an express and a game not in play', async () => {
    const game = await liveGame();
    const who = await kit.bettor('50.00');
    const other = await kit.bettor('50.00');
    const single = placement(
      await placeLive(who, { couponEvents: [pick(game, G.result1x2, T.home)], summ: '10' }),
    );
    const saleBetId = single.coupons[0]?.id;
    const refusal = async (by: Bettor, attributes: Record<string, unknown>) => {
      const response = await kit.post(
        MAKE_BET,
        { betGuid: newGuid(), vid: 0, summ: '5', isPowerBet: true, saleBetId, ...attributes },
        by.token,
      );
      expect(response.statusCode, response.body).toBe(400);
      return response.json().validation_errors.saleBetId[0];
    };
    const home = pick(game, G.result1x2, T.home);
    expect(await refusal(who, { couponEvents: [pick(game, G.result1x2, T.away)] })).toBe(
      'power_bet_other_outcome',
    );
    expect(await refusal(other, { couponEvents: [home] })).toBe('power_bet_unknown');
    const line = kit.newGame();
    await kit.tick();
    expect(
      await refusal(who, { vid: 1, couponEvents: [home, pick(line, G.result1x2, T.home)] }),
    ).toBe('power_bet_single');
    const prematch = placement(
      await kit.post(
        MAKE_BET,
        { betGuid: newGuid(), vid: 0, summ: '5', couponEvents: [pick(line, G.result1x2, T.home)] },
        who.token,
      ),
    );
    // A bet whose game is not in play is refused as a bet, not as bad input: the screen may
    // have read it in play a moment before.
    const notLive = placement(
      await kit.post(
        MAKE_BET,
        {
          betGuid: newGuid(),
          vid: 0,
          summ: '5',
          isPowerBet: true,
          saleBetId: prematch.coupons[0]?.id,
          couponEvents: [pick(line, G.result1x2, T.home)],
        },
        who.token,
      ),
    );
    expect(notLive).toMatchObject({ status: 'not_accepted', reason: 'power_bet_not_live' });
    // An express is never raised: no screen offers it.
    const express = placement(
      await placeLive(who, {
        vid: 1,
        summ: '5',
        couponEvents: [home, pick(line, G.result1x2, T.away)],
      }),
    );
    expect(express.status).toBe('accepted');
    expect(await refusal(who, { saleBetId: express.coupons[0]?.id, couponEvents: [home] })).toBe(
      'power_bet_not_raisable',
    );
    expect(
      (await history(who)).find((c: { id: number }) => c.id === prematch.coupons[0]?.id),
    ).not.toHaveProperty('powerBet');
    expect(await kit.balance(other)).toBe(50);
    expect(await kit.balance(who)).toBe(30);
  });

  it('answers a raise sent as its game ends as a bet not accepted, and writes no money', async () => {
    const game = await liveGame();
    const who = await kit.bettor('50.00');
    const single = placement(
      await placeLive(who, { couponEvents: [pick(game, G.result1x2, T.home)], summ: '10' }),
    );
    const raise = {
      betGuid: newGuid(),
      vid: 0,
      checkCf: 2,
      couponEvents: [pick(game, G.result1x2, T.home)],
      summ: '5',
      isPowerBet: true,
      saleBetId: single.coupons[0]?.id,
    };
    kit.feed.end(game.id, 1, 0);
    await kit.tick();
    const late = placement(await kit.post(MAKE_BET, raise, who.token));
    expect(late).toMatchObject({ status: 'not_accepted', reason: 'power_bet_not_live' });
    // Asked again by its GUID, it answers the same.
    expect(placement(await kit.post(MAKE_BET, raise, who.token))).toMatchObject({
      status: 'not_accepted',
      reason: 'power_bet_not_live',
    });
    expect(await kit.balance(who)).toBe(40);
    await kit.consistent();
  });
});

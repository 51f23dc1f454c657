import { describe, expect, it } from 'vitest';
import { advanceKit, GET_AVANCE, RU } from './advance-test-kit.ts';
import { betsKit, G, MAKE_BET, newGuid, pick, T } from './bets-test-kit.ts';

/*
 * The advance (GetAvance, avanceBet): a bet on the book's credit against an open bet's pending
 * win, repaid from that win, cancelled when the win does not cover it, settled only after.
 */

const kit = betsKit();
const advances = advanceKit(kit);

/** A player with a 10.00 single backing an advance of 10.00 on another game; the credit before. */
async function advanceOfTen() {
  const who = await kit.bettor('10.00', undefined, RU);
  const backing = await advances.backing(who);
  const other = advances.otherGame();
  await kit.tick();
  const credit = await advances.credit();
  const placed = await advances.advance(who, other, '10');
  expect(placed.status).toBe('accepted');
  return { who, backing, other, credit, advanceId: placed.coupons[0]?.id ?? 0 };
}

describe('the advance', () => {
  it('offers a share of an open bet’s possible win, to the countries listed only', async () => {
    expect((await kit.post(GET_AVANCE, {})).statusCode).toBe(401);
    const who = await kit.bettor('10.00', undefined, RU);
    expect(await advances.getAvance(who), 'a player with no bets').toMatchObject({
      offered: true,
      available: '0.00',
    });
    const { couponId } = await advances.backing(who);
    // 10.00 at 2.10 may win 21.00: half of it, 10.50, can be advanced.
    expect(await advances.getAvance(who)).toEqual({
      offered: true,
      available: '10.50',
      percent: 50,
      currency: expect.objectContaining({ iso: 'EUR' }),
      backings: [{ couponId, available: '10.50' }],
    });
    // The United Kingdom's regulator forbids credit: no advance, whatever the list says.
    const british = await kit.bettor('10.00', undefined, 77);
    expect((await advances.getAvance(british)).offered).toBe(false);
    await advances.backing(british);
    const refused = await kit.post(
      MAKE_BET,
      {
        couponEvents: [pick(kit.newGame(), G.result1x2, T.home)],
        vid: 0,
        summ: '1',
        avanceBet: true,
        betGuid: newGuid(),
      },
      british.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().validation_errors).toEqual({ avanceBet: ['advance_not_offered'] });
  });

  it('places a bet on credit within the room, on another game, with no money of the player', async () => {
    const who = await kit.bettor('10.00', undefined, RU);
    const { game, couponId } = await advances.backing(who);
    expect(await kit.balance(who)).toBe(0);
    // The backing's own game would decide both bets, and its league is as related: it backs
    // nothing there.
    const sameGame = await advances.advance(who, game, '5');
    expect(sameGame).toMatchObject({ status: 'not_accepted', reason: 'advance_unavailable' });
    const sameLeague = kit.newGame();
    await kit.tick();
    expect(await advances.advance(who, sameLeague, '5')).toMatchObject({
      status: 'not_accepted',
      reason: 'advance_unavailable',
    });
    const other = advances.otherGame();
    await kit.tick();
    const placed = await advances.advance(who, other, '10');
    expect(placed.status).toBe('accepted');
    expect(await kit.balance(who)).toBe(0);
    expect(await advances.credit()).toBeGreaterThanOrEqual(10);
    expect(await advances.getAvance(who)).toMatchObject({ available: '0.50' });
    const tooMuch = await advances.advance(who, other, '1');
    expect(tooMuch).toMatchObject({ status: 'not_accepted', reason: 'advance_unavailable' });

    const byId = new Map((await kit.history(who)).map((c: { id: number }) => [c.id, c] as const));
    const advanceId = placed.coupons[0]?.id ?? 0;
    expect(byId.get(advanceId)).toMatchObject({
      state: 'open',
      advance: { of: couponId, state: 'pending' },
      cashOut: { price: null, refusal: 'advance' },
    });
    expect(byId.get(advanceId)).not.toHaveProperty('insuranceOffer.refusal', null);
    expect(byId.get(couponId)).toMatchObject({
      advanced: '10.00',
      cashOut: { price: null, refusal: 'advanced' },
    });
    await kit.consistent();
  });

  it('is repaid from the backing’s win, then settles as any bet', async () => {
    const { who, backing, other, credit, advanceId } = await advanceOfTen();
    await kit.finish([[backing.game.id, 1, 0]]);
    // The backing paid 21.00, of which 10.00 repaid the advance.
    expect(await kit.balance(who)).toBe(11);
    expect(await advances.credit()).toBeCloseTo(credit, 2);
    await kit.finish([[other.id, 2, 0]]);
    expect(await kit.balance(who)).toBe(32);
    const byId = new Map((await kit.history(who)).map((c: { id: number }) => [c.id, c] as const));
    expect(byId.get(advanceId)).toMatchObject({
      state: 'won',
      advance: { state: 'repaid' },
      payout: '21.00',
    });
    expect(byId.get(backing.couponId)).not.toHaveProperty('advanced');
    await kit.consistent();
  });

  it('waits for its backing, and is cancelled when the backing loses, even having won', async () => {
    const { who, backing, other, credit, advanceId } = await advanceOfTen();
    await kit.finish([[other.id, 3, 0]]);
    // Its own game won, but nothing is paid on credit: it waits for its backing.
    const waiting = (await kit.history(who)).find((c: { id: number }) => c.id === advanceId);
    expect(waiting).toMatchObject({ state: 'open', advance: { state: 'pending' } });
    expect(await kit.balance(who)).toBe(0);
    await kit.finish([[backing.game.id, 0, 2]]);
    const cancelled = (await kit.history(who)).find((c: { id: number }) => c.id === advanceId);
    expect(cancelled).toMatchObject({
      state: 'cancelled',
      advance: { state: 'cancelled' },
      payout: '0.00',
    });
    expect(await kit.balance(who)).toBe(0);
    expect(await advances.credit()).toBeCloseTo(credit, 2);
    await kit.consistent();
  });

  it('is repaid from its backing before a corrected result in the same run takes from the account', async () => {
    const { bets } = kit.t().app.services;
    const who = await kit.bettor('20.00', undefined, RU);
    const game = kit.newGame();
    await kit.tick();
    const on = (type: number) => ({ couponEvents: [pick(game, G.result1x2, type)], vid: 0 });
    const corrected = await kit.bet(who, { ...on(T.home), summ: '10' });
    const backing = await kit.bet(who, { ...on(T.away), summ: '10' });
    const home = { gameId: game.id, group: G.result1x2, type: T.home, paramKey: 0 };
    await bets.settleByHand(1, game.id, [{ ...home, result: 'won' }], 'Home win by hand');
    // The 21.00 won is spent on a bet of the advance's league (so it backs nothing): nothing is
    // left on the account.
    const spent = advances.otherGame();
    await kit.tick();
    await kit.bet(who, { couponEvents: [pick(spent, G.result1x2, T.home)], vid: 0, summ: '21' });
    const other = advances.otherGame();
    await kit.tick();
    const placed = await advances.advance(who, other, '10');
    expect(placed.status).toBe('accepted');
    // The game is void: the backing refunds 10.00, which repays the advance, and the corrected
    // win (21.00 back to a 10.00 refund) is owed on the receivable.
    await bets.voidGame(1, game.id, 'Abandoned');
    const byId = new Map((await kit.history(who)).map((c: { id: number }) => [c.id, c] as const));
    expect(byId.get(placed.coupons[0]?.id)).toMatchObject({ advance: { state: 'repaid' } });
    expect(byId.get(backing.coupons[0]?.id)).toMatchObject({ state: 'refunded' });
    expect(byId.get(corrected.coupons[0]?.id)).toMatchObject({ state: 'refunded' });
    expect(await kit.balance(who)).toBe(0);
    await kit.consistent();
  });

  it('takes singles and expresses alone: no system, multi, auto-bet or other extra', async () => {
    const who = await kit.bettor('10.00', undefined, RU);
    await advances.backing(who);
    const { couponEvents } = await kit.threeLegs();
    const multi = '/service-api/LiveBet/Secure/MakeBetWebMulti?lng=en';
    const tries = [
      [MAKE_BET, { couponEvents, vid: 2, expressNum: 2, summ: '3' }],
      [multi, { couponEvents, vid: 3, groupsSumms: ['1', '1', '1'] }],
      [
        MAKE_BET,
        {
          couponEvents: couponEvents.slice(0, 1),
          vid: 0,
          summ: '1',
          isAutoBet: true,
          autoBetCf: 3,
        },
      ],
    ] as const;
    const problems = [];
    for (const [url, attributes] of tries) {
      const answer = await kit.post(
        url,
        { ...attributes, avanceBet: true, betGuid: newGuid() },
        who.token,
      );
      expect(answer.statusCode).toBe(400);
      problems.push(answer.json().validation_errors.avanceBet);
    }
    expect(problems).toEqual([['advance_kind'], ['advance_kind'], ['advance_extras']]);
    await kit.consistent();
  });
});

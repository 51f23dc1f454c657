import { describe, expect, it } from 'vitest';
import { type Bettor, betsKit, G, MAKE_BET, newGuid, pick, placement, T } from './bets-test-kit.ts';

/*
 * Bet insurance (InsureBet): a share of an open bet's playing stake insured for a premium from
 * the bet's chance of losing now; the insured amount comes back if the bet loses, the premium
 * if it is refunded, nothing if it wins.
 */

const kit = betsKit();
const INSURE = '/service-api/LiveBet/Secure/InsureBet';

/** A 10.00 single on a home win at 2.10 (fair chance 0.4543 of the 2.10/3.40/3.60 market). */
async function openSingle(who: Bettor) {
  const game = kit.newGame();
  await kit.tick();
  const answer = placement(
    await kit.post(
      MAKE_BET,
      { couponEvents: [pick(game, G.result1x2, T.home)], vid: 0, summ: '10', betGuid: newGuid() },
      who.token,
    ),
  );
  return { game, couponId: answer.coupons[0]?.id ?? 0 };
}

const insure = (who: Bettor, couponId: number, percent: number, premium: string) =>
  kit.post(INSURE, { saleBetId: couponId, percent, premium }, who.token);

describe('bet insurance', () => {
  it("offers a cover priced from the bet's chance of losing, and sells it once", async () => {
    const who = await kit.bettor('20.00');
    const { couponId } = await openSingle(who);
    const [open] = await kit.history(who);
    expect(open.insuranceOffer).toEqual({
      lossChance: expect.closeTo(0.5457, 4),
      marginPercent: 10,
      playingStake: '10.00',
      refusal: null,
    });
    // 50 % of 10.00 insures 5.00; 5.00 × 0.5457 / 0.9 = 3.0314, rounded up: 3.04.
    const bought = await insure(who, couponId, 50, '3.04');
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().data.attributes).toEqual({
      couponId,
      percent: 50,
      insured: '5.00',
      premium: '3.04',
      paid: '0.00',
    });
    expect(await kit.balance(who)).toBe(6.96);
    // The same cover again answers it; another is refused; nothing more is charged.
    expect((await insure(who, couponId, 50, '3.04')).statusCode).toBe(200);
    const other = await insure(who, couponId, 80, '9.00');
    expect(other.statusCode).toBe(409);
    expect(other.body).toContain('insurance_refused_insured');
    expect(await kit.balance(who)).toBe(6.96);
    const [insured] = await kit.history(who);
    expect(insured.insurance).toMatchObject({ percent: 50, insured: '5.00', premium: '3.04' });
    expect(insured.insuranceOffer).toBeUndefined();
    expect(insured.cashOut).toEqual({ couponId, price: null, refusal: 'insured' });
    await kit.consistent();
  });

  it('refuses a premium above the one shown, and a percent out of range', async () => {
    const who = await kit.bettor('20.00');
    const { couponId } = await openSingle(who);
    const dearer = await insure(who, couponId, 50, '3.03');
    expect(dearer.statusCode).toBe(409);
    expect(dearer.body).toContain('insurance_price_changed');
    const tooMuch = await insure(who, couponId, 101, '9.00');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().validation_errors).toEqual({ percent: ['insurance_percent_invalid'] });
    expect(await kit.balance(who)).toBe(10);
  });

  it('pays the insured amount when the bet loses, nothing when it wins, the premium on a refund', async () => {
    const who = await kit.bettor('40.00');
    const lost = await openSingle(who);
    const won = await openSingle(who);
    const voided = await openSingle(who);
    for (const { couponId } of [lost, won, voided]) {
      expect((await insure(who, couponId, 50, '3.04')).statusCode).toBe(200);
    }
    expect(await kit.balance(who)).toBeCloseTo(40 - 30 - 3 * 3.04, 2);
    await kit.finish([
      [lost.game.id, 0, 1],
      [won.game.id, 2, 0],
    ]);
    kit.feed.cancel(voided.game.id);
    await kit.tick();
    // Lost: 5.00 back; won: 21.00; refunded: 10.00 and the premium 3.04.
    expect(await kit.balance(who)).toBeCloseTo(0.88 + 5 + 21 + 10 + 3.04, 2);
    const byId = new Map((await kit.history(who)).map((c: { id: number }) => [c.id, c] as const));
    expect(byId.get(lost.couponId)).toMatchObject({ state: 'lost', insurance: { paid: '5.00' } });
    expect(byId.get(won.couponId)).toMatchObject({ state: 'won', insurance: { paid: '0.00' } });
    expect(byId.get(voided.couponId)).toMatchObject({
      state: 'refunded',
      insurance: { paid: '3.04' },
    });
    await kit.consistent();
  });

  it('follows a corrected result: a loss made a win takes the cover back', async () => {
    const { bets } = kit.t().app.services;
    const who = await kit.bettor('20.00');
    const { game, couponId } = await openSingle(who);
    expect((await insure(who, couponId, 100, '6.07')).statusCode).toBe(200);
    await kit.finish([[game.id, 0, 1]]);
    // Lost: the whole stake comes back through the cover.
    expect(await kit.balance(who)).toBeCloseTo(20 - 10 - 6.07 + 10, 2);
    const outcome = { gameId: game.id, group: G.result1x2, type: T.home, paramKey: 0 };
    await bets.settleByHand(1, game.id, [{ ...outcome, result: 'won' }], 'Result corrected');
    // The win pays 21.00 and the cover of 10.00 goes back to the house.
    expect(await kit.balance(who)).toBeCloseTo(13.93 + 21 - 10, 2);
    await kit.consistent();
  });
});
